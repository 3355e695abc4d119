import "../showroom/styles.ts";
import { FIND_SORTS, type FindScope, type FindSort } from "@atelier/common/find-lists";
import { paths } from "@atelier/common/paths";
import { Button, NativeSelect } from "@mantine/core";
import { IconFilterOff, IconUsers } from "@tabler/icons-react";
import { lazy, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useAddressSearch } from "../../app/hooks/useAddressSearch.ts";
import { ICON_STROKE } from "../../app/theme/theme.ts";
import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { FilteredList } from "../../app/ui/FilteredList.tsx";
import { LoadFailure } from "../../app/ui/LoadFailure.tsx";
import { PageLinks } from "../../app/ui/PageLinks.tsx";
import { UserCardSkeleton } from "../../app/ui/UserCardSkeleton.tsx";
import { formatCount } from "../../i18n/formats.ts";
import { useFindCount, useFindResults } from "./api/useFindResults.ts";
import { ElsewhereNotices } from "./components/ElsewhereNotices.tsx";
import { FindChips } from "./components/FindChips.tsx";
import { ResultCard } from "./components/ResultCard.tsx";
import classes from "./FindPage.module.css";
import {
  activeFilterCount,
  changeKind,
  changeSort,
  clearFilters,
  countedAs,
  type FindSearch,
  filtersElsewhere,
  findKinds,
  findSearchParams,
  parseFindSearch,
  searchesNames,
} from "./findSearch.ts";

// The pickers are code of their own, loaded beside the list: the first paint shows the people.
const FindFilters = lazy(() => import("./components/FindFilters.tsx").then((m) => ({ default: m.FindFilters })));

const SKELETONS = [0, 1, 2, 3, 4, 5];

export interface FindPageProps {
  scope: FindScope;
  /** The creative field of /creatives/{id} or /clients/{id}. */
  field: { id: string; name: string } | null;
}

/**
 * The foot of the phone's drawer: the filters chosen in it apply together, on a button counting
 * what they would list, so that a phone loads the list once rather than at every filter.
 */
function ShowResults({
  scope,
  draft,
  fieldId,
  onApply,
}: {
  scope: FindScope;
  draft: FindSearch;
  fieldId?: string;
  onApply(): void;
}) {
  const { t, i18n } = useTranslation();
  const count = useFindCount(scope, draft, fieldId);
  return (
    <Button fullWidth onClick={onApply}>
      {count === null
        ? t("discovery.drawer.counting")
        : t(`discovery.drawer.show.${countedAs(draft.kind)}`, { count, formatted: formatCount(i18n.language, count) })}
    </Button>
  );
}

/**
 * Find creatives or clients (spec 001 sections 4 and 9): a tab per kind, the kind's own filters, a
 * sort and pages of people; the whole search lives in the address, so it can be shared and Back
 * steps through it. Filters of the address that belong to another tab are named with a link to it.
 * A phone chooses filters in a drawer and applies them together.
 */
