import "../../showroom/styles.ts";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/InlineInput.css";
import type { OpportunitySort } from "@atelier/common/enums";
import { NativeSelect } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconBriefcase, IconFilterOff } from "@tabler/icons-react";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useAddressSearch } from "../../../app/hooks/useAddressSearch.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { EmptyState } from "../../../app/ui/EmptyState.tsx";
import { FilteredList } from "../../../app/ui/FilteredList.tsx";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { PageLinks } from "../../../app/ui/PageLinks.tsx";
import { formatCount } from "../../../i18n/formats.ts";
import { JOB_PATHS } from "../api/opportunitiesApi.ts";
import { boardRequest } from "../api/opportunityRequests.ts";
import { useOpportunityList } from "../api/useOpportunityList.ts";
import { OpportunityList } from "../components/OpportunityList.tsx";
import { BoardChips } from "./BoardChips.tsx";
import {
  type BoardSearch,
  boardChips,
  boardSearchParams,
  boardSorts,
  changeBoard,
  clearBoard,
  parseBoardSearch,
} from "./boardSearch.ts";

// The pickers are code of their own, loaded beside the list: the first paint shows the opportunities.
const BoardFilters = lazy(() => import("./BoardFilters.tsx").then((m) => ({ default: m.BoardFilters })));

export interface BoardPageProps {
  /** The creative field of /jobs/category/{id}. */
  field: { id: string; name: string } | null;
}

/**
 * The jobs board (spec 001 "Opportunities"): projects and jobs on the board now, or past it, a page
 * at a time, filtered and sorted; the whole search lives in the address, so it can be shared and
 * Back steps through it. Filters sit in a left column on a desktop and in a drawer on a phone.
 */
export function BoardPage({ field }: BoardPageProps) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const [search, setSearch] = useAddressSearch(parseBoardSearch, boardSearchParams);
  const [drawerOpen, drawer] = useDisclosure(false);
  const results = useOpportunityList(boardRequest(search, field?.id), search.page);
  const activeCount = boardChips(search).length;
  const onSearch = (next: BoardSearch) => {
    drawer.close();
    setSearch(next);
  };
  const label = t(search.expired ? "jobs.board.expiredLabel" : "jobs.board.resultsLabel");

  return (
    <FilteredList
      title={field ? t("jobs.board.fieldTitle", { field: field.name }) : t("jobs.board.title")}
      lead={field ? t("jobs.board.fieldLead", { field: field.name }) : t("jobs.board.lead")}
      filters={<BoardFilters search={search} onSearch={onSearch} pathFieldId={field?.id} />}
      activeCount={activeCount}
      drawerOpen={drawerOpen}
      onDrawer={(open) => (open ? drawer.open() : drawer.close())}
      status={
        results.isPending
          ? t("jobs.board.loading")
          : results.paging.total !== null
            ? t("jobs.board.count", {
                count: results.paging.total,
                formatted: formatCount(i18n.language, results.paging.total),
              })
            : label
      }
      controls={
        <NativeSelect
          size="sm"
          aria-label={t("jobs.sort.label")}
          value={search.sort}
          data={boardSorts(search).map((sort) => ({ value: sort, label: t(`jobs.sort.${sort}`) }))}
          onChange={(event) => setSearch(changeBoard(search, { sort: event.currentTarget.value as OpportunitySort }))}
        />
      }
      chips={<BoardChips search={search} onSearch={setSearch} />}
    >
      {results.isError && results.items.length === 0 ? (
        <LoadFailure title={t("jobs.board.loadFailed")} onRetry={() => void results.refetch()} />
      ) : results.isPending ? (
        <OpportunityList items={null} label={label} />
      ) : results.items.length === 0 ? (
        activeCount > 0 ? (
          <EmptyState
            icon={<IconFilterOff size={22} stroke={ICON_STROKE} />}
            title={t("jobs.board.noMatch.title")}
            body={t("jobs.board.noMatch.body")}
            action={{ label: t("jobs.board.noMatch.action"), onClick: () => setSearch(clearBoard(search)) }}
            order={2}
          />
        ) : (
          <EmptyState
            icon={<IconBriefcase size={22} stroke={ICON_STROKE} />}
            title={field ? t("jobs.board.emptyField.title", { field: field.name }) : t("jobs.board.empty.title")}
            body={t(field ? "jobs.board.emptyField.body" : "jobs.board.empty.body")}
            action={
              field
                ? { label: t("jobs.board.emptyField.action"), to: JOB_PATHS.board }
                : { label: t("jobs.board.empty.action"), to: JOB_PATHS.create }
            }
            order={2}
          />
        )
      ) : (
        <>
          <OpportunityList items={results.items} label={label} busy={results.isFetching} />
          <PageLinks
            paging={results.paging}
            pageHref={(page) => `${pathname}${boardSearchParams({ ...search, page })}`}
          />
        </>
      )}
    </FilteredList>
  );
}
