import { ActionIcon, Menu } from "@mantine/core";
import { IconDots, IconUserCancel, IconUserCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../../app/theme.ts";
import type { ProfileUser } from "../types.ts";
import { BlockControl } from "./BlockControl.tsx";

/** The more-actions menu of someone else's profile, for a signed-in reader: block or unblock them. */
export function ProfileMenu({ user, userKey }: { user: ProfileUser; userKey: string }) {
  const { t } = useTranslation();
  const name = { name: user.name };
  return (
    <BlockControl user={user} userKey={userKey}>
      {(open, action) => (
        <Menu position="bottom-end" shadow="md" withinPortal>
          <Menu.Target>
            <ActionIcon variant="default" size={36} aria-label={t("profile.menu.label", name)}>
              <IconDots size={18} stroke={ICON_STROKE} aria-hidden="true" />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              color={action === "block" ? "red" : undefined}
              leftSection={
                action === "block" ? (
                  <IconUserCancel size={16} stroke={ICON_STROKE} aria-hidden="true" />
                ) : (
                  <IconUserCheck size={16} stroke={ICON_STROKE} aria-hidden="true" />
                )
              }
              onClick={open}
            >
              {t(`profile.block.menu.${action}`, name)}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </BlockControl>
  );
}
