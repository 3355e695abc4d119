import { paths } from "@atelier/common/paths";
import { ActionIcon, Indicator } from "@mantine/core";
import { IconBell, IconMessageCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AccountAppearance } from "../theme/account-appearance.tsx";
import { ICON_STROKE } from "../theme/theme.ts";
import { AccountMenu } from "./AccountMenu.tsx";
import type { LayoutUser } from "./LayoutContext.tsx";
import classes from "./SignedInControls.module.css";

const ICON = { size: 20, stroke: ICON_STROKE } as const;

interface CountIconProps {
  to: string;
  count: number;
  label: string;
  children: ReactNode;
}

function CountIcon({ to, count, label, children }: CountIconProps) {
  return (
    <Indicator label={count > 99 ? "99+" : count} disabled={count === 0} size={16} offset={6} color="red.7">
      <ActionIcon component={Link} to={to} variant="subtle" color="gray" size="lg" aria-label={label}>
        {children}
      </ActionIcon>
    </Indicator>
  );
}

export interface SignedInControlsProps {
  user: LayoutUser;
  unreadMessages: number;
  unreadNotifications: number;
  connectionRequests: number;
}

/** Inbox, notifications and the account menu. Its own chunk: visitors never load it. */
export function SignedInControls({
  user,
  unreadMessages,
  unreadNotifications,
  connectionRequests,
}: SignedInControlsProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.root}>
      <AccountAppearance />
      <CountIcon
        to={paths.messages}
        count={unreadMessages}
        label={t("layout.user.messages", { count: unreadMessages })}
      >
        <IconMessageCircle {...ICON} aria-hidden="true" />
      </CountIcon>
      <CountIcon
        to={paths.notifications}
        count={unreadNotifications}
        label={t("layout.user.notifications", { count: unreadNotifications })}
      >
        <IconBell {...ICON} aria-hidden="true" />
      </CountIcon>
      <AccountMenu user={user} connectionRequests={connectionRequests} />
    </div>
  );
}
