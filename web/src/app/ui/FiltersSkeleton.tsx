import { Skeleton, Stack } from "@mantine/core";

/** The shape of a list's filters while their code loads. */
export function FiltersSkeleton() {
  return (
    <Stack gap="md" aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <div key={i}>
          <Skeleton height={12} width="40%" radius="sm" mb={8} />
          <Skeleton height={36} radius="md" />
        </div>
      ))}
    </Stack>
  );
}
