import { ActionIcon, Menu } from "@mantine/core";
import { IconDots, IconUserCancel, IconUserCheck } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import type { BlockAction } from "../hooks/useBlockActions.ts";
import type { ProfileUser } from "../types.ts";

export interface ProfileMenuDropdownProps {
  user: ProfileUser;
  action: BlockAction;
  onBlockAction(): void;
}

/**
 * The menu itself, loaded with the first click on its button (most readers never open it): it
 * opens at once, its first item focused, as if it had been there all along.
 */
export function ProfileMenuDropdown({ user, action, onBlockAction }: ProfileMenuDropdownProps) {
  const { t } = useTranslation();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <Menu position="bottom-end" shadow="md" withinPortal defaultOpened>
      <Menu.Target>
        <ActionIcon variant="default" size={36} aria-label={t("profile.menu.label", { name: user.name })}>
          <IconDots size={18} stroke={ICON_STROKE} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          ref={first}
          color={action === "block" ? "red" : undefined}
          leftSection={
            action === "block" ? (
              <IconUserCancel size={16} stroke={ICON_STROKE} aria-hidden="true" />
            ) : (
              <IconUserCheck size={16} stroke={ICON_STROKE} aria-hidden="true" />
            )
          }
          onClick={onBlockAction}
        >
          {t(`profile.block.menu.${action}`, { name: user.name })}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
