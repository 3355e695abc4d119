/** The tabs of a profile (DESIGN.md "Profile"); About first, as the default. */
export const PROFILE_TABS = ["about", "showroom", "gallery", "opportunities", "connections"] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The tab a page address names in `?tab=`; About for none or an unknown one. */
export function tabOf(search: URLSearchParams): ProfileTab {
  const tab = search.get("tab");
  return (PROFILE_TABS as readonly string[]).includes(tab ?? "") ? (tab as ProfileTab) : "about";
}

/** The address of a tab, relative to the profile's own path. */
export const tabPath = (tab: ProfileTab): string => (tab === "about" ? "?" : `?tab=${tab}`);

/** The opportunities a profile lists: those open now (the default), or those that have expired. */
export const OPPORTUNITY_FILTERS = ["current", "expired"] as const;
export type OpportunityFilter = (typeof OPPORTUNITY_FILTERS)[number];
