import type { UserKind } from "@atelier/common/enums";

/** The tabs of a profile (DESIGN.md "Profile"), About first. */
export const PROFILE_TABS = ["about", "showroom", "gallery", "opportunities", "connections"] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** What decides a profile's tabs. */
export interface TabsOwner {
  kind: UserKind;
  isCreative: boolean;
}

/**
 * The tabs a profile shows. A person's: all of them. A company's layout leaves out work (showroom,
 * gallery) unless it is a creative company; its opportunities are what it hires for, and its
 * connections its team and network.
 */
export function profileTabs(user: TabsOwner): readonly ProfileTab[] {
  if (user.kind !== "company") return PROFILE_TABS;
  return user.isCreative ? PROFILE_TABS : ["about", "opportunities", "connections"];
}

/** Whether a profile has published work in its showroom and in its gallery. */
export interface PublishedWork {
  showroom: boolean;
  gallery: boolean;
}

/**
 * The tab a profile opens on when its address names none: its showroom when it has published work
 * there, else its gallery when that has, else About.
 */
export function openingTab(tabs: readonly ProfileTab[], published: PublishedWork): ProfileTab {
  if (published.showroom && tabs.includes("showroom")) return "showroom";
  return published.gallery && tabs.includes("gallery") ? "gallery" : "about";
}

/** The tab a page address names in `?tab=`, among those shown; the tab it opens on for none or another one. */
export function tabOf(
  search: URLSearchParams,
  tabs: readonly ProfileTab[] = PROFILE_TABS,
  opening: ProfileTab = "about",
): ProfileTab {
  const tab = search.get("tab");
  return (tabs as readonly string[]).includes(tab ?? "") ? (tab as ProfileTab) : opening;
}

/**
 * The address of a tab, relative to the profile's own path: the bare path for the tab it opens on,
 * and every tab named while that is not known (a page opened on a named tab).
 */
export const tabPath = (tab: ProfileTab, opening: ProfileTab | null = "about"): string =>
  tab === opening ? "?" : `?tab=${tab}`;
