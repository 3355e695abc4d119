import { Avatar, Menu, UnstyledButton } from "@mantine/core";
import { IconLogout, IconSettings, IconUserCircle } from "@tabler/icons-react";
import { useContext } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ICON_STROKE } from "../theme.ts";
import classes from "./AccountMenu.module.css";
import { LayoutContext, type LayoutUser } from "./LayoutContext.tsx";

/** The avatar and its menu: profile, settings, log out. */
export function AccountMenu({ user }: { user: LayoutUser }) {
  const { t } = useTranslation();
  const { onLogout } = useContext(LayoutContext);
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.avatarButton} aria-label={t("layout.user.menu", { name: user.name })}>
          <Avatar src={user.avatarUrl} name={user.name} color="initials" size={34} alt="" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label className={classes.menuName}>{user.name}</Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUserCircle size={16} stroke={ICON_STROKE} />}>
          {t("layout.user.profile")}
        </Menu.Item>
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} stroke={ICON_STROKE} />}>
          {t("layout.user.settings")}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={onLogout} leftSection={<IconLogout size={16} stroke={ICON_STROKE} />}>
          {t("layout.user.logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
