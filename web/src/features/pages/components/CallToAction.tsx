import { useId } from "react";
import { Heading } from "../../../app/ui/Heading.tsx";
import { PlainButton } from "../../../app/ui/PlainButton.tsx";
import classes from "./CallToAction.module.css";

export interface CallToActionProps {
  title: string;
  lead?: string;
  primary: { label: string; to: string };
  secondary?: { label: string; to: string };
}

/** The closing band of a page: one sentence and the step it invites. */
export function CallToAction({ title, lead, primary, secondary }: CallToActionProps) {
  const titleId = useId();
  return (
    <section className={classes.root} aria-labelledby={titleId}>
      <div className={classes.text}>
        <Heading order={2} id={titleId} className={classes.title}>
          {title}
        </Heading>
        {lead && <p className={classes.lead}>{lead}</p>}
      </div>
      <div className={classes.actions}>
        <PlainButton to={primary.to} size="md" variant="whiteDark">
          {primary.label}
        </PlainButton>
        {secondary && (
          <PlainButton to={secondary.to} size="md" variant="subtle" className={classes.secondary}>
            {secondary.label}
          </PlainButton>
        )}
      </div>
    </section>
  );
}
