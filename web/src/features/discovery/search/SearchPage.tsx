import { paths } from "@atelier/common/paths";
import { Button, Container, Text } from "@mantine/core";
import { IconBriefcase, IconSearch, IconUserSearch } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation } from "react-router";
import { useList } from "../../../api/hooks.ts";
import { useScrollTrigger } from "../../../app/scroll/scroll-manager.tsx";
import { ICON_STROKE } from "../../../app/theme.ts";
import { EmptyState } from "../../../app/ui/EmptyState.tsx";
import { Heading } from "../../../app/ui/Heading.tsx";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { TextLink } from "../../../app/ui/TextLink.tsx";
import { UserCard } from "../../../app/ui/UserCard.tsx";
import { UserCardSkeleton } from "../../../app/ui/UserCardSkeleton.tsx";
import { formatCount } from "../../../i18n/formats.ts";
import { PageLinks } from "../../showroom/components/PageLinks.tsx";
import { type Item, ItemGrid } from "../../showroom/index.ts";
import { EMPTY_SEARCH, showroomSearchParams } from "../../showroom/showroomSearch.ts";
import type { UserSummary } from "../../social/index.ts";
import classes from "./SearchPage.module.css";
import { parseSiteSearch, SEARCH_PARAM, type SiteSearch, siteSearchHref } from "./searchAddress.ts";
import { itemsList, PREVIEW_SIZE, peopleList, type SearchList } from "./searchRequests.ts";

/** The items are a glance at the showroom: small cards, however the showroom itself is set. */
const PREVIEW_COLUMNS = 4;

const useSearchList = <T extends object>(list: SearchList, enabled: boolean) =>
  useList<T>(list.path, list.params, { enabled });

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

/** A section's heading with its count and the way to all of its results. */
function SectionHead({
  id,
  title,
  count,
  more,
}: {
  id: string;
  title: string;
  count: string | null;
  more?: { label: string; to: string };
}) {
  return (
    <div className={classes.sectionHead}>
      <div className={classes.sectionTitle}>
        <Heading order={2} size={3} id={id}>
          {title}
        </Heading>
        {count && (
          <Text size="sm" c="dimmed">
            {count}
          </Text>
        )}
      </div>
      {more && <TextLink to={more.to}>{more.label}</TextLink>}
    </div>
  );
}

/** The people a search found: a few on the first tab, a page of them on their own. */
function PeopleResults({
  search,
  people,
}: {
  search: SiteSearch;
  people: ReturnType<typeof useSearchList<UserSummary>>;
}) {
  const { t, i18n } = useTranslation();
  const paged = search.tab === "people";
  const total = people.paging.total;
  const count = !total
    ? null
    : t("search.people.count", { count: total, formatted: formatCount(i18n.language, total) });
  const more = people.paging.hasNext && !paged;
  return (
    <section aria-labelledby="search-people" className={classes.section}>
      <SectionHead
        id="search-people"
        title={t("search.people.title")}
        count={people.isPending ? null : count}
        more={
          more ? { label: t("search.people.showAll"), to: siteSearchHref({ q: search.q, tab: "people" }) } : undefined
        }
      />
      {people.isError && people.items.length === 0 ? (
        <LoadFailure title={t("search.people.loadFailed")} onRetry={() => void people.refetch()} />
      ) : people.isPending ? (
        <ul className={classes.people} aria-hidden="true">
          {Array.from({ length: PREVIEW_SIZE.people }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
            <UserCardSkeleton key={i} />
          ))}
        </ul>
      ) : people.items.length === 0 ? (
        <Text c="dimmed">{t("search.people.none", { q: search.q })}</Text>
      ) : (
        <>
          <ul className={classes.people} aria-label={t("search.people.listLabel")} aria-busy={people.isFetching}>
            {people.items.map((person) => (
              <UserCard key={person.id} user={person} />
            ))}
          </ul>
          {paged && <PageLinks paging={people.paging} pageHref={(page) => siteSearchHref({ ...search, page })} />}
        </>
      )}
    </section>
  );
}

/** The showroom items a search found, as the showroom's cards, and the way to the showroom searching the same. */
function ItemResults({ search, items }: { search: SiteSearch; items: ReturnType<typeof useSearchList<Item>> }) {
  const { t, i18n } = useTranslation();
  const total = items.paging.total;
  const count = !total ? null : t("search.items.count", { count: total, formatted: formatCount(i18n.language, total) });
  return (
    <section aria-labelledby="search-items" className={classes.section}>
      <SectionHead
        id="search-items"
        title={t("search.items.title")}
        count={items.isPending ? null : count}
        more={
          items.paging.hasNext
            ? {
                label: t("search.items.showAll"),
                to: `${paths.showroom}${showroomSearchParams({ ...EMPTY_SEARCH, keyword: search.q })}`,
              }
            : undefined
        }
      />
      {items.isError && items.items.length === 0 ? (
        <LoadFailure title={t("search.items.loadFailed")} onRetry={() => void items.refetch()} />
      ) : items.isPending ? (
        <ItemGrid items={null} columns={PREVIEW_COLUMNS} label={t("search.items.gridLabel")} skeletons={4} />
      ) : items.items.length === 0 ? (
        <Text c="dimmed">{t("search.items.none", { q: search.q })}</Text>
      ) : (
        <ItemGrid
          items={items.items}
          columns={PREVIEW_COLUMNS}
          label={t("search.items.gridLabel")}
          busy={items.isFetching}
        />
      )}
    </section>
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
 * The header search's results (spec 000's user search, spec 001's showroom keyword): people ranked
 * by how well their name matches, showroom items by their title and description, and a word on
 * opportunities, which join once they exist. An empty search asks for words and asks the server
 * nothing.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const search = parseSiteSearch(useLocation().search);
  const searching = search.q !== "";
  const people = useSearchList<UserSummary>(peopleList(search), searching);
  const items = useSearchList<Item>(itemsList(search), searching && search.tab === "all");
  const loading = searching && (people.isPending || (search.tab === "all" && items.isPending));
  // A new page of results scrolls to the top once it is there, not before.
  useScrollTrigger(!loading);
  const nothing =
    search.tab === "all" &&
    !people.isPending &&
    !items.isPending &&
    !people.isError &&
    !items.isError &&
    people.items.length === 0 &&
    items.items.length === 0;

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
              <section aria-labelledby="search-opportunities" className={classes.section}>
                <SectionHead id="search-opportunities" title={t("search.opportunities.title")} count={null} />
                <p className={classes.note}>
                  <IconBriefcase size={18} stroke={ICON_STROKE} aria-hidden="true" />
                  {t("search.opportunities.note")}
                </p>
              </section>
            </>
          )}
        </>
      )}
    </Container>
  );
}
