import { Skeleton } from "@mantine/core";
import summary from "./PersonSummary.module.css";
import classes from "./UserCard.module.css";

/** The shape of a user card while its list loads. */
export function UserCardSkeleton({ variant = "card" }: { variant?: "card" | "row" }) {
  return (
    <li className={variant === "row" ? `${classes.card} ${classes.row}` : classes.card} aria-hidden="true">
      <div className={variant === "row" ? `${summary.root} ${classes.person}` : `${summary.root} ${summary.top}`}>
        <Skeleton circle height={variant === "row" ? 44 : 56} />
        <div className={`${summary.text} ${classes.fill}`}>
          <Skeleton height={14} width="60%" radius="sm" />
          <Skeleton height={10} width="80%" radius="sm" mt={6} />
          <Skeleton height={10} width="40%" radius="sm" mt={6} />
        </div>
      </div>
      {variant === "card" && <Skeleton height={30} width={110} radius="md" />}
    </li>
  );
}
