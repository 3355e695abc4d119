import type { BlockAttributes, BlockedUserAttributes } from "@atelier/common";
import { Avatar, Button, Group, Paper, Text } from "@mantine/core";
import { IconUserOff } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useList } from "../../../api/hooks.ts";
import { useWrite } from "../../../api/useWrite.ts";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { FormProblems } from "../../../app/forms/FormProblems.tsx";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { EmptyState } from "../../../app/ui/EmptyState.tsx";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { dateFormat } from "../../../i18n/formats.ts";
import { ACCOUNT_API } from "./api/accountApi.ts";
import classes from "./BlockedUsersPage.module.css";
import { SettingsSkeleton } from "./components/SettingsSkeleton.tsx";
import { SettingsPage } from "./SettingsPage.tsx";
import { settingsPath } from "./sections.ts";

/** A block with its blocked user, once the store has joined what the list included. */
type Block = { id: string } & BlockAttributes & { blocked: ({ id: string } & BlockedUserAttributes) | null };

const PAGE_SIZE = 50;

export function BlockedUsersPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const blocks = useList<Block>(ACCOUNT_API.blocks.path, { page, size: PAGE_SIZE, include: ["blocked"] });

  return (
    <SettingsPage title={t("settings.blocked.title")} lead={t("settings.blocked.lead")}>
      {blocks.isError ? (
        <LoadFailure title={t("settings.loadFailed.title")} onRetry={() => void blocks.refetch()} />
      ) : blocks.isPending ? (
        <SettingsSkeleton rows={3} />
      ) : blocks.items.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            icon={<IconUserOff size={22} stroke={ICON_STROKE} />}
            title={t("settings.blocked.empty.title")}
            body={t("settings.blocked.empty.body")}
            action={{ label: t("settings.blocked.empty.action"), to: settingsPath("privacy") }}
            order={2}
          />
        </Paper>
      ) : (
        <>
          <ul className={classes.list} aria-label={t("settings.blocked.listLabel")}>
            {blocks.items.map((block) => (
              <BlockedUser key={block.id} block={block} />
            ))}
          </ul>
          {blocks.paging.totalPages > 1 && (
            <Group justify="space-between">
              <Button variant="default" disabled={!blocks.paging.hasPrev} onClick={() => setPage((p) => p - 1)}>
                {t("settings.blocked.previous")}
              </Button>
              <Text size="sm" c="dimmed">
                {t("settings.blocked.page", { page: blocks.paging.page, pages: blocks.paging.totalPages })}
              </Text>
              <Button variant="default" disabled={!blocks.paging.hasNext} onClick={() => setPage((p) => p + 1)}>
                {t("settings.blocked.next")}
              </Button>
            </Group>
          )}
        </>
      )}
    </SettingsPage>
  );
}

function BlockedUser({ block }: { block: Block }) {
  const { t, i18n } = useTranslation();
  const alerts = useAlerts();
  const errors = useFormErrors([]);
  const name = block.blocked?.name ?? t("settings.blocked.unnamed");
  const userId = block.blocked?.id;
  const since = dateFormat(i18n.language, { dateStyle: "medium" }).format(new Date(block.createdAt));
  const write = useWrite<string>({
    send: (api, id) => api.delete(`${ACCOUNT_API.blocks.path}/${encodeURIComponent(id)}`),
    stale: [ACCOUNT_API.blocks.path],
    errors,
  });

  const unblock = async () => {
    if (!userId) return;
    if (await write.run(userId)) alerts.add({ type: "success", text: "settings.blocked.unblocked", values: { name } });
  };

  return (
    <li className={classes.item}>
      <Group wrap="nowrap" gap="sm" className={classes.person}>
        <Avatar src={block.blocked?.avatar ?? null} name={name} color="initials" alt="" />
        <div className={classes.text}>
          <Text fw={560} truncate>
            {name}
          </Text>
          <Text size="sm" c="dimmed">
            {t("settings.blocked.since", { date: since })}
          </Text>
        </div>
      </Group>
      <Button
        variant="default"
        size="sm"
        loading={write.busy}
        onClick={() => void unblock()}
        aria-label={t("settings.blocked.unblockName", { name })}
      >
        {t("settings.blocked.unblock")}
      </Button>
      {errors.general.length > 0 && (
        <div className={classes.problems}>
          <FormProblems problems={errors.general} />
        </div>
      )}
    </li>
  );
}
