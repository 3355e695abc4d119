import "./styles.ts";
import { SHOWROOM_SORTS, type ShowroomSort } from "@atelier/common/enums";
import { paths } from "@atelier/common/paths";
import { NativeSelect } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconFilterOff, IconPhotoOff } from "@tabler/icons-react";
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
import { useShowroomItems } from "./api/useShowroomItems.ts";
import { ColumnsControl } from "./components/ColumnsControl.tsx";
import { FilterChips } from "./components/FilterChips.tsx";
import { ItemGrid } from "./components/ItemGrid.tsx";
import { useShowroomSearch } from "./hooks/useShowroomSearch.ts";
import {
  activeFilterCount,
  changeSearch,
  EMPTY_SEARCH,
  type ShowroomSearch,
  showroomSearchParams,
} from "./showroomSearch.ts";

// The pickers are code of their own, loaded beside the grid: the first paint shows the work.
const ShowroomFilters = lazy(() =>
  import("./components/ShowroomFilters.tsx").then((m) => ({ default: m.ShowroomFilters })),
);

export interface ShowroomPageProps {
  /** The creative field of /showroom/field/{id}. */
  field: { id: string; name: string } | null;
}

/**
 * The showroom (spec 001 section 2): every published showroom item, a page at a time, in 2 or 4
 * columns (one on a phone), filtered and sorted; the search lives in the address. Filters sit in a
 * left column on a desktop and in a drawer on a phone.
 */
export function ShowroomPage({ field }: ShowroomPageProps) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const [search, setSearch] = useShowroomSearch();
  const [columns] = useColumnsCount();
  const [drawerOpen, drawer] = useDisclosure(false);
  const items = useShowroomItems(search, field?.id);
  const filtered = activeFilterCount(search) > 0;
  const onSearch = (next: ShowroomSearch) => {
    drawer.close();
    setSearch(next);
  };

  return (
    <FilteredList
      title={field ? t("showroom.list.fieldTitle", { field: field.name }) : t("showroom.list.title")}
      lead={field ? t("showroom.list.fieldLead", { field: field.name }) : t("showroom.list.lead")}
      filters={<ShowroomFilters search={search} onSearch={onSearch} pathFieldId={field?.id} />}
      activeCount={activeFilterCount(search)}
      drawerOpen={drawerOpen}
      onDrawer={(open) => (open ? drawer.open() : drawer.close())}
      status={
        items.isPending
          ? t("showroom.list.loading")
          : items.paging.total !== null
            ? t("showroom.list.count", {
                count: items.paging.total,
                formatted: formatCount(i18n.language, items.paging.total),
              })
            : t("showroom.list.title")
      }
      controls={
        <>
          <NativeSelect
            size="sm"
            aria-label={t("showroom.sort.label")}
            value={String(search.sort)}
            data={SHOWROOM_SORTS.map((sort) => ({ value: String(sort), label: t(`showroom.sort.${sort}`) }))}
            onChange={(event) =>
              setSearch(changeSearch(search, { sort: Number(event.currentTarget.value) as ShowroomSort }))
            }
          />
          <ColumnsControl />
        </>
      }
      chips={<FilterChips search={search} onSearch={setSearch} />}
    >
      {items.isError && items.items.length === 0 ? (
        <LoadFailure title={t("showroom.list.loadFailed")} onRetry={() => void items.refetch()} />
      ) : items.isPending ? (
        <ItemGrid items={null} columns={columns} label={t("showroom.list.gridLabel")} />
      ) : items.items.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={<IconFilterOff size={22} stroke={ICON_STROKE} />}
            title={t("showroom.list.noMatch.title")}
            body={t("showroom.list.noMatch.body")}
            action={{
              label: t("showroom.list.noMatch.action"),
              onClick: () => setSearch({ ...EMPTY_SEARCH, sort: search.sort }),
            }}
            order={2}
          />
        ) : (
          <EmptyState
            icon={<IconPhotoOff size={22} stroke={ICON_STROKE} />}
            title={t(field ? "showroom.list.emptyField.title" : "showroom.list.empty.title")}
            body={t(field ? "showroom.list.emptyField.body" : "showroom.list.empty.body")}
            action={
              field
                ? { label: t("showroom.list.emptyField.action"), to: paths.showroom }
                : { label: t("showroom.list.empty.action"), to: paths.showroomNew }
            }
            order={2}
          />
        )
      ) : (
        <>
          <ItemGrid
            items={items.items}
            columns={columns}
            label={t("showroom.list.gridLabel")}
            busy={items.isFetching}
          />
          <PageLinks
            paging={items.paging}
            pageHref={(page) => `${pathname}${showroomSearchParams({ ...search, page })}`}
          />
        </>
      )}
    </FilteredList>
  );
}
