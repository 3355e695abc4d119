import { paths } from "@atelier/common/paths";
import { ActionIcon, Alert, Avatar, Button, Group, Skeleton, Text } from "@mantine/core";
import { IconFlag, IconMessageOff } from "@tabler/icons-react";
import { useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useWrite } from "../../../api/useWrite.ts";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { EmptyState } from "../../../app/ui/EmptyState.tsx";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { MESSENGER_API } from "../api/messengerApi.ts";
import { useConversation } from "../hooks/useConversation.ts";
import { useSendMessage } from "../hooks/useSendMessage.ts";
import { useSendRefusal } from "../hooks/useSendRefusal.ts";
import "../styles.ts";
import { type Message, namesOf, type Participation } from "../types.ts";
import { Composer } from "./Composer.tsx";
import classes from "./ConversationView.module.css";
import { MessageItem } from "./MessageItem.tsx";
import { PaneHead } from "./PaneHead.tsx";
import { ReportDialog } from "./ReportDialog.tsx";

/** How close to the end the reader must be for a new message to scroll the conversation along. */
const FOLLOW_PX = 120;

/** One conversation: its people, its messages (older ones as one scrolls up), and the composer. */
export function ConversationView({ participationId }: { participationId: string }) {
  const { t } = useTranslation();
  const conversation = useConversation(participationId);
  const { participation, messages } = conversation;
  const scroller = useRef<HTMLDivElement>(null);
  const kept = useRef<{ firstId: string | undefined; height: number; lastId: string | undefined }>({
    firstId: undefined,
    height: 0,
    lastId: undefined,
  });

  // Older messages put in front keep the reader's place; a new one at the end is followed when the
  // reader was near the end; the first page opens at its end.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const firstId = messages[0]?.id;
    const lastId = messages.at(-1)?.id;
    const before = kept.current;
    if (before.firstId === undefined || before.lastId === undefined) {
      element.scrollTop = element.scrollHeight;
    } else if (firstId !== before.firstId) {
      element.scrollTop += element.scrollHeight - before.height;
    } else if (lastId !== before.lastId) {
      const nearEnd = before.height - element.scrollTop - element.clientHeight < FOLLOW_PX;
      if (nearEnd || messages.at(-1)?.isMine) element.scrollTop = element.scrollHeight;
    }
    kept.current = { firstId, lastId, height: element.scrollHeight };
  }, [messages]);

  const onScroll = () => {
    const element = scroller.current;
    if (element && element.scrollTop < 80 && conversation.hasOlder && !conversation.loadingOlder) {
      void conversation.loadOlder();
    }
  };

  if (conversation.gone) {
    return (
      <EmptyState
        order={2}
        icon={<IconMessageOff size={28} stroke={ICON_STROKE} />}
        title={t("messenger.gone.title")}
        body={t("messenger.gone.body")}
        action={{ label: t("messenger.back"), to: paths.messages }}
      />
    );
  }
  if (conversation.failed) {
    return (
      <div className={classes.notice}>
        <LoadFailure title={t("messenger.conversationFailed")} onRetry={conversation.retry} />
      </div>
    );
  }

  return (
    <>
      <ConversationHead participation={participation} />
      {participation?.status === "request" && <RequestBanner participation={participation} />}
      <div
        ref={scroller}
        className={classes.scroller}
        onScroll={onScroll}
        aria-busy={conversation.loading}
        role="log"
        aria-label={t("messenger.messagesLabel")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes the focus, so the keyboard scrolls it
        tabIndex={0}
      >
        {conversation.hasOlder && (
          <Button
            variant="subtle"
            size="compact-sm"
            className={classes.older}
            loading={conversation.loadingOlder}
            onClick={() => void conversation.loadOlder()}
          >
            {t("messenger.older")}
          </Button>
        )}
        {conversation.loading ? (
          <MessagesSkeleton />
        ) : (
          <Messages messages={messages} participation={participation} participationId={participationId} />
        )}
      </div>
      {participation &&
        (participation.writeRefusal ? (
          <div className={classes.notice}>
            <Alert variant="light" color="gray">
              {t(`messenger.refusal.${participation.writeRefusal}`)}
            </Alert>
          </div>
        ) : (
          <ConversationComposer participationId={participationId} onSent={conversation.append} />
        ))}
    </>
  );
}

