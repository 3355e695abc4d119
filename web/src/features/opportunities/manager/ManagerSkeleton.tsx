import { Skeleton, Stack } from "@mantine/core";
import { LinesSkeleton } from "./LinesSkeleton.tsx";

/** The manager's outline while its code or my opportunities load: two sections of rows. */
export function ManagerSkeleton() {
  return (
    <Stack gap="xl" aria-hidden="true">
      {[0, 1].map((section) => (
        <Stack key={section} gap="md">
          <Skeleton height={24} width={160} />
          <LinesSkeleton />
        </Stack>
      ))}
    </Stack>
  );
}
