import { Skeleton } from "@mantine/core";
import classes from "./OpportunityCard.module.css";

/** The shape of an opportunity's card while its list loads. */
export function OpportunityCardSkeleton() {
  return (
    <li className={classes.card} aria-hidden="true">
      <div className={classes.head}>
        <Skeleton height={48} width={48} radius="md" />
        <div className={classes.names}>
          <Skeleton height={16} width="75%" radius="sm" />
          <Skeleton height={12} width="40%" radius="sm" mt={6} />
        </div>
      </div>
      <Skeleton height={12} width="85%" radius="sm" />
      <Skeleton height={12} width="30%" radius="sm" mt={10} />
    </li>
  );
}
