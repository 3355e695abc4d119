import { paths } from "@atelier/common/paths";
import { IconArrowRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { Heading } from "../../../app/ui/Heading.tsx";
import { PersonSummary } from "../../../app/ui/PersonSummary.tsx";
import { TextLink } from "../../../app/ui/TextLink.tsx";
import { calendarDayOf, formatCalendarDay } from "../../../i18n/formats.ts";
import type { FeaturedPeriod } from "../../home/api/homeApi.ts";
import { ItemGrid } from "../../showroom/index.ts";
import classes from "./FeaturedShowcase.module.css";

export interface FeaturedShowcaseProps {
  period: FeaturedPeriod;
  /** Heading level of the field's name, to fit the outline of the page around it. */
  headingLevel?: 2 | 3;
  /** Whether the period is on now (the dates then say until when). */
  current?: boolean;
}

/** One featured creative field: its name and dates, the creatives it features and their work. */
export function FeaturedShowcase({ period, headingLevel = 3, current = false }: FeaturedShowcaseProps) {
  const { t, i18n } = useTranslation();
  // Written without an Intl formatter, whose locale data would hold up a phone hydrating the home page.
  const formatDate = (iso: string) => formatCalendarDay(i18n.language, calendarDayOf(iso));
  const field = period.creativeField;
  const creatives = period.creatives ?? [];
  const creations = period.creations ?? [];
  const dates = current
    ? t("featured.until", { date: formatDate(period.endsAt) })
    : t("featured.between", { from: formatDate(period.startsAt), to: formatDate(period.endsAt) });
  return (
    <article className={classes.root}>
      <header className={classes.head}>
        <div>
          <Heading order={headingLevel} size={3}>
            {field?.name ?? t("featured.unnamedField")}
          </Heading>
          <p className={classes.dates}>{dates}</p>
        </div>
        <TextLink to={paths.showroomField(period.creativeFieldId)} className={classes.link}>
          {t("featured.moreWork")}
          <IconArrowRight size={16} stroke={ICON_STROKE} aria-hidden="true" />
        </TextLink>
      </header>
      {creations.length > 0 && <ItemGrid items={creations} columns={4} label={t("featured.worksLabel")} />}
      {creatives.length > 0 && (
        <ul className={classes.people} aria-label={t("featured.creativesLabel")}>
          {creatives.map((person) => (
            <li key={person.id} className={classes.person}>
              <PersonSummary user={person} avatarSize={40} professionLines={1} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
