import "./styles.ts";
import { paths } from "@atelier/common/paths";
import { useDisclosure } from "@mantine/hooks";
import { IconFilterOff, IconHeart } from "@tabler/icons-react";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useColumnsCount } from "../../app/preferences/preferences.tsx";
import { ICON_STROKE } from "../../app/theme/theme.ts";
import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { FilteredList } from "../../app/ui/FilteredList.tsx";
import { LoadFailure } from "../../app/ui/LoadFailure.tsx";
import { PageLinks } from "../../app/ui/PageLinks.tsx";
import { formatCount } from "../../i18n/formats.ts";
import { useMyLikes } from "./api/useMyLikes.ts";
import { ColumnsControl } from "./components/ColumnsControl.tsx";
import { FilterChips } from "./components/FilterChips.tsx";
import { ItemGrid } from "./components/ItemGrid.tsx";
import { useShowroomSearch } from "./hooks/useShowroomSearch.ts";
import { activeFilterCount, EMPTY_SEARCH, type ShowroomSearch, showroomSearchParams } from "./showroomSearch.ts";

// The pickers are code of their own, loaded beside the grid, as on the showroom.
const ShowroomFilters = lazy(() =>
  import("./components/ShowroomFilters.tsx").then((m) => ({ default: m.ShowroomFilters })),
);

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
  const [drawerOpen, drawer] = useDisclosure(false);
  const onSearch = (next: ShowroomSearch) => {
    drawer.close();
    setSearch(next);
  };

  return (
    <FilteredList
      title={t("favourites.title")}
      lead={t("favourites.lead")}
      filters={<ShowroomFilters search={search} onSearch={onSearch} only={[]} />}
      activeCount={activeFilterCount(search)}
      drawerOpen={drawerOpen}
      onDrawer={(open) => (open ? drawer.open() : drawer.close())}
      status={
        likes.isPending || likes.paging.total === null
          ? t("favourites.title")
          : t("favourites.count", {
              count: likes.paging.total,
              formatted: formatCount(i18n.language, likes.paging.total),
            })
      }
      controls={<ColumnsControl />}
      chips={<FilterChips search={search} onSearch={setSearch} />}
    >
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
    </FilteredList>
  );
}
