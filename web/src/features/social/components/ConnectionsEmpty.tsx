import { IconInbox, IconSend, IconUsers } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { EmptyState } from "../../../app/ui/EmptyState.tsx";

const ICONS = { connections: IconUsers, received: IconInbox, sent: IconSend } as const;

export interface ConnectionsEmptyProps {
  tab: keyof typeof ICONS;
  onFind(): void;
}

/** An empty list of the connections screen: what it is for, and a way to the people to connect with. */
export function ConnectionsEmpty({ tab, onFind }: ConnectionsEmptyProps) {
  const { t } = useTranslation();
  const Icon = ICONS[tab];
  return (
    <EmptyState
      icon={<Icon size={22} stroke={ICON_STROKE} />}
      title={t(`connections.empty.${tab}.title`)}
      body={t(`connections.empty.${tab}.body`)}
      action={{ label: t("connections.empty.findPeople"), onClick: onFind }}
      order={2}
    />
  );
}
