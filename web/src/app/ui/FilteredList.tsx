import { Button, Container, Text } from "@mantine/core";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { lazy, type ReactNode, Suspense, useId } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "../hooks/useHydrated.ts";
import { useWideScreen } from "../hooks/useWideScreen.ts";
import { ICON_STROKE } from "../theme/theme.ts";
import classes from "./FilteredList.module.css";
import { FiltersSkeleton } from "./FiltersSkeleton.tsx";
import { Heading } from "./Heading.tsx";

const FiltersDrawer = lazy(() => import("./FiltersDrawer.tsx").then((m) => ({ default: m.FiltersDrawer })));

export interface FilteredListProps {
  title: string;
  lead: string;
  /** What sits between the heading and the list, such as tabs. */
  above?: ReactNode;
  /**
   * The filters: lazily loaded code, shown in the left column or the drawer. The server draws their
   * skeleton: hydrating the page never waits for their code, and the fields, once there, stay. A
   * phone builds them only when its drawer opens.
   */
  filters: ReactNode;
  /**
   * The drawer's own filters and what stays at its foot, when a phone chooses filters first and
   * applies them at once (the find pages); without them the drawer holds `filters`.
   */
  drawer?: { filters: ReactNode; footer: ReactNode };
  /** How many filters are in use, shown on the phone's filters button. */
  activeCount: number;
  drawerOpen: boolean;
  onDrawer(open: boolean): void;
  /** What the list holds (a count, or that it loads), announced as it changes. */
  status: ReactNode;
  /** The sort and view controls beside the status. */
  controls: ReactNode;
  /** The filters in use as chips. */
  chips: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a filtered list (the showroom, the find pages): heading, filters in a left column on
 * a desktop and in a drawer on a phone, a toolbar with the status and controls, the chips, the list.
 */
export function FilteredList(props: FilteredListProps) {
  const { t } = useTranslation();
  const statusId = useId();
  const { activeCount, drawerOpen, onDrawer } = props;
  // The column is hidden on a phone, where the filters open in the drawer instead.
  const hydrated = useHydrated();
  const wide = useWideScreen();
  const inColumn = hydrated && wide;
  return (
    <Container size="xl" py={{ base: "lg", sm: "xl" }}>
      <header className={classes.header}>
        <Heading order={1}>{props.title}</Heading>
        <p className={classes.lead}>{props.lead}</p>
      </header>
      {props.above}
      <div className={classes.layout}>
        <aside className={classes.aside} aria-label={t("showroom.filters.label")}>
          <Suspense fallback={<FiltersSkeleton />}>{inColumn ? props.filters : <FiltersSkeleton />}</Suspense>
        </aside>
        {drawerOpen && (
          <Suspense fallback={null}>
            <FiltersDrawer
              title={t("showroom.filters.label")}
              onClose={() => onDrawer(false)}
              footer={props.drawer?.footer}
            >
              {props.drawer?.filters ?? props.filters}
            </FiltersDrawer>
          </Suspense>
        )}
        <section aria-labelledby={statusId}>
          <div className={classes.toolbar}>
            <Text id={statusId} size="sm" c="dimmed" aria-live="polite">
              {props.status}
            </Text>
            <div className={classes.controls}>
              <Button
                className={classes.filtersButton}
                variant="default"
                size="sm"
                leftSection={<IconAdjustmentsHorizontal size={16} stroke={ICON_STROKE} />}
                onClick={() => onDrawer(true)}
              >
                {t("showroom.filters.open")}
                {activeCount > 0 && ` (${activeCount})`}
              </Button>
              {props.controls}
            </div>
          </div>
          <div className={classes.chips}>{props.chips}</div>
          {props.children}
        </section>
      </div>
    </Container>
  );
}
