import { type ReactNode, useId } from "react";
import { Heading } from "../../../app/ui/Heading.tsx";
import { TextLink } from "../../../app/ui/TextLink.tsx";
import classes from "./MemberHome.module.css";

export interface MemberSectionProps {
  title: string;
  lead: string;
  link?: { label: string; to: string };
  children: ReactNode;
}

/** A part of the member's home beside the others: a heading with its lead, and a link to more. */
export function MemberSection({ title, lead, link, children }: MemberSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <div className={classes.sectionHead}>
        <div>
          <Heading order={2} size={3} id={titleId}>
            {title}
          </Heading>
          <p className={classes.lead}>{lead}</p>
        </div>
        {link && <TextLink to={link.to}>{link.label}</TextLink>}
      </div>
      {children}
    </section>
  );
}
