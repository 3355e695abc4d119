import type { ProfileUser } from "./types.ts";

/** Which sections a profile's About tab holds, for its owner and its readers alike. */
export interface AboutLayout {
  employments: boolean;
  educations: boolean;
  cv: boolean;
  companyContact: boolean;
  languages: boolean;
  industries: boolean;
}

/**
 * A person's About tab holds every section. A company's holds its words, creative fields, awards,
 * contact block and links: no CV, schooling or employers, and languages only once some are listed.
 * A client, private or company, names the industries it works in. The owner edits exactly the
 * sections the page shows.
 */
export function aboutLayout(user: Pick<ProfileUser, "kind" | "isClient">, languagesListed: boolean): AboutLayout {
  const company = user.kind === "company";
  return {
    employments: !company,
    educations: !company,
    cv: !company,
    companyContact: company,
    languages: !company || languagesListed,
    industries: user.isClient,
  };
}