function ConversationHead({ participation }: { participation: Participation | null }) {
  const { t } = useTranslation();
  const [reporting, setReporting] = useState(false);
  const people = participation?.participants ?? [];
  const single = people.length === 1 ? people[0] : null;
  return (
    <PaneHead>
      {!participation ? (
        <Skeleton height={16} width={180} />
      ) : (
        <>
          <Avatar.Group>
            {people.slice(0, 3).map((p) => (
              <Avatar key={p.id} src={p.avatar} name={p.name ?? undefined} color="initials" size={36} alt="" />
            ))}
          </Avatar.Group>
          <Text component="h2" className={classes.names} truncate>
            {single?.slug ? (
              <Link to={paths.profile(single.slug)}>{single.name}</Link>
            ) : (
              namesOf(participation, t("messenger.unknownPerson"))
            )}
          </Text>
          {single?.isAvailable && (
            <ActionIcon
              variant="subtle"
              color="gray"
              ml="auto"
              aria-label={t("messenger.report.person", { name: single.name })}
              title={t("messenger.report.person", { name: single.name })}
              onClick={() => setReporting(true)}
            >
              <IconFlag size={18} stroke={ICON_STROKE} />
            </ActionIcon>
          )}
          <ReportDialog
            subject={reporting && single ? { type: "users", id: single.id, name: single.name ?? "" } : null}
            onClose={() => setReporting(false)}
          />
        </>
      )}
    </PaneHead>
  );
}

/** A first message from someone new: accept it into the inbox, or decline it. */
function RequestBanner({ participation }: { participation: Participation }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const stale = [{ under: MESSENGER_API.participations }];
  const answer = useWrite<"accept" | "decline">({
    send: (api, choice) =>
      api.patch(choice === "accept" ? MESSENGER_API.accept(participation.id) : MESSENGER_API.decline(participation.id)),
    stale,
    onError: () => alerts.add({ type: "error", text: "messenger.answerFailed" }),
  });
  const name = namesOf(participation, t("messenger.unknownPerson"));
  const [reporting, setReporting] = useState(false);
  const lastMessage = participation.lastMessage;
  return (
    <Alert className={classes.banner} variant="light" title={t("messenger.request.title", { name })}>
      <Text size="sm" mb="xs">
        {t("messenger.request.body")}
      </Text>
      <Group gap="xs">
        <Button size="compact-sm" onClick={() => void answer.run("accept")} loading={answer.variables === "accept"}>
          {t("messenger.request.accept")}
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => void answer.run("decline")}
          loading={answer.variables === "decline"}
        >
          {t("messenger.request.decline")}
        </Button>
        {lastMessage && (
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => setReporting(true)}>
            {t("messenger.request.report")}
          </Button>
        )}
      </Group>
      <ReportDialog
        subject={reporting && lastMessage ? { type: "messages", id: lastMessage.id, name } : null}
        onClose={() => setReporting(false)}
        onReported={() => void answer.run("decline")}
      />
    </Alert>
  );
}

function Messages({
  messages,
  participation,
  participationId,
}: {
  messages: Message[];
  participation: Participation | null;
  participationId: string;
}) {
  const { t } = useTranslation();
  if (messages.length === 0) {
    return (
      <Text c="dimmed" ta="center" mt="xl">
        {t("messenger.noMessages")}
      </Text>
    );
  }
  const names = new Map((participation?.participants ?? []).map((p) => [p.id, p.name ?? t("messenger.unknownPerson")]));
  const lastMine = [...messages].reverse().find((m) => m.isMine);
  const seenBy = lastMine
    ? (participation?.readMarks ?? []).filter((mark) => mark.readAt && mark.readAt >= lastMine.messageAt).length
    : 0;
  const others = participation?.readMarks.length ?? 0;
  const seen = seenBy === 0 ? null : others > 1 ? t("messenger.seenBy", { count: seenBy }) : t("messenger.seen");
  return messages.map((message) => (
    <MessageItem
      key={message.id}
      message={message}
      author={names.get(message.participantId) ?? t("messenger.unknownPerson")}
      seen={message === lastMine ? seen : null}
      participationId={participationId}
    />
  ));
}

function MessagesSkeleton() {
  return [60, 40, 70].map((width, i) => (
    <Skeleton
      key={width}
      height={36}
      width={`${width}%`}
      radius="xl"
      style={{ alignSelf: i === 1 ? "flex-end" : "flex-start" }}
    />
  ));
}

function ConversationComposer({ participationId, onSent }: { participationId: string; onSent(id: string): void }) {
  const { t } = useTranslation();
  const refusal = useSendRefusal();
  const send = useSendMessage(participationId, { errors: refusal.target, onSent });
  return (
    <Composer
      label={t("messenger.composer.label")}
      onSend={(content, files) => send.run({ content, files })}
      busy={send.busy}
      sending={send.sending}
      failed={send.failed}
      error={refusal.error}
    />
  );
}
