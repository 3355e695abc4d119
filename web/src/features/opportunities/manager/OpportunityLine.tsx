import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useStoreRead } from "../../../api/hooks.ts";
import { CARD_INCLUDE, JOB_PATHS, type Opportunity } from "../api/index.ts";
import { EmployerName } from "../components/EmployerName.tsx";
import { OpportunityLogo } from "../components/OpportunityLogo.tsx";
import { kindText, placeText } from "../components/opportunityFacts.ts";
import classes from "./Manager.module.css";

export interface OpportunityLineProps {
  opportunity: Opportunity;
  /** A line under the facts: when I applied, how long it stays open. */
  note: ReactNode;
  /** Beside it: where my application stands, or removing the bookmark. */
  aside: ReactNode;
}

/** Someone else's opportunity in one of my lists: logo, title, employer, what and where, and my part in it. */
export function OpportunityLine({ opportunity: listed, note, aside }: OpportunityLineProps) {
  const { t } = useTranslation();
  // The lists include the opportunity and its owner by name; the store holds its place as well.
  const opportunity = useStoreRead(
    (store) => store.denormalize<Opportunity>("opportunities", listed.id, { include: CARD_INCLUDE }) ?? listed,
    [listed],
  );
  return (
    <li className={classes.line}>
      <OpportunityLogo logo={opportunity.logo} employer={opportunity.owner?.name} size={48} />
      <div className={classes.lineText}>
        <Link to={JOB_PATHS.job(opportunity.slug)} className={classes.title}>
          {opportunity.title}
        </Link>
        <EmployerName owner={opportunity.owner} className={classes.employer} />
        <span className={classes.lineFacts}>
          {[kindText(t, opportunity), placeText(t, opportunity)].filter(Boolean).join(" · ")}
        </span>
        <span className={classes.lineNote}>{note}</span>
      </div>
      <div className={classes.lineAside}>{aside}</div>
    </li>
  );
}
