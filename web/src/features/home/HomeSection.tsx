import { IconArrowRight } from "@tabler/icons-react";
import { type ReactNode, useId } from "react";
import { contentClass, ICON_STROKE } from "../../app/theme/theme.ts";
import { Heading } from "../../app/ui/Heading.tsx";
import { TextLink } from "../../app/ui/TextLink.tsx";
import classes from "./HomeSection.module.css";

export interface HomeSectionProps {
  eyebrow?: string;
  title: string;
  lead: string;
  link: { label: string; to: string };
  children: ReactNode;
}

/** One shelf of the home page: a heading with a link to the full list, then its content. */
export function HomeSection({ eyebrow, title, lead, link, children }: HomeSectionProps) {
  const titleId = useId();
  return (
    <section className={classes.root} aria-labelledby={titleId}>
      <div className={contentClass}>
        <div className={classes.head}>
          <div className={classes.heading}>
            {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
            <Heading order={2} id={titleId}>
              {title}
            </Heading>
            <p className={classes.lead}>{lead}</p>
          </div>
          <TextLink to={link.to} className={classes.link}>
            {link.label}
            <IconArrowRight size={16} stroke={ICON_STROKE} aria-hidden="true" />
          </TextLink>
        </div>
        {children}
      </div>
    </section>
  );
}
