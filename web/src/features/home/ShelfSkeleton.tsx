import { UserCardSkeleton } from "../../app/ui/UserCardSkeleton.tsx";
import { ItemCardSkeleton } from "../showroom/components/ItemCardSkeleton.tsx";
import classes from "./Shelf.module.css";

const CARDS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"];

export interface ShelfSkeletonProps {
  variant: "work" | "person";
  /** How many cards the shelf will hold. */
  count?: number;
}

/** The shape of a shelf while its content loads: the cards it will hold, without content. */
export function ShelfSkeleton({ variant, count = 8 }: ShelfSkeletonProps) {
  return (
    <ul className={classes.grid} aria-busy="true">
      {CARDS.slice(0, count).map((card) =>
        variant === "person" ? <UserCardSkeleton key={card} /> : <ItemCardSkeleton key={card} />,
      )}
    </ul>
  );
}
