import { CONNECTION_TABS, type ConnectionTab } from "@atelier/common/enums";
import { paths } from "@atelier/common/paths";
import { Badge, Button, Tabs, Text, Title } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useScrollTrigger } from "../../app/scroll/scroll-manager.tsx";
import { useMe } from "../../app/session/session.ts";
import { contentClass, ICON_STROKE } from "../../app/theme/theme.ts";
import { LoadFailure } from "../../app/ui/LoadFailure.tsx";
import { UserCard } from "../../app/ui/UserCard.tsx";
import { UserCardSkeleton } from "../../app/ui/UserCardSkeleton.tsx";
import classes from "./ConnectionsPage.module.css";
import { ConnectDialog } from "./components/ConnectDialog.tsx";
import { ConnectionsEmpty } from "./components/ConnectionsEmpty.tsx";
import { FindPeople } from "./components/FindPeople.tsx";
import { MyFollows } from "./components/MyFollows.tsx";
import listClasses from "./components/PeopleList.module.css";
import { RemoveConnectionButton } from "./components/RemoveConnectionButton.tsx";
import { isInLists } from "./connectionLists.ts";
import { useConnections } from "./hooks/useConnections.ts";
import type { ConnectionEntry, UserSummary } from "./types.ts";
import "./styles.ts";
import { dateFormat } from "../../i18n/formats.ts";

/** The connections screen (spec 001 section 2): my connections, requests both ways, and people to find. */
export function ConnectionsPage({ tab }: { tab: ConnectionTab }) {
  const me = useMe();
  // The route's guard lets only signed-in members in; after a logout on this page there is nobody to show.
  if (!me) return null;
  return <ConnectionsScreen meId={me.id} tab={tab} />;
}

