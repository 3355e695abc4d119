import { paths } from "@atelier/common/paths";
import { Avatar, Badge, Indicator, Menu, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconHeart, IconLogout, IconSettings, IconUserCircle, IconUsers } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ICON_STROKE } from "../theme/theme.ts";
import classes from "./AccountMenu.module.css";
import { type LayoutUser, useLayout } from "./LayoutContext.tsx";

const ITEM_ICON = { size: 16, stroke: ICON_STROKE, "aria-hidden": true } as const;

export interface AccountMenuProps {
  user: LayoutUser;
  /** Connection requests waiting for an answer: counted on the avatar and on the Connections entry. */
  connectionRequests: number;
}

const shownCount = (count: number) => (count > 99 ? "99+" : String(count));

/** The avatar and its menu: profile, favourites, connections (with the requests waiting), settings, log out. */
export function AccountMenu({ user, connectionRequests }: AccountMenuProps) {
  const { t } = useTranslation();
  const { onLogout } = useLayout();
  const waiting = connectionRequests > 0;
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton
          className={classes.avatarButton}
          aria-label={
            waiting
              ? t("layout.user.menuWithRequests", { name: user.name, count: connectionRequests })
              : t("layout.user.menu", { name: user.name })
          }
        >
          <Indicator
            label={shownCount(connectionRequests)}
            disabled={!waiting}
            size={16}
            offset={4}
            color="red.7"
            attributes={{ indicator: { "aria-hidden": true } }}
          >
            <Avatar src={user.avatarUrl} name={user.name} color="initials" size={34} alt="" />
          </Indicator>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label className={classes.menuName}>{user.name}</Menu.Label>
        <Menu.Item component={Link} to={paths.ownProfile} leftSection={<IconUserCircle {...ITEM_ICON} />}>
          {t("layout.user.profile")}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.favourites} leftSection={<IconHeart {...ITEM_ICON} />}>
          {t("layout.user.favourites")}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.connections(waiting ? "received" : undefined)}
          leftSection={<IconUsers {...ITEM_ICON} />}
          rightSection={
            waiting && (
              <Badge size="sm" color="red.7" aria-hidden="true">
                {shownCount(connectionRequests)}
              </Badge>
            )
          }
        >
          {t("layout.user.connections")}
          {waiting && (
            <VisuallyHidden>, {t("layout.user.connectionRequests", { count: connectionRequests })}</VisuallyHidden>
          )}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.settings} leftSection={<IconSettings {...ITEM_ICON} />}>
          {t("layout.user.settings")}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={onLogout} leftSection={<IconLogout {...ITEM_ICON} />}>
          {t("layout.user.logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
