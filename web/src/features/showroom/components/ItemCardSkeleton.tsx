import { Skeleton } from "@mantine/core";
import classes from "./ItemCard.module.css";

/** The shape of an item card while its grid loads. */
export function ItemCardSkeleton({ component: Root = "li" }: { component?: "li" | "div" }) {
  return (
    <Root className={classes.card} aria-hidden="true">
      <Skeleton className={classes.frame} radius="md" />
      <Skeleton height={14} width="70%" radius="sm" mt={4} />
      <Skeleton height={10} width="40%" radius="sm" />
    </Root>
  );
}
