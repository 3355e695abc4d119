import type { UserKind } from "@atelier/common/enums";

/** The tabs of a profile (DESIGN.md "Profile"); About first, as the default. */
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

/** The tab a page address names in `?tab=`, among those shown; About for none or another one. */
export function tabOf(search: URLSearchParams, tabs: readonly ProfileTab[] = PROFILE_TABS): ProfileTab {
  const tab = search.get("tab");
  return (tabs as readonly string[]).includes(tab ?? "") ? (tab as ProfileTab) : "about";
}

/** The address of a tab, relative to the profile's own path. */
export const tabPath = (tab: ProfileTab): string => (tab === "about" ? "?" : `?tab=${tab}`);
