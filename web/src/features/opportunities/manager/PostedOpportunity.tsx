import { ActionIcon, Badge, Menu, Text } from "@mantine/core";
import {
  IconCalendarPlus,
  IconCircleX,
  IconDots,
  IconEye,
  IconPencil,
  IconTrash,
  IconUsers,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { calendarDayOf, formatCalendarDay, formatCount } from "../../../i18n/formats.ts";
import { JOB_PATHS, type Opportunity } from "../api/index.ts";
import { OpportunityLogo } from "../components/OpportunityLogo.tsx";
import { kindText, placeText } from "../components/opportunityFacts.ts";
import classes from "./Manager.module.css";
import { actionsOf, agoText, managerSearchOf } from "./managerState.ts";

/** What the owner may do to one row; the page holds the dialogs. */
export interface RowCommands {
  extend(opportunity: Opportunity): void;
  cancel(opportunity: Opportunity): void;
  remove(opportunity: Opportunity): void;
  /** The row whose command is under way. */
  busyId: string | null;
}

const ICON = { size: 16, stroke: ICON_STROKE, "aria-hidden": true } as const;

/** The facts of a row, worded for the reader: each date, how long ago it was extended, the type. */
function useRowFacts(opportunity: Opportunity) {
  const { t, i18n } = useTranslation();
  const day = (iso: string | null) => (iso ? formatCalendarDay(i18n.language, calendarDayOf(iso)) : null);
  return {
    type: kindText(t, opportunity),
    published: day(opportunity.publishedAt),
    created: day(opportunity.createdAt),
    extended: day(opportunity.extendedAt),
    extendedAgo: opportunity.extendedAt ? agoText(i18n.language, opportunity.extendedAt) : null,
    // A cancelled one ended then, whatever date it was to expire on.
    expires: opportunity.cancelled ? null : day(opportunity.expiresAt),
    location: placeText(t, opportunity),
    count: formatCount(i18n.language, opportunity.applicationsCount ?? 0),
  };
}

/** The title as a link: the page of what is or was on the board, the form of a draft. */
function TitleLink({ opportunity }: { opportunity: Opportunity }) {
  const to = opportunity.status === "drafted" ? JOB_PATHS.edit(opportunity.slug) : JOB_PATHS.job(opportunity.slug);
  return (
    <Link to={to} className={classes.title}>
      {opportunity.title}
    </Link>
  );
}

/**
 * The applicants count, linking to them, with how many are new since the owner last looked; worded
 * on a card, where no column heading names it.
 */
function Applicants({ opportunity, worded = false }: { opportunity: Opportunity; worded?: boolean }) {
  const { t } = useTranslation();
  const facts = useRowFacts(opportunity);
  const fresh = opportunity.newApplicationsCount ?? 0;
  if (!actionsOf(opportunity).applicants) return <span className={classes.none}>–</span>;
  return (
    <span className={classes.applicants}>
      <Link
        to={managerSearchOf({ opportunity: opportunity.id })}
        className={classes.count}
        aria-label={t("jobsManager.applicants.open", {
          count: opportunity.applicationsCount ?? 0,
          title: opportunity.title,
        })}
      >
        <IconUsers {...ICON} />
        {worded ? t("jobsManager.applicants.total", { count: opportunity.applicationsCount ?? 0 }) : facts.count}
      </Link>
      {fresh > 0 && (
        <Badge size="sm" variant="filled" className={classes.newBadge}>
          {t("jobsManager.applicants.new", { count: fresh })}
        </Badge>
      )}
    </span>
  );
}

/** The row's commands in a menu: edit, applicants, extend, cancel, delete, each as the status allows. */
function RowMenu({ opportunity, commands }: { opportunity: Opportunity; commands: RowCommands }) {
  const { t } = useTranslation();
  const allowed = actionsOf(opportunity);
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          loading={commands.busyId === opportunity.id}
          aria-label={t("jobsManager.actions.label", { title: opportunity.title })}
        >
          <IconDots size={18} stroke={ICON_STROKE} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={JOB_PATHS.edit(opportunity.slug)} leftSection={<IconPencil {...ICON} />}>
          {t("jobsManager.actions.edit")}
        </Menu.Item>
        {opportunity.status !== "drafted" && (
          <Menu.Item component={Link} to={JOB_PATHS.job(opportunity.slug)} leftSection={<IconEye {...ICON} />}>
            {t("jobsManager.actions.view")}
          </Menu.Item>
        )}
        {allowed.applicants && (
          <Menu.Item
            component={Link}
            to={managerSearchOf({ opportunity: opportunity.id })}
            leftSection={<IconUsers {...ICON} />}
          >
            {t("jobsManager.actions.applicants")}
          </Menu.Item>
        )}
        {allowed.extend && (
          <Menu.Item leftSection={<IconCalendarPlus {...ICON} />} onClick={() => commands.extend(opportunity)}>
            {t("jobsManager.actions.extend")}
          </Menu.Item>
        )}
        {allowed.cancel && (
          <Menu.Item leftSection={<IconCircleX {...ICON} />} onClick={() => commands.cancel(opportunity)}>
            {t("jobsManager.actions.cancel")}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash {...ICON} />} onClick={() => commands.remove(opportunity)}>
          {t("jobsManager.actions.delete")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** A cell's value, or a dash where the opportunity has none yet. */
const orDash = (value: ReactNode) => value ?? <span className={classes.none}>–</span>;

/** One of my opportunities as a table row (a wide screen). */
export function OpportunityRow({ opportunity, commands }: { opportunity: Opportunity; commands: RowCommands }) {
  const { t } = useTranslation();
  const facts = useRowFacts(opportunity);
  return (
    <tr>
      <td className={classes.logoCell}>
        <OpportunityLogo logo={opportunity.logo} employer={opportunity.owner?.name} size={40} />
      </td>
      <th scope="row" className={classes.titleCell}>
        <TitleLink opportunity={opportunity} />
        {opportunity.cancelled && (
          <Text size="xs" c="dimmed">
            {t("jobsManager.cancelled")}
          </Text>
        )}
      </th>
      <td>{facts.type}</td>
      <td className={classes.date}>{orDash(facts.published)}</td>
      <td className={classes.date}>{facts.created}</td>
      <td className={classes.date}>
        {facts.extended ? (
          <>
            {facts.extended}
            <Text size="xs" c="dimmed">
              {facts.extendedAgo}
            </Text>
          </>
        ) : (
          orDash(null)
        )}
      </td>
      <td className={classes.date}>{orDash(facts.expires)}</td>
      <td>
        <Applicants opportunity={opportunity} />
      </td>
      <td>{orDash(facts.location)}</td>
      <td className={classes.menuCell}>
        <RowMenu opportunity={opportunity} commands={commands} />
      </td>
    </tr>
  );
}

/** One of my opportunities as a card (a phone): the same facts, labelled. */
export function OpportunityCard({ opportunity, commands }: { opportunity: Opportunity; commands: RowCommands }) {
  const { t } = useTranslation();
  const facts = useRowFacts(opportunity);
  const dates: [string, string | null][] = [
    ["published", facts.published],
    ["created", facts.created],
    ["extended", facts.extended && `${facts.extended} (${facts.extendedAgo})`],
    ["expires", facts.expires],
  ];
  return (
    <li className={classes.card}>
      <div className={classes.cardHead}>
        <OpportunityLogo logo={opportunity.logo} employer={opportunity.owner?.name} size={48} />
        <div className={classes.cardTitle}>
          <TitleLink opportunity={opportunity} />
          <Text size="sm" c="dimmed">
            {[facts.type, facts.location].filter(Boolean).join(" · ")}
          </Text>
          {opportunity.cancelled && (
            <Text size="xs" c="dimmed">
              {t("jobsManager.cancelled")}
            </Text>
          )}
        </div>
        <RowMenu opportunity={opportunity} commands={commands} />
      </div>
      <dl className={classes.facts}>
        {dates.flatMap(([name, value]) =>
          value
            ? [
                <div key={name} className={classes.fact}>
                  <dt>{t(`jobsManager.columns.${name}`)}</dt>
                  <dd>{value}</dd>
                </div>,
              ]
            : [],
        )}
      </dl>
      {actionsOf(opportunity).applicants && (
        <div className={classes.cardFoot}>
          <Applicants opportunity={opportunity} worded />
        </div>
      )}
    </li>
  );
}
