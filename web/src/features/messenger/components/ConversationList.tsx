import type { MessengerFolder } from "@atelier/common/enums";
import { paths } from "@atelier/common/paths";
import { Avatar, Badge, Button, Tabs, Text, Title } from "@mantine/core";
import { IconMessagePlus, IconMessages } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { EmptyState } from "../../../app/ui/EmptyState.tsx";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { RowList, RowListSkeleton, rowClass, rowListEndClass } from "../../../app/ui/RowList.tsx";
import { listTime } from "../format.ts";
import { useConversationList } from "../hooks/useConversationList.ts";
import { namesOf, type Participation } from "../types.ts";
import classes from "./ConversationList.module.css";

/** My conversations in two tabs, the inbox and the message requests, with a way to write to someone new. */
export function ConversationList({ meId, requestsCount }: { meId: string; requestsCount: number }) {
  const { t } = useTranslation();
  const [folder, setFolder] = useState<MessengerFolder>("inbox");
  return (
    <>
      <div className={classes.head}>
        <Title order={1} size="h3">
          {t("messenger.title")}
        </Title>
        <Button
          component={Link}
          to={paths.messagesNew}
          size="compact-sm"
          variant="light"
          leftSection={<IconMessagePlus size={16} stroke={ICON_STROKE} aria-hidden="true" />}
        >
          {t("messenger.new")}
        </Button>
      </div>
      <Tabs value={folder} onChange={(value) => value && setFolder(value as MessengerFolder)} className={classes.tabs}>
        <Tabs.List aria-label={t("messenger.folders")}>
          <Tabs.Tab value="inbox">{t("messenger.inbox")}</Tabs.Tab>
          <Tabs.Tab
            value="requests"
            rightSection={
              requestsCount > 0 ? (
                <Badge size="sm" circle aria-label={t("messenger.requestsCount", { count: requestsCount })}>
                  {requestsCount}
                </Badge>
              ) : null
            }
          >
            {t("messenger.requests")}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Folder key={folder} folder={folder} meId={meId} />
    </>
  );
}

function Folder({ folder, meId }: { folder: MessengerFolder; meId: string }) {
  const { t, i18n } = useTranslation();
  const list = useConversationList(folder);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  if (list.isPending) {
    return (
      <div className={classes.scroller}>
        <RowListSkeleton rows={4} avatar={44} lines={2} />
      </div>
    );
  }
  if (list.isError) {
    return (
      <div className={rowListEndClass}>
        <LoadFailure title={t("messenger.listFailed")} onRetry={() => void list.refetch()} />
      </div>
    );
  }
  if (list.items.length === 0) {
    return folder === "inbox" ? (
      <EmptyState
        icon={<IconMessages size={28} stroke={ICON_STROKE} />}
        title={t("messenger.empty.inbox.title")}
        body={t("messenger.empty.inbox.body")}
        action={{ label: t("messenger.new"), to: paths.messagesNew }}
      />
    ) : (
      <EmptyState
        icon={<IconMessages size={28} stroke={ICON_STROKE} />}
        title={t("messenger.empty.requests.title")}
        body={t("messenger.empty.requests.body")}
      />
    );
  }
  return (
    <div className={classes.scroller}>
      <RowList
        label={t(folder === "inbox" ? "messenger.inbox" : "messenger.requests")}
        items={list.items}
        row={(participation) => <ConversationRow participation={participation} meId={meId} locale={i18n.language} />}
        more={{
          hasMore: hasNextPage,
          loading: isFetchingNextPage,
          load: () => void fetchNextPage(),
          label: t("messenger.more"),
        }}
      />
    </div>
  );
}

function ConversationRow({
  participation,
  meId,
  locale,
}: {
  participation: Participation;
  meId: string;
  locale: string;
}) {
  const { t } = useTranslation();
  const name = namesOf(participation, t("messenger.unknownPerson"));
  const first = participation.participants?.[0];
  const last = participation.lastMessage;
  const unread = participation.unreadCount;
  const preview = !last
    ? ""
    : `${last.participantId === meId ? `${t("messenger.you")}: ` : ""}${last.content || t("messenger.attachment")}`;
  return (
    <NavLink
      to={paths.conversation(participation.id)}
      className={`${rowClass} ${classes.item} ${unread > 0 ? classes.unread : ""}`}
      aria-label={unread > 0 ? t("messenger.rowUnread", { name, count: unread }) : name}
    >
      <Avatar src={first?.avatar ?? null} name={first?.name ?? undefined} color="initials" size={44} alt="" />
      <div>
        <Text className={classes.name} truncate>
          {name}
        </Text>
        <Text size="sm" c="dimmed" truncate className={classes.preview}>
          {preview}
        </Text>
      </div>
      <div className={classes.side}>
        <Text size="xs" c="dimmed">
          {listTime(locale, participation.lastMessageAt)}
        </Text>
        {unread > 0 && (
          <Badge size="sm" circle aria-hidden="true">
            {unread}
          </Badge>
        )}
      </div>
    </NavLink>
  );
}
