import type { ReactNode } from "react";
import classes from "./EmptyState.module.css";
import { Heading } from "./Heading.tsx";
import { PlainButton } from "./PlainButton.tsx";

export interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  /** One sentence that says what to do next. */
  body: string;
  action?: { label: string; to: string } | { label: string; onClick(): void };
  /** Heading level of the title, to fit the outline of the page around it. */
  order?: 2 | 3;
}

/** A quiet message with one button, where a list has nothing to show. */
export function EmptyState({ icon, title, body, action, order = 3 }: EmptyStateProps) {
  return (
    <div className={classes.root}>
      <div className={classes.icon} aria-hidden="true">
        {icon}
      </div>
      <Heading order={order} size={4} className={classes.title}>
        {title}
      </Heading>
      <p className={classes.body}>{body}</p>
      {action &&
        ("to" in action ? (
          <PlainButton to={action.to} variant="light" className={classes.action}>
            {action.label}
          </PlainButton>
        ) : (
          <PlainButton onClick={action.onClick} variant="light" className={classes.action}>
            {action.label}
          </PlainButton>
        ))}
    </div>
  );
}
