import { Group, Loader, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { ICON_STROKE } from "../../../../app/theme/theme.ts";

export interface AuthResultProps {
  /** No icon while the step is still running: a loader shows instead. */
  icon?: Icon;
  color?: string;
  title: ReactNode;
  body?: ReactNode;
  actions?: ReactNode;
}

/** The outcome of a mailed link (confirmed, expired, deleted), or the wait for it, with what to do next. */
export function AuthResult({ icon: ResultIcon, color = "ink", title, body, actions }: AuthResultProps) {
  return (
    <Stack align="center" ta="center" gap="sm" py="md" aria-live="polite">
      {ResultIcon ? (
        <ThemeIcon size={56} radius="xl" variant="light" color={color} aria-hidden="true">
          <ResultIcon size={28} stroke={ICON_STROKE} />
        </ThemeIcon>
      ) : (
        <Loader size="lg" aria-hidden="true" />
      )}
      <Title order={1} size="h3">
        {title}
      </Title>
      {body && (
        <Text c="dimmed" size="sm" maw={360}>
          {body}
        </Text>
      )}
      {actions && (
        <Group justify="center" gap="sm" mt="xs">
          {actions}
        </Group>
      )}
    </Stack>
  );
}
