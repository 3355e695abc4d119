import { Button, Group } from "@mantine/core";
import { IconMail, IconUserCheck, IconUserMinus, IconUserPlus, IconX } from "@tabler/icons-react";
import { useState } from "react";
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

/** The one step the viewer's connection with the user allows next (two for a request to answer). */
export function ConnectionButtons({ user }: { user: ProfileUser }) {
  const { t } = useTranslation();
  const actions = useConnectionActions(user);
  const waiting = actions.busy !== null;
  const name = { name: user.name };

  switch (connectionStanding(user.connection)) {
    case "none":
      return (
        <Button
          variant="default"
          onClick={() => void actions.connect()}
          disabled={waiting}
          aria-label={t("profile.connection.connectName", name)}
        >
          {t("profile.connection.connect")}
        </Button>
      );
    case "outgoing":
      return (
        <Button
          variant="default"
          leftSection={icon(IconX)}
          onClick={() => void actions.withdraw()}
          // Withdrawing needs the request's id, which the server gives once it has stored the request.
          disabled={waiting || !user.connection?.id}
          aria-label={t("profile.connection.withdrawName", name)}
        >
          {t("profile.connection.withdraw")}
        </Button>
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
