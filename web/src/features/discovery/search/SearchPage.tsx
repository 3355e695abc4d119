import { paths } from "@atelier/common/paths";
import { Button, Container, Text } from "@mantine/core";
import { IconSearch, IconUserSearch } from "@tabler/icons-react";
import { type ReactNode, useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation } from "react-router";
import { useList } from "../../../api/hooks.ts";
import type { Paging } from "../../../api/paging.ts";
import { useScrollTrigger } from "../../../app/scroll/scroll-manager.tsx";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { EmptyState } from "../../../app/ui/EmptyState.tsx";
import { Heading } from "../../../app/ui/Heading.tsx";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { PageLinks } from "../../../app/ui/PageLinks.tsx";
import { TextLink } from "../../../app/ui/TextLink.tsx";
import { UserCardSkeleton } from "../../../app/ui/UserCardSkeleton.tsx";
import { formatCount } from "../../../i18n/formats.ts";
import type { Opportunity } from "../../opportunities/api/index.ts";
import { boardSearchParams, EMPTY_BOARD_SEARCH } from "../../opportunities/board/boardSearch.ts";
import { OpportunityList } from "../../opportunities/components/OpportunityList.tsx";
import { type Item, ItemGrid } from "../../showroom/index.ts";
import { EMPTY_SEARCH, showroomSearchParams } from "../../showroom/showroomSearch.ts";
import { ResultCard } from "../components/ResultCard.tsx";
import type { FoundUser } from "../types.ts";
import classes from "./SearchPage.module.css";
import { parseSiteSearch, SEARCH_PARAM, type SiteSearch, siteSearchHref } from "./searchAddress.ts";
import { craftMatches, workMatches } from "./searchMatches.ts";
import { itemsList, opportunitiesList, PREVIEW_SIZE, peopleList, type SearchList } from "./searchRequests.ts";

/** The items are a glance at the showroom: small cards, however the showroom itself is set. */
const PREVIEW_COLUMNS = 4;

const useSearchList = <T extends object>(list: SearchList, enabled: boolean) =>
  useList<T>(list.path, list.params, { enabled });
type ListOf<T extends object> = ReturnType<typeof useSearchList<T>>;

/** Where the search starts again: the page's own form, a plain GET form like the header's. */
function SearchForm({ q }: { q: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  return (
    <Form action={paths.search} method="get" role="search" className={classes.form}>
      <label htmlFor={inputId} className={classes.formLabel}>
        {t("search.form.label")}
      </label>
      <div className={classes.formRow}>
        <input
          key={q}
          id={inputId}
          type="search"
          name={SEARCH_PARAM}
          defaultValue={q}
          placeholder={t("search.form.placeholder")}
          enterKeyHint="search"
          autoComplete="off"
          className={classes.input}
        />
        <Button type="submit" leftSection={<IconSearch size={16} stroke={ICON_STROKE} aria-hidden="true" />}>
          {t("search.form.submit")}
        </Button>
      </div>
    </Form>
  );
}

type SectionName = "people" | "items" | "opportunities";

/** A section's heading with the count of its results, once they are there, and the way to all of them. */
function SectionHead({
  name,
  list,
  more,
}: {
  name: SectionName;
  list: { isPending: boolean; paging: Paging };
  more: { label: string; to: string } | false;
}) {
  const { t, i18n } = useTranslation();
  const total = list && !list.isPending ? list.paging.total : null;
  return (
    <div className={classes.sectionHead}>
      <div className={classes.sectionTitle}>
        <Heading order={2} size={3} id={`search-${name}`}>
          {t(`search.${name}.title`)}
        </Heading>
        {total ? (
          <Text size="sm" c="dimmed">
            {t(`search.${name}.count`, { count: total, formatted: formatCount(i18n.language, total) })}
          </Text>
        ) : null}
      </div>
      {more && <TextLink to={more.to}>{more.label}</TextLink>}
    </div>
  );
}

/** What a section reads of its list. */
interface SectionList {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  paging: Paging;
  items: readonly unknown[];
  refetch(): unknown;
}

/**
 * A section of results: its heading, then the failure with a retry, the skeletons while the
 * results load, a sentence when there are none, or the results.
 */
function ResultSection({
  name,
  q,
  list,
  more,
  skeleton,
  children,
}: {
  name: SectionName;
  q: string;
  list: SectionList;
  more: { label: string; to: string } | false;
  skeleton: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`search-${name}`} className={classes.section}>
      <SectionHead name={name} list={list} more={more} />
      {list.isError && list.items.length === 0 ? (
        <LoadFailure title={t(`search.${name}.loadFailed`)} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        skeleton
      ) : list.items.length === 0 ? (
        <Text c="dimmed">{t(`search.${name}.none`, { q })}</Text>
      ) : (
        children
      )}
    </section>
  );
}

/**
 * The people a search found, as the find lists show them (following and connecting included), each
 * found by a craft with the craft under their name: a few on the first tab, a page of them on their own.
 */
function PeopleResults({ search, people }: { search: SiteSearch; people: ListOf<FoundUser> }) {
  const { t } = useTranslation();
  const paged = search.tab === "people";
  const matches = useMemo(() => craftMatches(people.data), [people.data]);
  const matchNote = (id: string) => {
    const match = matches.get(id);
    return match
      ? t("search.people.match", { label: match.label, kind: t(`search.people.matchKinds.${match.kind}`) })
      : undefined;
  };
  const more = !paged &&
    people.paging.hasNext && { label: t("search.people.showAll"), to: siteSearchHref({ q: search.q, tab: "people" }) };
  const skeleton = (
    <ul className={classes.people} aria-hidden="true">
      {Array.from({ length: PREVIEW_SIZE.people }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
        <UserCardSkeleton key={i} />
      ))}
    </ul>
  );
  return (
    <ResultSection name="people" q={search.q} list={people} more={more} skeleton={skeleton}>
      <ul className={classes.people} aria-label={t("search.people.listLabel")} aria-busy={people.isFetching}>
        {people.items.map((person) => (
          <ResultCard key={person.id} user={person} note={matchNote(person.id)} />
        ))}
      </ul>
      {paged && <PageLinks paging={people.paging} pageHref={(page) => siteSearchHref({ ...search, page })} />}
    </ResultSection>
  );
}

