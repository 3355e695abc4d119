import { Button, Group } from "@mantine/core";
import { IconMail, IconUserCheck, IconUserMinus, IconUserPlus } from "@tabler/icons-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { loginPath } from "../../../app/session/guards.ts";
import { useSession } from "../../../app/session/session.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
// The button alone, not the area's index: that would bring the follower lists into every profile's first load.
import { FollowUserButton } from "../../social/components/FollowUserButton.tsx";
import { messagePath } from "../api/profileApi.ts";
import { useConnectionActions } from "../hooks/useConnectionActions.ts";
import { connectionStanding } from "../socialState.ts";
import type { ProfileUser } from "../types.ts";
import classes from "./ProfileActions.module.css";
import { RequestSentButton } from "./RequestSentButton.tsx";

// The dialog and the menu come with their first use: every profile and find list shows these
// buttons, and most visits open neither.
const ConnectDialog = lazy(() =>
  import("../../social/components/ConnectDialog.tsx").then((m) => ({ default: m.ConnectDialog })),
);
const RequestSentMenu = lazy(() => import("./RequestSentMenu.tsx"));

const icon = (Icon: typeof IconUserPlus) => <Icon size={18} stroke={ICON_STROKE} aria-hidden="true" />;

/**
 * Follow, connect and message (where the user's message permission lets the viewer write), for
 * anyone but the owner. A visitor's buttons lead to the login, which brings them back here.
 */
export function ProfileActions({ user }: { user: ProfileUser }) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const location = useLocation();

  if (!signedIn) {
    const login = loginPath(location);
    return (
      <Group gap="xs" className={classes.root}>
        <Button component={Link} to={login} leftSection={icon(IconUserPlus)}>
          {t("profile.connection.follow")}
        </Button>
        <Button component={Link} to={login} variant="default">
          {t("profile.connection.connect")}
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="xs" className={classes.root}>
      <FollowUserButton user={user} />
      <ConnectionButtons user={user} />
      {user.mayMessage && (
        <Button component={Link} to={messagePath(user.id)} variant="default" leftSection={icon(IconMail)}>
          {t("profile.connection.message")}
        </Button>
      )}
    </Group>
  );
}

/**
 * The one step the viewer's connection with the user allows next (two for a request to answer).
 * Connecting asks for a note first; a request sent offers to withdraw it from its menu.
 */
export function ConnectionButtons({ user }: { user: ProfileUser }) {
  const actions = useConnectionActions(user);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <ConnectionStep user={user} actions={actions} onConnect={() => setAsking(true)} />
      {/* Outside the steps: sending turns "Connect" into "Request sent" while the dialog waits for the answer. */}
      {asking && (
        <Suspense fallback={null}>
          <ConnectDialog name={user.name} onSend={actions.connect} onClose={() => setAsking(false)} />
        </Suspense>
      )}
    </>
  );
}

function ConnectionStep({
  user,
  actions,
  onConnect,
}: {
  user: ProfileUser;
  actions: ReturnType<typeof useConnectionActions>;
  onConnect(): void;
}) {
  const { t } = useTranslation();
  const waiting = actions.busy !== null;
  const name = { name: user.name };
  const standing = connectionStanding(user.connection);
  // A request withdrawn from its menu takes the menu away: the focus goes on to "Connect" in its
  // place, once the write is over and the button takes it.
  const connect = useRef<HTMLButtonElement>(null);
  const withdrawing = useRef(false);
  useEffect(() => {
    if (standing !== "none" || waiting || !withdrawing.current) return;
    withdrawing.current = false;
    connect.current?.focus();
  }, [standing, waiting]);

  switch (standing) {
    case "none":
      return (
        <Button
          ref={connect}
          variant="default"
          onClick={onConnect}
          disabled={waiting}
          aria-label={t("profile.connection.connectName", name)}
          aria-haspopup="dialog"
        >
          {t("profile.connection.connect")}
        </Button>
      );
    case "outgoing":
      // Withdrawing needs the request's id, which the server gives once it has stored the request.
      return (
        <RequestSent
          name={user.name}
          disabled={waiting || !user.connection?.id}
          onWithdraw={() => {
            withdrawing.current = true;
            void actions.withdraw();
          }}
        />
      );
    case "incoming":
      return (
        <>
          <Button
            leftSection={icon(IconUserCheck)}
            onClick={() => void actions.confirm()}
            disabled={waiting}
            aria-label={t("profile.connection.confirmName", name)}
          >
            {t("profile.connection.confirm")}
          </Button>
          <Button
            variant="subtle"
            color="gray"
            onClick={() => void actions.deny()}
            disabled={waiting}
            aria-label={t("profile.connection.denyName", name)}
          >
            {t("profile.connection.deny")}
          </Button>
        </>
      );
    case "connected":
      return <RemoveConnectionButton user={user} onRemove={() => void actions.remove()} disabled={waiting} />;
  }
}

/** "Request sent": a plain button until its first click brings the menu that withdraws the request. */
function RequestSent({ name, disabled, onWithdraw }: { name: string; disabled: boolean; onWithdraw(): void }) {
  const [menu, setMenu] = useState(false);
  const button = <RequestSentButton name={name} disabled={disabled} onClick={() => setMenu(true)} />;
  if (!menu) return button;
  return (
    <Suspense fallback={button}>
      <RequestSentMenu name={name} disabled={disabled} defaultOpened onWithdraw={onWithdraw} />
    </Suspense>
  );
}

/** The note of a request the user made to the viewer, beside the buttons that answer it. */
export function ConnectionRequestNote({ user }: { user: ProfileUser }) {
  const { t } = useTranslation();
  const note = user.connection?.note;
  if (connectionStanding(user.connection) !== "incoming" || !note) return null;
  return (
    <figure className={classes.requestNote}>
      <figcaption className={classes.requestNoteCaption}>
        {t("profile.connection.requestNote", { name: user.name })}
      </figcaption>
      <blockquote className={classes.requestNoteText}>{note}</blockquote>
    </figure>
  );
}

/**
 * "Connected", which turns into "Remove connection" on a first click and removes on a second;
 * leaving the button turns it back.
 */
function RemoveConnectionButton({
  user,
  onRemove,
  disabled,
}: {
  user: ProfileUser;
  onRemove(): void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <Button
      variant={asking ? "light" : "default"}
      color={asking ? "red" : undefined}
      leftSection={icon(asking ? IconUserMinus : IconUserCheck)}
      disabled={disabled}
      onBlur={() => setAsking(false)}
      onClick={() => (asking ? onRemove() : setAsking(true))}
      aria-label={asking ? t("profile.connection.remove", { name: user.name }) : undefined}
    >
      {asking ? t("profile.connection.removeShort") : t("profile.connection.connected")}
    </Button>
  );
}
