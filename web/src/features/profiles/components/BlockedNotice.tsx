import { Paper } from "@mantine/core";
import { IconUserCancel } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { EmptyState } from "../../../app/ui/EmptyState.tsx";
import type { ProfileUser } from "../types.ts";
import { BlockControl } from "./BlockControl.tsx";

/** What the page of someone one blocked shows instead of its tabs: what the block does, and the way to lift it. */
export function BlockedNotice({ user, userKey }: { user: ProfileUser; userKey: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" mt="lg">
      <BlockControl user={user} userKey={userKey}>
        {(open) => (
          <EmptyState
            icon={<IconUserCancel size={22} stroke={ICON_STROKE} />}
            title={t("profile.block.notice.title", { name: user.name })}
            body={t("profile.block.notice.body", { name: user.name })}
            action={{ label: t("profile.block.notice.action"), onClick: open }}
            order={2}
          />
        )}
      </BlockControl>
    </Paper>
  );
}
