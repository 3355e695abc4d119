import { Menu } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { RequestSentButton } from "./RequestSentButton.tsx";

export interface RequestSentMenuProps {
  name: string;
  disabled: boolean;
  /** Opened as it comes: its code loads on the first click of the button it replaces. */
  defaultOpened?: boolean;
  onWithdraw(): void;
}

/** "Request sent", whose menu withdraws the request. */
export default function RequestSentMenu({ name, disabled, defaultOpened, onWithdraw }: RequestSentMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <RequestSentButton name={name} disabled={disabled} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          color="red"
          leftSection={<IconX size={18} stroke={ICON_STROKE} aria-hidden="true" />}
          onClick={onWithdraw}
        >
          {t("profile.connection.withdrawRequest")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