export function FindPage({ scope, field }: FindPageProps) {
  const { t, i18n } = useTranslation();
  const { pathname, search: address } = useLocation();
  const inField = field !== null;
  const parse = useCallback((query: string) => parseFindSearch(scope, query, inField), [scope, inField]);
  const [search, setSearch] = useAddressSearch(parse, findSearchParams);
  // The drawer's search while it is open: chosen there, applied by its button.
  const [draft, setDraft] = useState<FindSearch | null>(null);
  const results = useFindResults(scope, search, field?.id);
  const filtered = activeFilterCount(search) > 0;
  const hrefOf = (next: FindSearch) => `${pathname}${findSearchParams(next)}`;
  const apply = () => {
    // An unchanged search adds no step for Back.
    if (draft && findSearchParams(draft) !== findSearchParams(search)) setSearch(draft);
    setDraft(null);
  };
  const sortLabel = (sort: FindSort) =>
    t(
      sort === 1
        ? "discovery.sort.newest"
        : searchesNames(search)
          ? "discovery.sort.relevance"
          : "discovery.sort.default",
    );

  return (
    <FilteredList
      title={field ? t(`discovery.${scope}.fieldTitle`, { field: field.name }) : t(`discovery.${scope}.title`)}
      lead={field ? t(`discovery.${scope}.fieldLead`, { field: field.name }) : t(`discovery.${scope}.lead`)}
      above={
        <>
          <nav className={classes.kinds} aria-label={t("discovery.kinds.label")}>
            {findKinds(scope, inField).map((kind) => (
              <Button
                key={kind}
                component={Link}
                to={hrefOf(changeKind(search, kind))}
                size="sm"
                radius="xl"
                variant={kind === search.kind ? "filled" : "default"}
                aria-current={kind === search.kind ? "page" : undefined}
              >
                {t(`discovery.kinds.${scope}.${kind}`)}
              </Button>
            ))}
          </nav>
          <ElsewhereNotices
            scope={scope}
            pathname={pathname}
            notices={filtersElsewhere(scope, address, search, inField)}
          />
        </>
      }
      filters={<FindFilters scope={scope} search={search} onSearch={setSearch} pathFieldId={field?.id} />}
      drawer={
        draft
          ? {
              filters: (
                <>
                  <FindChips search={draft} onSearch={setDraft} />
                  <FindFilters scope={scope} search={draft} onSearch={setDraft} pathFieldId={field?.id} />
                </>
              ),
              footer: <ShowResults scope={scope} draft={draft} fieldId={field?.id} onApply={apply} />,
            }
          : undefined
      }
      activeCount={activeFilterCount(search)}
      drawerOpen={draft !== null}
      onDrawer={(open) => setDraft(open ? search : null)}
      status={
        results.isPending
          ? t("discovery.list.loading")
          : results.paging.total !== null
            ? t(`discovery.list.count.${countedAs(search.kind)}`, {
                count: results.paging.total,
                formatted: formatCount(i18n.language, results.paging.total),
              })
            : t("discovery.list.resultsLabel")
      }
      controls={
        <NativeSelect
          size="sm"
          aria-label={t("discovery.sort.label")}
          value={String(search.sort)}
          data={FIND_SORTS.map((sort) => ({ value: String(sort), label: sortLabel(sort) }))}
          onChange={(event) => setSearch(changeSort(search, Number(event.currentTarget.value) as FindSort))}
        />
      }
      chips={<FindChips search={search} onSearch={setSearch} />}
    >
      {results.isError && results.items.length === 0 ? (
        <LoadFailure title={t("discovery.list.loadFailed")} onRetry={() => void results.refetch()} />
      ) : results.isPending ? (
        <ul className={classes.grid} aria-busy="true" aria-label={t("discovery.list.resultsLabel")}>
          {SKELETONS.map((n) => (
            <UserCardSkeleton key={n} />
          ))}
        </ul>
      ) : results.items.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={<IconFilterOff size={22} stroke={ICON_STROKE} />}
            title={t("discovery.list.noMatch.title")}
            body={t("discovery.list.noMatch.body")}
            action={{ label: t("discovery.list.noMatch.action"), onClick: () => setSearch(clearFilters(search)) }}
            order={2}
          />
        ) : (
          <EmptyState
            icon={<IconUsers size={22} stroke={ICON_STROKE} />}
            title={t(field ? "discovery.list.emptyField.title" : "discovery.list.empty.title")}
            body={t(field ? "discovery.list.emptyField.body" : "discovery.list.empty.body")}
            action={
              field
                ? { label: t(`discovery.${scope}.title`), to: paths[scope] }
                : search.kind !== "all"
                  ? { label: t("discovery.list.empty.action"), to: hrefOf(changeKind(search, "all")) }
                  : undefined
            }
            order={2}
          />
        )
      ) : (
        <>
          <ul
            className={classes.grid}
            aria-label={t("discovery.list.resultsLabel")}
            aria-busy={results.isFetching || undefined}
          >
            {results.items.map((user) => (
              <ResultCard key={user.id} user={user} />
            ))}
          </ul>
          <PageLinks paging={results.paging} pageHref={(page) => hrefOf({ ...search, page })} />
        </>
      )}
    </FilteredList>
  );
}