/**
 * The showroom items a search found, as the showroom's cards with what each was found by under it,
 * and the way to the showroom searching the same.
 */
function ItemResults({ search, items }: { search: SiteSearch; items: ListOf<Item> }) {
  const { t } = useTranslation();
  const label = t("search.items.gridLabel");
  const matches = useMemo(() => workMatches(items.data), [items.data]);
  const matchNote = (item: Item) => {
    const match = matches.get(item.id);
    if (!match) return undefined;
    return match.kind === "title"
      ? t("search.items.matchWords")
      : t("search.items.match", { label: match.label, kind: t(`search.items.matchKinds.${match.kind}`) });
  };
  const more = items.paging.hasNext && {
    label: t("search.items.showAll"),
    to: `${paths.showroom}${showroomSearchParams({ ...EMPTY_SEARCH, keyword: search.q })}`,
  };
  return (
    <ResultSection
      name="items"
      q={search.q}
      list={items}
      more={more}
      skeleton={<ItemGrid items={null} columns={PREVIEW_COLUMNS} label={label} skeletons={4} />}
    >
      <ItemGrid
        items={items.items}
        columns={PREVIEW_COLUMNS}
        label={label}
        busy={items.isFetching}
        noteOf={matchNote}
      />
    </ResultSection>
  );
}

/** The open opportunities a search found, as the board's cards, and the way to the board searching the same. */
function OpportunityResults({ search, opportunities }: { search: SiteSearch; opportunities: ListOf<Opportunity> }) {
  const { t } = useTranslation();
  const label = t("search.opportunities.listLabel");
  const more = opportunities.paging.hasNext && {
    label: t("search.opportunities.showAll"),
    to: `${paths.jobs}${boardSearchParams({ ...EMPTY_BOARD_SEARCH, keyword: search.q, sort: "relevance" })}`,
  };
  return (
    <ResultSection
      name="opportunities"
      q={search.q}
      list={opportunities}
      more={more}
      skeleton={<OpportunityList items={null} label={label} />}
    >
      <OpportunityList items={opportunities.items} label={label} busy={opportunities.isFetching} />
    </ResultSection>
  );
}

/** The tabs of a search: everything at a glance, or all of the people. */
function SearchTabs({ search }: { search: SiteSearch }) {
  const { t } = useTranslation();
  const tabs = [
    { tab: "all", label: t("search.tabs.all"), to: siteSearchHref({ q: search.q }) },
    { tab: "people", label: t("search.tabs.people"), to: siteSearchHref({ q: search.q, tab: "people" }) },
  ] as const;
  return (
    <nav aria-label={t("search.tabs.label")} className={classes.tabs}>
      {tabs.map(({ tab, label, to }) => (
        <Link
          key={tab}
          to={to}
          className={`mantine-focus-auto ${classes.tab}`}
          aria-current={search.tab === tab ? "page" : undefined}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The header search's results (spec 000's user search, spec 001's showroom and opportunity
 * keywords): people by their name or the professions, creative fields and skills they hold, best
 * match first; showroom items by their title, description, creative fields and skills; open
 * opportunities by their title and description. An empty search asks for words and asks the server
 * nothing.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const search = parseSiteSearch(useLocation().search);
  const searching = search.q !== "";
  const people = useSearchList<FoundUser>(peopleList(search), searching);
  const everything = searching && search.tab === "all";
  const items = useSearchList<Item>(itemsList(search), everything);
  const opportunities = useSearchList<Opportunity>(opportunitiesList(search), everything);
  const others = [items, opportunities];
  const loading = searching && (people.isPending || (search.tab === "all" && others.some((l) => l.isPending)));
  // A new page of results scrolls to the top once it is there, not before.
  useScrollTrigger(!loading);
  const nothing =
    search.tab === "all" && [people, ...others].every((l) => !l.isPending && !l.isError && l.items.length === 0);

  return (
    <Container size="xl" py={{ base: "lg", sm: "xl" }}>
      <header className={classes.header}>
        <Heading order={1}>{searching ? t("search.resultsFor", { q: search.q }) : t("search.title")}</Heading>
        <SearchForm q={search.q} />
      </header>
      {!searching ? (
        <EmptyState
          icon={<IconSearch size={22} stroke={ICON_STROKE} />}
          title={t("search.prompt.title")}
          body={t("search.prompt.body")}
          action={{ label: t("search.prompt.action"), to: paths.showroom }}
          order={2}
        />
      ) : nothing ? (
        <EmptyState
          icon={<IconUserSearch size={22} stroke={ICON_STROKE} />}
          title={t("search.empty.title", { q: search.q })}
          body={t("search.empty.body")}
          action={{ label: t("search.empty.action"), to: paths.showroom }}
          order={2}
        />
      ) : (
        <>
          <SearchTabs search={search} />
          <PeopleResults search={search} people={people} />
          {search.tab === "all" && (
            <>
              <ItemResults search={search} items={items} />
              <OpportunityResults search={search} opportunities={opportunities} />
            </>
          )}
        </>
      )}
    </Container>
  );
}
