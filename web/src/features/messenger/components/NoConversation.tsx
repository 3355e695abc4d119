import { paths } from "@atelier/common/paths";
import { IconMessages } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { EmptyState } from "../../../app/ui/EmptyState.tsx";

/** The pane beside the list while no conversation is open. */
export function NoConversation() {
  const { t } = useTranslation();
  return (
    <EmptyState
      order={2}
      icon={<IconMessages size={28} stroke={ICON_STROKE} />}
      title={t("messenger.none.title")}
      body={t("messenger.none.body")}
      action={{ label: t("messenger.new"), to: paths.messagesNew }}
    />
  );
}
