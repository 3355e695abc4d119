import type { Document, OpportunityAttributes, Resource, SupportedLocale } from "@atelier/common";
import type { Executor } from "../../db/connect.ts";
import { document, resource, toMany, toOne } from "../../jsonapi/serialize.ts";
import { showsUser } from "../../platform/reads/request-scope.ts";
import { presentBriefUsers } from "../discovery/users/brief.ts";
import type { Viewer } from "../discovery/users/visibility.ts";
import { referenceCatalog } from "../reference/catalog.ts";
import { presentCreativeField, presentLocation, presentStandardizedSkill } from "../reference/present.ts";
import { type OpportunityFacts, oneOpportunityFacts, opportunityFacts } from "./facts.ts";
import { logoImage, presentAddendum, presentMaterial } from "./files/present.ts";
import { type OpportunityRow, statusOf } from "./policy.ts";

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/**
 * An opportunity as the viewer may read it: the apply address only to the signed in (it is an
 * address to write to), the counts and the reason it was cancelled only to its owner.
 */
export function presentOpportunity(facts: OpportunityFacts, viewer: Viewer): Resource {
  const mine = viewer !== null && viewer.id === facts.ownerId;
  const attributes: OpportunityAttributes = {
    slug: facts.slug,
    kind: facts.kind,
    status: statusOf(facts),
    title: facts.title,
    description: facts.description,
    jobType: facts.jobType,
    projectPeriod: facts.projectPeriod,
    salary: facts.salary,
    currency: facts.currency,
    salaryInterval: facts.salaryInterval,
    remote: facts.remote,
    applyType: facts.applyType,
    applyTarget: viewer ? facts.applyTarget : null,
    logo: facts.logoRenditions ? logoImage(facts.logoRenditions) : null,
    cancelled: facts.cancelledAt !== null,
    publishedAt: iso(facts.publishedAt),
    extendedAt: iso(facts.extendedAt),
    expiresAt: iso(facts.expiresAt),
    createdAt: facts.createdAt.toISOString(),
    updatedAt: facts.updatedAt.toISOString(),
    isMine: mine,
    ...(viewer ? { isBookmarked: facts.bookmarked, appliedAt: iso(facts.appliedAt) } : {}),
    ...(mine
      ? {
          applicationsCount: facts.applicationsCount,
          newApplicationsCount: facts.newApplications,
          cancelReason: facts.cancelReason,
          cancelText: facts.cancelText,
        }
      : {}),
  };
  return resource("opportunities", facts.id, attributes, {
    owner: toOne("users", facts.ownerId),
    location: toOne("locations", facts.locationId),
    creative_fields: toMany("creative_fields", facts.fieldIds),
    skills: toMany("standardized_skills", facts.skillIds),
    materials: toMany(
      "opportunity_materials",
      facts.materials.map((m) => m.id),
    ),
    addenda: toMany(
      "addendums",
      facts.addenda.map((a) => a.id),
    ),
  });
}

function presentParts(facts: OpportunityFacts): Resource[] {
  return [
    ...facts.materials.map((m) =>
      presentMaterial({ ...m, byteSize: Number(m.byteSize), createdAt: new Date(m.createdAt) }),
    ),
    ...facts.addenda.map((a) => presentAddendum({ ...a, opportunityId: facts.id, createdAt: new Date(a.createdAt) })),
  ];
}

/**
 * What a list or a page of opportunities includes: their owners (one statement), places,
 * creative fields and skills (from the reference catalog in memory), and any materials and addenda.
 */
export async function opportunitiesIncluded(
  db: Executor,
  all: readonly OpportunityFacts[],
  viewer: Viewer,
  locale: SupportedLocale,
): Promise<Resource[]> {
  const catalog = referenceCatalog(db);
  const unique = (ids: (number | null)[]) => [...new Set(ids.filter((id): id is number => id !== null))];
  // A reply kept for visitors goes with its owners: an opportunity's changes, and its parts', name them.
  for (const o of all) showsUser(o.ownerId);
  const [owners, places, fields, skills] = await Promise.all([
    presentBriefUsers(
      db,
      viewer?.id ?? 0,
      all.map((o) => o.ownerId),
    ),
    catalog.locations(unique(all.map((o) => o.locationId))),
    catalog.creativeFields(unique(all.flatMap((o) => o.fieldIds))),
    catalog.skills(unique(all.flatMap((o) => o.skillIds))),
  ]);
  return [
    ...owners,
    ...places.map((place) => presentLocation(place, locale)),
    ...fields.map((field) => presentCreativeField(field, locale)),
    ...skills.map((skill) => presentStandardizedSkill(skill, locale)),
    ...all.flatMap(presentParts),
  ];
}

/** Opportunities by id, in that order, as the viewer may read them, and what they include. */
export async function presentOpportunities(
  db: Executor,
  ids: readonly number[],
  viewer: Viewer,
  locale: SupportedLocale,
): Promise<{ data: Resource[]; included: Resource[] }> {
  const byId = await opportunityFacts(db, ids, viewer);
  const all = ids.map((id) => byId.get(id)).filter((f) => f !== undefined);
  return {
    data: all.map((facts) => presentOpportunity(facts, viewer)),
    included: await opportunitiesIncluded(db, all, viewer, locale),
  };
}

/** One opportunity as its page reads it: with its materials and addenda, and all it includes. */
export async function opportunityDocument(
  db: Executor,
  row: OpportunityRow,
  viewer: Viewer,
  locale: SupportedLocale,
): Promise<Document<Resource>> {
  const facts = await oneOpportunityFacts(db, row, viewer);
  const included = await opportunitiesIncluded(db, [facts], viewer, locale);
  return document(presentOpportunity(facts, viewer), { included });
}
