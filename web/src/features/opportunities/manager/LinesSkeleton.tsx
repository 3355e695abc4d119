import { Group, Skeleton, Stack } from "@mantine/core";

/** A list of opportunities' outline while it loads. */
export function LinesSkeleton() {
  return (
    <Stack gap="md" aria-hidden="true">
      {[0, 1, 2].map((row) => (
        <Group key={row} gap="md" wrap="nowrap">
          <Skeleton height={48} width={48} radius="md" />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={16} width="50%" />
            <Skeleton height={12} width="30%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
