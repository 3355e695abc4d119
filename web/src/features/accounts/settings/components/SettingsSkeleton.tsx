import { Paper, Skeleton, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The shape of a settings form while its data load: a label and a field per row, then the button. */
export function SettingsSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} aria-busy="true" aria-label={t("settings.loading")}>
      <Stack gap="lg">
        {Array.from({ length: rows }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
          <Stack key={row} gap={8}>
            <Skeleton height={12} width="30%" radius="sm" />
            <Skeleton height={36} radius="md" />
          </Stack>
        ))}
        <Skeleton height={36} width={120} radius="md" ml="auto" />
      </Stack>
    </Paper>
  );
}
