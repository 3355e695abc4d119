import { paths } from "@atelier/common/paths";
import type { QueryParams } from "../../../api/client.ts";
import { API_BASE } from "../../../api/client.ts";
import { listQuery } from "../../../api/paging.ts";

/** What a profile's user document includes (wire names), and the query that asks for it. */
export const USER_INCLUDE = ["assigned_professions.profession", "location", "creative_fields"] as const;
export const USER_QUERY: QueryParams = { include: USER_INCLUDE.join(",") };

/** What a list of people includes to show each one's professions and place. */
export const PERSON_INCLUDE = ["assigned_professions.profession", "location"] as const;

/** A user by id or profile slug. */
export const userPath = (idOrSlug: string) => `/v1/users/${encodeURIComponent(idOrSlug)}`;

/**
 * The list sections of a profile: read at /v1/users/{id}/<path>, written at /v1/my/<path>[/{id}]
 * with resources of `type`. `include` names what each document carries, to nest on reading.
 * A section `forClients` exists on clients' profiles alone; of anyone else the server has none.
 */
export const LIST_SECTIONS = {
  professions: {
    path: "professions",
    type: "user_professions",
    include: ["profession"],
    query: { include: "profession" },
  },
  industries: { path: "industries", type: "user_industries", include: ["industry"], forClients: true },
  operations: {
    path: "creative_field_operations",
    type: "creative_field_operations",
    include: ["creative_field", "skills", "skills.skill"],
  },
  languages: { path: "language_levels", type: "language_levels", include: ["language"] },
  weblinks: { path: "weblinks", type: "weblinks", include: [] },
  employments: { path: "employments", type: "employments", include: [] },
  educations: { path: "educations", type: "educations", include: [] },
  achievements: { path: "achievements", type: "achievements", include: [] },
} as const satisfies Record<
  string,
  { path: string; type: string; include: readonly string[]; query?: QueryParams; forClients?: boolean }
>;
export type ListSection = keyof typeof LIST_SECTIONS;
const LIST_SECTION_NAMES = Object.keys(LIST_SECTIONS) as ListSection[];

/** Whether a profile has the section: the clients' sections only on a client's. */
export const hasSection = (user: { isClient: boolean }, section: ListSection): boolean =>
  user.isClient || !("forClients" in LIST_SECTIONS[section]);

/** The list sections a profile has, to read side by side. */
export const sectionsOf = (user: { isClient: boolean }): ListSection[] =>
  LIST_SECTION_NAMES.filter((section) => hasSection(user, section));

/** Every entry of a section on one page: the server's largest page, far above any section's limit. */
const WHOLE_SECTION = 100;

export function sectionRequest(userId: string, section: ListSection): { path: string; query: QueryParams } {
  const definition: { path: string; query?: QueryParams } = LIST_SECTIONS[section];
  return {
    path: `${userPath(userId)}/${definition.path}`,
    query: { ...listQuery({ size: WHOLE_SECTION }), ...definition.query },
  };
}

export const myPath = (section: ListSection, id?: string) =>
  `/v1/my/${LIST_SECTIONS[section].path}${id === undefined ? "" : `/${encodeURIComponent(id)}`}`;

export const companyContactPath = (userId: string) => `${userPath(userId)}/company_contacts`;

/** The owner's own endpoints beside the sections. */
export const MY = {
  profile: "/v1/my/profile",
  cv: "/v1/my/cv",
  companyContacts: "/v1/my/company_contacts",
  images: { profile: "/v1/my/profile_image", title: "/v1/my/title_image" },
  achievementFile: (id: string) => `/v1/my/achievements/${encodeURIComponent(id)}/file`,
  operationSkills: (operationId: string) => `/v1/creative_field_operations/${encodeURIComponent(operationId)}/skills`,
  skill: (id: string) => `/v1/skills/${encodeURIComponent(id)}`,
} as const;

/** Downloads open in the browser itself, so these are full addresses under the API. */
export const DOWNLOADS = {
  cv: (userId: string) => `${API_BASE}${userPath(userId)}/cv`,
  achievementFile: (id: string) => `${API_BASE}/v1/achievements/${encodeURIComponent(id)}/file`,
} as const;

export const SOCIAL = {
  connections: "/v1/connections",
  connection: (id: string) => `/v1/connections/${encodeURIComponent(id)}`,
  confirm: (id: string) => `/v1/connections/${encodeURIComponent(id)}/confirm`,
  deny: (id: string) => `/v1/connections/${encodeURIComponent(id)}/deny`,
  userConnections: (userId: string) => `${userPath(userId)}/connections`,
} as const;

/** Where one writes to message a user; the messenger is a later area, its route exists already. */
export const messagePath = (userId: string) => `${paths.messagesNew}?${new URLSearchParams({ to: userId })}`;
