import "./styles.ts";
import { paths } from "@atelier/common/paths";
import { Container, Text } from "@mantine/core";
import { IconFilterOff, IconHeart } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useColumnsCount } from "../../app/preferences.tsx";
import { ICON_STROKE } from "../../app/theme.ts";
import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { Heading } from "../../app/ui/Heading.tsx";
import { LoadFailure } from "../../app/ui/LoadFailure.tsx";
import { PageLinks } from "../../app/ui/PageLinks.tsx";
import { formatCount } from "../../i18n/formats.ts";
import { useMyLikes } from "./api/useMyLikes.ts";
import { FilterChips } from "./components/FilterChips.tsx";
import { ItemGrid } from "./components/ItemGrid.tsx";
import { ShowroomFilters } from "./components/ShowroomFilters.tsx";
import { useShowroomSearch } from "./hooks/useShowroomSearch.ts";
import classes from "./ShowroomPage.module.css";
import { activeFilterCount, EMPTY_SEARCH, showroomSearchParams } from "./showroomSearch.ts";

/**
 * The items I liked, showroom and gallery alike, a page at a time, narrowed by the liked items'
 * creative fields and skills; the filters live in the address as the showroom's do.
 */
export function FavouritesPage() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const [search, setSearch] = useShowroomSearch();
  const [columns] = useColumnsCount();
  const likes = useMyLikes(
    { fieldIds: search.fieldIds, skillIds: search.skills.map((skill) => skill.id) },
    search.page,
  );
  const items = likes.items;
  const filtered = activeFilterCount(search) > 0;

  return (
    <Container size="xl" py={{ base: "lg", sm: "xl" }}>
      <header className={classes.header}>
        <Heading order={1}>{t("favourites.title")}</Heading>
        <p className={classes.lead}>{t("favourites.lead")}</p>
      </header>
      <div className={classes.layout}>
        <aside aria-label={t("showroom.filters.label")}>
          <ShowroomFilters search={search} onSearch={setSearch} only={[]} />
        </aside>
        <section aria-labelledby="favourites-results">
          <div className={classes.toolbar}>
            <Text id="favourites-results" size="sm" c="dimmed" aria-live="polite">
              {likes.isPending || likes.paging.total === null
                ? t("favourites.title")
                : t("favourites.count", {
                    count: likes.paging.total,
                    formatted: formatCount(i18n.language, likes.paging.total),
                  })}
            </Text>
          </div>
          <div className={classes.chips}>
            <FilterChips search={search} onSearch={setSearch} />
          </div>
          {likes.isError && items.length === 0 ? (
            <LoadFailure title={t("favourites.loadFailed")} onRetry={() => void likes.refetch()} />
          ) : likes.isPending ? (
            <ItemGrid items={null} columns={columns} label={t("favourites.gridLabel")} />
          ) : items.length === 0 ? (
            filtered ? (
              <EmptyState
                icon={<IconFilterOff size={22} stroke={ICON_STROKE} />}
                title={t("favourites.noMatch.title")}
                body={t("favourites.noMatch.body")}
                action={{ label: t("favourites.noMatch.action"), onClick: () => setSearch(EMPTY_SEARCH) }}
                order={2}
              />
            ) : (
              <EmptyState
                icon={<IconHeart size={22} stroke={ICON_STROKE} />}
                title={t("favourites.empty.title")}
                body={t("favourites.empty.body")}
                action={{ label: t("favourites.empty.action"), to: paths.showroom }}
                order={2}
              />
            )
          ) : (
            <>
              <ItemGrid items={items} columns={columns} label={t("favourites.gridLabel")} busy={likes.isFetching} />
              <PageLinks
                paging={likes.paging}
                pageHref={(page) => `${pathname}${showroomSearchParams({ ...search, page })}`}
              />
            </>
          )}
        </section>
      </div>
    </Container>
  );
}