function ConnectionsScreen({ meId, tab }: { meId: string; tab: ConnectionTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const connections = useConnections(meId);
  const { lists, loading } = connections;
  /** Whom the note dialog asks to connect with. */
  const [asking, setAsking] = useState<UserSummary | null>(null);
  useScrollTrigger(!loading);
  const tabList = useRef<HTMLDivElement>(null);
  // On a phone the chosen tab may sit beyond the screen's edge in the sideways-scrolling list; only
  // the list scrolls, never the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loading` ending brings the counts, which widen the tabs.
  useEffect(() => {
    const list = tabList.current;
    const chosen = list?.querySelector(`[data-tab="${tab}"]`);
    if (!list || !chosen) return;
    const shown = list.getBoundingClientRect();
    const wanted = chosen.getBoundingClientRect();
    if (wanted.left < shown.left) list.scrollLeft -= shown.left - wanted.left;
    else if (wanted.right > shown.right) list.scrollLeft += wanted.right - shown.right;
  }, [tab, loading]);
  const open = (next: ConnectionTab) => void navigate(paths.connections(next));
  const counts: Partial<Record<ConnectionTab, number>> = loading
    ? {}
    : { connections: lists.confirmed.length, received: lists.incoming.length, sent: lists.outgoing.length };

  return (
    <div className={`${contentClass} ${classes.root}`}>
      <header className={classes.header}>
        <div>
          <Title order={1} size="h2">
            {t("connections.title")}
          </Title>
          <Text c="dimmed" mt={6} className={classes.lead}>
            {t("connections.lead")}
          </Text>
        </div>
        <MyFollows meId={meId} />
      </header>
      <Tabs
        value={tab}
        onChange={(value) => value && open(value as ConnectionTab)}
        keepMounted={false}
        classNames={{ list: classes.tabList, tab: classes.tab }}
      >
        <Tabs.List ref={tabList} aria-label={t("connections.tabsLabel")}>
          {CONNECTION_TABS.map((value) => (
            <Tabs.Tab
              key={value}
              value={value}
              data-tab={value}
              rightSection={
                counts[value] === undefined ? undefined : (
                  <Badge
                    size="sm"
                    variant={value === "received" && counts[value] > 0 ? "filled" : "light"}
                    color={value === "received" && counts[value] > 0 ? undefined : "gray"}
                    aria-hidden="true"
                  >
                    {counts[value]}
                  </Badge>
                )
              }
              aria-label={
                counts[value] === undefined ? undefined : t(`connections.tabs.${value}Count`, { count: counts[value] })
              }
            >
              {t(`connections.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <div className={classes.panel}>
          <Tabs.Panel value="connections">
            <EntryList
              tab="connections"
              entries={lists.confirmed}
              state={connections}
              onFind={() => open("find")}
              actions={(entry, busy) => (
                <RemoveConnectionButton
                  name={entry.user.name}
                  disabled={busy}
                  onRemove={() => void connections.remove(entry)}
                />
              )}
            />
          </Tabs.Panel>
          <Tabs.Panel value="received">
            <EntryList
              tab="received"
              entries={lists.incoming}
              state={connections}
              onFind={() => open("find")}
              note={(date) => t("connections.notes.received", { date })}
              actions={(entry, busy) => (
                <>
                  <Button
                    size="xs"
                    disabled={busy}
                    leftSection={<IconCheck size={16} stroke={ICON_STROKE} aria-hidden="true" />}
                    onClick={() => void connections.confirm(entry)}
                    aria-label={t("connections.actions.confirmName", { name: entry.user.name })}
                  >
                    {t("connections.actions.confirm")}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    disabled={busy}
                    leftSection={<IconX size={16} stroke={ICON_STROKE} aria-hidden="true" />}
                    onClick={() => void connections.deny(entry)}
                    aria-label={t("connections.actions.denyName", { name: entry.user.name })}
                  >
                    {t("connections.actions.deny")}
                  </Button>
                </>
              )}
            />
          </Tabs.Panel>
          <Tabs.Panel value="sent">
            <EntryList
              tab="sent"
              entries={lists.outgoing}
              state={connections}
              onFind={() => open("find")}
              note={(date, entry) =>
                entry.pending ? t("connections.notes.sending") : t("connections.notes.sent", { date })
              }
              actions={(entry, busy) => (
                <Button
                  size="xs"
                  variant="default"
                  disabled={busy}
                  onClick={() => void connections.withdraw(entry)}
                  aria-label={t("connections.actions.withdrawName", { name: entry.user.name })}
                >
                  {t("connections.actions.withdraw")}
                </Button>
              )}
            />
          </Tabs.Panel>
          <Tabs.Panel value="find">
            <FindPeople meId={meId} isListed={(userId) => isInLists(lists, userId)} onConnect={setAsking} />
          </Tabs.Panel>
        </div>
      </Tabs>
      {asking && (
        <ConnectDialog
          name={asking.name}
          onSend={(note) => connections.connect(asking, note)}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}

interface EntryListProps {
  tab: "connections" | "received" | "sent";
  entries: ConnectionEntry[];
  state: Pick<ReturnType<typeof useConnections>, "loading" | "failed" | "retry" | "busyIds">;
  onFind(): void;
  note?: (date: string, entry: ConnectionEntry) => ReactNode;
  actions(entry: ConnectionEntry, busy: boolean): ReactNode;
}

/** One of the three lists: skeletons while loading, the cards, or what to do when it is empty. */
function EntryList({ tab, entries, state, onFind, note, actions }: EntryListProps) {
  const { t, i18n } = useTranslation();
  if (state.failed && entries.length === 0)
    return <LoadFailure title={t("connections.loadFailed.title")} onRetry={state.retry} />;
  if (state.loading) {
    return (
      <ul className={listClasses.grid} aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <UserCardSkeleton key={i} />
        ))}
      </ul>
    );
  }
  if (entries.length === 0) return <ConnectionsEmpty tab={tab} onFind={onFind} />;
  const dates = dateFormat(i18n.language, { dateStyle: "medium" });
  return (
    <ul className={listClasses.grid} aria-label={t(`connections.tabs.${tab}`)}>
      {entries.map((entry) => {
        const busy = entry.pending === true || state.busyIds.has(entry.id);
        const line = note?.(entry.createdAt ? dates.format(new Date(entry.createdAt)) : "", entry);
        // A request's note, under the person: the one who sent it and the one asked read it.
        const quoted = tab !== "connections" && entry.note;
        return (
          <UserCard
            key={entry.user.id}
            user={entry.user}
            note={
              quoted ? (
                <>
                  {line}
                  <span className={classes.requestNote}>{t("connections.notes.quoted", { note: entry.note })}</span>
                </>
              ) : (
                line
              )
            }
            actions={actions(entry, busy)}
          />
        );
      })}
    </ul>
  );
}
