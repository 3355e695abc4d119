import type { ProfileFacts } from "./completeness.ts";
import type { ProfileSections } from "./hooks/useProfileSections.ts";
import type { CompanyContact, ProfileUser } from "./types.ts";

const CONTACT_FIELDS = ["contactName", "role", "email", "phone", "website"] as const;

/** Whether a company's contact block says anything. */
export const hasContact = (contact: CompanyContact | null) => CONTACT_FIELDS.some((field) => Boolean(contact?.[field]));

/** What a profile holds, for the completeness meter; `publishedWork` counts the user's own published items. */
export function profileFacts(user: ProfileUser, sections: ProfileSections, publishedWork: number): ProfileFacts {
  return {
    kind: user.kind,
    location: Boolean(user.location),
    creativeFields: sections.operations.items.length,
    profileImage: user.profileImage !== null,
    titleImage: user.titleImage !== null,
    headline: Boolean(user.headline),
    about: Boolean(user.about),
    professions: sections.professions.items.length,
    isClient: user.isClient,
    industries: sections.industries.items.length,
    skills: sections.operations.items.reduce((n, op) => n + (op.skills?.length ?? 0), 0),
    languages: sections.languages.items.length,
    weblinks: sections.weblinks.items.length,
    employments: sections.employments.items.length,
    educations: sections.educations.items.length,
    achievements: sections.achievements.items.length,
    cv: user.hasCv,
    companyContact: hasContact(sections.companyContact.contact),
    isCreative: user.isCreative,
    publishedWork,
  };
}
