import { paths } from "@atelier/common/paths";
import { Badge, Button } from "@mantine/core";
import { IconLayoutGrid, IconPhoto, IconPlus, IconUsers } from "@tabler/icons-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useWrite } from "../../../api/useWrite.ts";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { EmptyState } from "../../../app/ui/EmptyState.tsx";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { ITEM_API } from "../../showroom/api/showroomApi.ts";
import { gridSizes, type Item, ItemCard, ItemGrid, type ItemKind, useUserItems } from "../../showroom/index.ts";
import { alertActionFailure } from "../../social/actionFailure.ts";
import { PageControls } from "../../social/components/PageControls.tsx";
import { saveItemOrder } from "../api/workOrderApi.ts";
import type { ProfileUser } from "../types.ts";
import { inOrder, splitByOwner } from "../workOrder.ts";
import classes from "./WorkTab.module.css";

// Dragging loads for the owner alone: visitors, most of a profile's readers, never download it.
const SortableWorkGrid = lazy(() => import("./SortableWorkGrid.tsx").then((m) => ({ default: m.SortableWorkGrid })));

const ICONS = { showroom: IconLayoutGrid, gallery: IconPhoto } as const;
const NEW_ITEM = { showroom: paths.showroomNew, gallery: paths.galleryNew } as const;
const SIZES = gridSizes(3);

export interface WorkTabProps {
  kind: ItemKind;
  user: ProfileUser;
  owner: boolean;
}

/**
 * A profile's showroom or gallery: the user's published items and those they co-created (marked),
 * drafts too for the owner, who adds items from here and arranges their own by dragging.
 */
export function WorkTab({ kind, user, owner }: WorkTabProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useUserItems(user.id, kind, page);
  const Icon = ICONS[kind];

  if (list.isPending) return <ItemGrid items={null} columns={3} label="" skeletons={6} />;
  if (list.isError)
    return <LoadFailure title={t(`profile.showroom.failed.${kind}`)} onRetry={() => void list.refetch()} />;

  const add = owner && (
    <Button component={Link} to={NEW_ITEM[kind]} leftSection={<IconPlus size={16} stroke={ICON_STROKE} />}>
      {t(`profile.showroom.add.${kind}`)}
    </Button>
  );
  if (list.items.length === 0) {
    const key = `profile.tabs.empty.${kind}.${owner ? "owner" : "visitor"}`;
    return (
      <EmptyState
        icon={<Icon size={22} stroke={ICON_STROKE} />}
        title={t(`${key}.title`)}
        body={t(`${key}.body`, { name: user.name })}
        action={owner ? { label: t(`profile.showroom.add.${kind}`), to: NEW_ITEM[kind] } : undefined}
      />
    );
  }

  const { own, coCreated } = splitByOwner(list.items, user.id);
  const label = t(`profile.tabs.${kind}`);
  // The order names every own item, so it is offered while they all fit one page.
  const arrangeable = owner && list.paging.totalPages === 1 && own.length > 1;
  return (
    <div className={classes.root}>
      {owner && (
        <div className={classes.bar}>
          {arrangeable ? <p className={classes.hint}>{t("profile.showroom.reorderHint")}</p> : <span />}
          {add}
        </div>
      )}
      {arrangeable ? (
        <OwnOrder kind={kind} userId={user.id} items={own} label={label} />
      ) : (
        own.length > 0 && <WorkList items={own} label={label} />
      )}
      {coCreated.length > 0 && (
        <>
          {own.length > 0 && <h3 className={classes.subheading}>{t("profile.showroom.coCreatedHeading")}</h3>}
          <WorkList items={coCreated} label={t("profile.showroom.coCreatedHeading")} coCreatedBy={user.name} />
        </>
      )}
      <PageControls paging={list.paging} onPage={setPage} />
    </div>
  );
}

/** Items in the tab's grid; those the user co-created carry a mark saying so. */
function WorkList({ items, label, coCreatedBy }: { items: readonly Item[]; label: string; coCreatedBy?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={classes.grid} aria-label={label}>
      {items.map((item, index) => (
        <li key={item.id} className={classes.cell}>
          <ItemCard item={item} sizes={SIZES} component="div" eager={index < 2} />
          {coCreatedBy && (
            <Badge
              className={classes.badge}
              variant="light"
              leftSection={<IconUsers size={12} stroke={ICON_STROKE} aria-hidden="true" />}
              title={t("profile.showroom.coCreatedHint", { name: coCreatedBy })}
            >
              {t("profile.showroom.coCreated")}
            </Badge>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The owner's own items, rearranged by dragging: shown in the new order at once, then saved. */
function OwnOrder({ kind, userId, items, label }: { kind: ItemKind; userId: string; items: Item[]; label: string }) {
  const alerts = useAlerts();
  const [order, setOrder] = useState<string[] | null>(null);
  const itemsKey = items.map((item) => item.id).join(",");

  // Once the list is read again it is in the saved order, and the arranged one has done its work.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the items' order.
  useEffect(() => setOrder(null), [itemsKey]);

  const write = useWrite<string[]>({
    send: (api, ids) => saveItemOrder(api, kind, ids),
    optimistic: (_, ids) => {
      setOrder(ids);
      return () => setOrder(null);
    },
    onSuccess: () => alerts.add({ type: "success", text: "profile.showroom.orderSaved" }),
    stale: [ITEM_API.userItems(userId, kind)],
    onError: (error) => alertActionFailure(alerts, error, "profile.showroom.orderFailed"),
  });

  const shown = inOrder(items, order);
  return (
    <Suspense fallback={<WorkList items={shown} label={label} />}>
      <SortableWorkGrid items={shown} sizes={SIZES} label={label} onOrder={(ids) => void write.run(ids)} />
    </Suspense>
  );
}
