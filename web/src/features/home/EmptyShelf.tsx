import { EmptyState, type EmptyStateProps } from "../../app/ui/EmptyState.tsx";
import classes from "./EmptyShelf.module.css";

const GHOST_CARDS = ["first", "second", "third", "fourth"];

export interface EmptyShelfProps extends EmptyStateProps {
  /** The card shape the shelf holds once it has content. */
  variant: "work" | "person";
}

/**
 * A shelf with nothing on it yet: faint outlines of the cards it will hold, and one sentence with
 * one button that says how to fill it.
 */
export function EmptyShelf({ variant, ...message }: EmptyShelfProps) {
  return (
    <div className={classes.root}>
      <div className={classes.ghosts} data-variant={variant} aria-hidden="true">
        {GHOST_CARDS.map((ghost) => (
          <div key={ghost} className={classes.ghost}>
            <div className={classes.ghostMedia} />
            <div className={classes.ghostLine} />
            <div className={classes.ghostLineShort} />
          </div>
        ))}
      </div>
      <div className={classes.message}>
        <EmptyState {...message} />
      </div>
    </div>
  );
}
