import { Skeleton, Stack } from "@mantine/core";

/** The editor's outline while its code or its item loads. */
export function EditorSkeleton() {
  return (
    <Stack gap="md" maw="calc(52rem + 2 * var(--mantine-spacing-md))" mx="auto" py="lg" px="md" aria-hidden="true">
      <Skeleton height={36} width="60%" radius="md" />
      <Skeleton height={320} radius="md" />
      <Skeleton height={220} radius="md" />
    </Stack>
  );
}
