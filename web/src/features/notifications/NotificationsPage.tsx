import type { BriefUserAttributes, NotificationAttributes } from "@atelier/common";
import type { Document } from "@atelier/common/jsonapi";
import { Avatar, Button, Text, Title } from "@mantine/core";
import { IconBell, IconChecks } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useStore } from "../../api/context.tsx";
import { apiKey } from "../../api/queries.ts";
import { toResourceDocument } from "../../api/store.ts";
import { useAppendedList } from "../../api/useAppendedList.ts";
import { useWrite } from "../../api/useWrite.ts";
import { useLiveFrames } from "../../app/live/frames.ts";
import { useMe } from "../../app/session/session.ts";
import { contentClass, ICON_STROKE } from "../../app/theme/theme.ts";
import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { LoadFailure } from "../../app/ui/LoadFailure.tsx";
import { RowList, RowListSkeleton, rowClass } from "../../app/ui/RowList.tsx";
import { dateFormat } from "../../i18n/formats.ts";
import classes from "./NotificationsPage.module.css";

const NOTIFICATIONS = "/v1/notifications";
const MARK_AS_READ = "/v1/notifications/mark_as_read";
const PAGE_SIZE = 20;

type Notification = { id: string; type: "notifications" } & NotificationAttributes & {
    actor?: ({ id: string } & BriefUserAttributes) | null;
  };

/** /notifications (spec 001): what happened, newest first; new ones come in live; all can be marked read. */
export function NotificationsPage() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const store = useStore();
  const queryClient = useQueryClient();
  const list = useAppendedList<Notification>(NOTIFICATIONS, { size: PAGE_SIZE, include: ["actor"] });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  // A new one is put in front: the first pages are read again.
  useLiveFrames((frame) => {
    if (frame.type === "notification" || frame.type === "resumed") {
      void queryClient.invalidateQueries({ queryKey: apiKey(NOTIFICATIONS) });
    }
  });

  const markRead = useWrite<string, Document>({
    send: (api, createdAtBefore) =>
      api.patch(MARK_AS_READ, toResourceDocument("notifications", { attributes: { createdAtBefore } })),
    stale: [NOTIFICATIONS],
    onSuccess: (reply) => {
      const unread = (reply.data as { attributes?: { unread?: number } }).attributes?.unread ?? 0;
      if (me) store.merge({ data: { type: "me", id: me.id, attributes: { unread_notifications_count: unread } } });
    },
  });
  const newest = list.items[0];
  const anyUnread = list.items.some((n) => n.readAt === null);

  return (
    <div className={`${contentClass} ${classes.root}`}>
      <header className={classes.header}>
        <Title order={1} size="h2">
          {t("notifications.title")}
        </Title>
        {newest && (
          <Button
            variant="light"
            leftSection={<IconChecks size={18} stroke={ICON_STROKE} aria-hidden="true" />}
            onClick={() => void markRead.run(newest.createdAt)}
            loading={markRead.busy}
            disabled={!anyUnread}
          >
            {t("notifications.markAllRead")}
          </Button>
        )}
      </header>
      {list.isPending ? (
        <RowListSkeleton rows={5} avatar={40} lines={1} />
      ) : list.isError ? (
        <LoadFailure title={t("notifications.failed")} onRetry={() => void list.refetch()} />
      ) : list.items.length === 0 ? (
        <EmptyState
          order={2}
          icon={<IconBell size={28} stroke={ICON_STROKE} />}
          title={t("notifications.empty.title")}
          body={t("notifications.empty.body")}
        />
      ) : (
        <RowList
          label={t("notifications.title")}
          items={list.items}
          row={(n) => <NotificationRow notification={n} locale={i18n.language} />}
          more={{
            hasMore: hasNextPage,
            loading: isFetchingNextPage,
            load: () => void fetchNextPage(),
            label: t("notifications.more"),
          }}
        />
      )}
    </div>
  );
}

function NotificationRow({ notification: n, locale }: { notification: Notification; locale: string }) {
  const { t } = useTranslation();
  const name = n.actor?.name ?? t("notifications.someone");
  // A burst reads "… and 4 others"; the key names the sentence otherwise.
  const sentenceKey = n.othersCount > 0 ? `${n.key}_more` : n.key;
  const sentence = t(`notifications.sentences.${sentenceKey}`, {
    name,
    title: n.subjectTitle ?? "",
    count: n.othersCount,
  });
  const when = dateFormat(locale, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" }).format(
    new Date(n.createdAt),
  );
  const body = (
    <>
      <Avatar src={n.actor?.avatar ?? null} name={n.actor?.name ?? undefined} color="initials" size={40} alt="" />
      <div>
        <Text>{sentence}</Text>
        <Text size="xs" c="dimmed">
          <time dateTime={n.createdAt}>{when}</time>
        </Text>
      </div>
      {n.readAt === null ? (
        <span className={classes.dot} role="img" aria-label={t("notifications.unread")} />
      ) : (
        <span />
      )}
    </>
  );
  const className = `${rowClass} ${n.readAt === null ? classes.unread : ""}`;
  return n.path ? (
    <Link to={n.path} className={className}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}
