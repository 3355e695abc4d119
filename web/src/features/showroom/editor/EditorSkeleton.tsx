import { Skeleton, Stack } from "@mantine/core";

/** The editor's outline while its code or its item loads. */
export function EditorSkeleton() {
  return (
    <Stack gap="md" maw="52rem" mx="auto" py="lg" px={0} aria-hidden="true">
      <Skeleton height={36} width="60%" radius="md" />
      <Skeleton height={320} radius="md" />
      <Skeleton height={220} radius="md" />
    </Stack>
  );
}
