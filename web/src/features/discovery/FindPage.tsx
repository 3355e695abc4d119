import "../showroom/styles.ts";
import { FIND_SORTS, type FindScope, type FindSort } from "@atelier/common/find-lists";
import { paths } from "@atelier/common/paths";
import { Button, NativeSelect } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconFilterOff, IconUsers } from "@tabler/icons-react";
import { lazy, useCallback } from "react";
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
import { useFindResults } from "./api/useFindResults.ts";
import { FindChips } from "./components/FindChips.tsx";
import { ResultCard } from "./components/ResultCard.tsx";
import classes from "./FindPage.module.css";
import {
  activeFilterCount,
  changeKind,
  changeSort,
  clearFilters,
  type FindSearch,
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
 * Find creatives or clients (spec 001 sections 4 and 9): a tab per kind, the kind's own filters, a
 * sort and pages of people; the whole search lives in the address, so it can be shared and Back
 * steps through it.
 */
export function FindPage({ scope, field }: FindPageProps) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const inField = field !== null;
  const parse = useCallback((query: string) => parseFindSearch(scope, query, inField), [scope, inField]);
  const [search, setSearch] = useAddressSearch(parse, findSearchParams);
  const [drawerOpen, drawer] = useDisclosure(false);
  const results = useFindResults(scope, search, field?.id);
  const filtered = activeFilterCount(search) > 0;
  const hrefOf = (next: FindSearch) => `${pathname}${findSearchParams(next)}`;
  const onSearch = (next: FindSearch) => {
    drawer.close();
    setSearch(next);
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
      }
      filters={<FindFilters scope={scope} search={search} onSearch={onSearch} pathFieldId={field?.id} />}
      activeCount={activeFilterCount(search)}
      drawerOpen={drawerOpen}
      onDrawer={(open) => (open ? drawer.open() : drawer.close())}
      status={
        results.isPending
          ? t("discovery.list.loading")
          : results.paging.total !== null
            ? t("discovery.list.count", {
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
