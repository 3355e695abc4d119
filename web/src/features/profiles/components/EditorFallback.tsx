import { Skeleton, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Stands in for an editor while its code loads: a couple of fields and the buttons. */
export function EditorFallback() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t("profile.loading")}>
      <Skeleton height={12} width="30%" radius="sm" />
      <Skeleton height={36} radius="md" />
      <Skeleton height={36} width={160} radius="md" ml="auto" />
    </Stack>
  );
}
