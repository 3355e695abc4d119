import { Badge } from "@mantine/core";
import { IconBriefcase, IconClock, IconCoin, IconMapPin } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { JOB_PATHS, type Opportunity } from "../api/opportunitiesApi.ts";
import { BookmarkButton } from "./BookmarkButton.tsx";
import { EmployerName } from "./EmployerName.tsx";
import classes from "./OpportunityCard.module.css";
import { OpportunityLogo } from "./OpportunityLogo.tsx";
import { expiryOf, expiryText, isClosed, kindText, placeText, salaryText } from "./opportunityFacts.ts";

const LOGO = 48;

export interface OpportunityCardProps {
  opportunity: Opportunity;
  /** In view at once: its logo loads first. */
  eager?: boolean;
}

/**
 * An opportunity in a list: logo, title (linking to its page), employer (linking to their profile),
 * what kind of work, where, the pay and how long it stays open; saving it for a signed-in reader.
 */
export function OpportunityCard({ opportunity, eager }: OpportunityCardProps) {
  const { t, i18n } = useTranslation();
  const expiry = expiryOf(opportunity);
  const salary = salaryText(t, i18n.language, opportunity);
  const place = placeText(t, opportunity);
  const icon = (Icon: typeof IconClock) => <Icon size={16} stroke={ICON_STROKE} aria-hidden="true" />;

  return (
    <li className={classes.card}>
      <div className={classes.head}>
        <OpportunityLogo logo={opportunity.logo} employer={opportunity.owner?.name} size={LOGO} eager={eager} />
        <div className={classes.names}>
          <h2 className={classes.title}>
            <Link to={JOB_PATHS.job(opportunity.slug)} className={classes.titleLink}>
              {opportunity.title}
            </Link>
          </h2>
          <EmployerName owner={opportunity.owner} className={classes.employer} />
        </div>
        <BookmarkButton opportunity={opportunity} variant="icon" />
      </div>
      <ul className={classes.facts}>
        <li>
          {icon(IconBriefcase)}
          {kindText(t, opportunity)}
        </li>
        {place && (
          <li>
            {icon(IconMapPin)}
            {place}
          </li>
        )}
        {salary && (
          <li>
            {icon(IconCoin)}
            {salary}
          </li>
        )}
      </ul>
      <div className={classes.foot}>
        <span className={classes.expiry} data-closed={isClosed(expiry) || undefined}>
          {icon(IconClock)}
          {expiryText(t, expiry)}
        </span>
        {opportunity.appliedAt && (
          // Filled in the darkest teal: the light variant's small type falls short of 4.5:1 contrast.
          <Badge variant="filled" color="teal.9" size="sm">
            {t("jobs.apply.appliedBadge")}
          </Badge>
        )}
      </div>
    </li>
  );
}
