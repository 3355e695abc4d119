import type { Opportunity } from "../api/opportunitiesApi.ts";
import { OpportunityCard } from "./OpportunityCard.tsx";
import { OpportunityCardSkeleton } from "./OpportunityCardSkeleton.tsx";
import classes from "./OpportunityList.module.css";

const SKELETONS = [0, 1, 2, 3];
/** The cards a phone or a desktop shows before scrolling. */
const EAGER = 4;

export interface OpportunityListProps {
  /** The opportunities, or null while they load. */
  items: readonly Opportunity[] | null;
  label: string;
  /** Another page or filter is being read: the cards shown are about to change. */
  busy?: boolean;
}

/** Opportunities as cards in as many columns as fit; skeletons while they load. */
export function OpportunityList({ items, label, busy }: OpportunityListProps) {
  return (
    <ul className={classes.grid} aria-label={label} aria-busy={items === null || busy || undefined}>
      {items === null
        ? SKELETONS.map((n) => <OpportunityCardSkeleton key={n} />)
        : items.map((opportunity, i) => (
            <OpportunityCard key={opportunity.id} opportunity={opportunity} eager={i < EAGER} />
          ))}
    </ul>
  );
}
