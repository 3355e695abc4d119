import {
  OPPORTUNITY_STATUSES,
  OPPORTUNITY_TABS,
  type OpportunityStatus,
  type OpportunityTab,
} from "@atelier/common/enums";
import type { Opportunity } from "../api/index.ts";

/** The manager's address: its tab (posted unless named), and the opportunity whose applicants are open. */
export interface ManagerPlace {
  tab: OpportunityTab;
  /** The opportunity whose applicants the drawer shows. */
  opportunity: string | null;
  page: number;
}

const positivePage = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/** Where the address puts the manager; anything it does not know reads as the defaults. */
export function managerPlaceOf(search: URLSearchParams): ManagerPlace {
  const tab = search.get("tab");
  const opportunity = search.get("opportunity");
  return {
    tab: (OPPORTUNITY_TABS as readonly string[]).includes(tab ?? "") ? (tab as OpportunityTab) : "posted",
    opportunity: opportunity && /^\d+$/.test(opportunity) ? opportunity : null,
    page: positivePage(search.get("page")),
  };
}

/** The address's query of a place of the manager: the defaults left out, so the plain address is the first tab. */
export function managerSearchOf(place: Partial<ManagerPlace>): string {
  const search = new URLSearchParams();
  if (place.tab && place.tab !== "posted") search.set("tab", place.tab);
  if (place.opportunity) search.set("opportunity", place.opportunity);
  if (place.page && place.page > 1) search.set("page", String(place.page));
  const text = search.toString();
  return text === "" ? "" : `?${text}`;
}

/** My opportunities in the manager's three sections, each newest first as the server sends them. */
export function sectionsOf(opportunities: readonly Opportunity[]): Record<OpportunityStatus, Opportunity[]> {
  const sections = Object.fromEntries(OPPORTUNITY_STATUSES.map((status) => [status, [] as Opportunity[]]));
  for (const opportunity of opportunities) sections[opportunity.status]?.push(opportunity);
  return sections as Record<OpportunityStatus, Opportunity[]>;
}

/** The sections in the manager's order (spec 001: published, drafted, expired). */
export const SECTION_ORDER: readonly OpportunityStatus[] = ["published", "drafted", "expired"];

type Facts = Pick<Opportunity, "status" | "cancelled" | "publishedAt">;

/** What the owner may do with one of their opportunities, as the server allows it. */
export function actionsOf(opportunity: Facts) {
  const everPublished = opportunity.status !== "drafted";
  return {
    /** Another period on the board, on it or past its date; never after cancelling. */
    extend: everPublished && !opportunity.cancelled,
    /** Off the board for good: one on it now (a draft is deleted instead). */
    cancel: opportunity.status === "published" && !opportunity.cancelled,
    /** Only what was on the board has applicants. */
    applicants: everPublished,
  };
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["week", 7 * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** How long ago a moment was, in the largest whole unit ("3 days ago", "vor 3 Tagen"); "now" under a minute. */
export function agoText(locale: string, iso: string, now: Date = new Date()): string {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
    relativeFormats.set(locale, format);
  }
  const past = Math.max(0, now.getTime() - new Date(iso).getTime());
  for (const [unit, size] of UNITS) {
    if (past >= size) return format.format(-Math.floor(past / size), unit);
  }
  return format.format(0, "second");
}
