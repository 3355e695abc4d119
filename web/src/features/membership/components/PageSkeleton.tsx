import { Paper, Skeleton } from "@mantine/core";
import { contentClass } from "../../../app/theme/theme.ts";

/** Where one of the area's pages comes while its code loads: a title and a panel. */
export function PageSkeleton() {
  return (
    <div className={contentClass} aria-busy="true">
      <Skeleton height={32} width={240} mt="xl" mb="lg" />
      <Paper withBorder radius="md" p="lg">
        <Skeleton height={18} width="40%" mb="md" />
        <Skeleton height={12} mb="sm" />
        <Skeleton height={12} width="70%" mb="lg" />
        <Skeleton height={36} width={200} />
      </Paper>
    </div>
  );
}
