import { companyContactSchema, weblinkCreateSchema } from "@atelier/common";
import { eq, inArray } from "drizzle-orm";
import type { Database, Transaction } from "../../db/connect.ts";
import {
  companyContacts,
  creativeFields,
  industries,
  languageLevels,
  languages,
  operationSkills,
  standardizedProfessions,
  standardizedSkills,
  userCreativeFields,
  userIndustries,
  userProfessions,
  weblinks,
} from "../../db/schema/index.ts";
import { lockProfileOwner, ownRow } from "../../features/profiles/policy.ts";
import { saveCompanyContact } from "../../features/profiles/sections/company-contacts.ts";
import { achievementSection, educationSection, employmentSection } from "../../features/profiles/sections/history.ts";
import { industrySection } from "../../features/profiles/sections/industries.ts";
import { languageLevelSection } from "../../features/profiles/sections/language-levels.ts";
import { addOperationSkill } from "../../features/profiles/sections/operation-skills.ts";
import { operationSection } from "../../features/profiles/sections/operations.ts";
import { professionSection } from "../../features/profiles/sections/professions.ts";
import { weblinkSection } from "../../features/profiles/sections/weblinks.ts";
import type { OwnedResource } from "../../platform/owned/resources.ts";
import { demoUserIdsToSeed } from "./accounts.ts";
import { DEMO_CROWD } from "./crowd.ts";
import { DEMO_PEOPLE, type DemoPerson } from "./people.ts";

type Vocabulary = "profession" | "skill" | "language" | "industry" | "field";
/**
 * Ids of what the demo data names in words: professions and skills by English name, languages by
 * code, industries and creative fields by slug.
 */
export type Lookup = (what: Vocabulary, name: string) => number;

export async function vocabulary(db: Database): Promise<Lookup> {
  const [professions, skills, spoken, sectors, fields] = await Promise.all([
    db.select({ id: standardizedProfessions.id, name: standardizedProfessions.nameEn }).from(standardizedProfessions),
    db.select({ id: standardizedSkills.id, name: standardizedSkills.nameEn }).from(standardizedSkills),
    db.select({ id: languages.id, name: languages.code }).from(languages),
    db.select({ id: industries.id, name: industries.slug }).from(industries),
    db.select({ id: creativeFields.id, name: creativeFields.slug }).from(creativeFields),
  ]);
  const maps: Record<Vocabulary, Map<string, number>> = {
    profession: new Map(professions.map((r) => [r.name, r.id])),
    skill: new Map(skills.map((r) => [r.name, r.id])),
    language: new Map(spoken.map((r) => [r.name, r.id])),
    industry: new Map(sectors.map((r) => [r.name, r.id])),
    field: new Map(fields.map((r) => [r.name, r.id])),
  };
  return (what, name) => {
    const id = maps[what].get(name);
    if (id === undefined) throw new Error(`The demo data names an unknown ${what}: ${name}`);
    return id;
  };
}

/** Adds a row to a profile section exactly as POST /v1/my/<section> would: parsed by its schema, checked by its rules. */
async function add<Row extends { id: number; userId: number }, Create, Update>(
  tx: Transaction,
  section: OwnedResource<Row, Create, Update>,
  userId: number,
  input: unknown,
): Promise<Row> {
  const create = section.create;
  if (!create) throw new Error(`Rows of ${section.type} cannot be added`);
  return create.run(tx, userId, create.schema.parse(input));
}

/** Changes a row of a profile section exactly as PATCH /v1/my/<section>/{id} would. */
async function change<Row extends { id: number; userId: number }, Create, Update>(
  tx: Transaction,
  section: OwnedResource<Row, Create, Update>,
  userId: number,
  id: number,
  input: unknown,
): Promise<Row> {
  const update = section.update;
  if (!update) throw new Error(`Rows of ${section.type} cannot be changed`);
  return update.run(tx, ownRow(await section.load(tx, id), userId), update.schema.parse(input));
}

async function fillProfile(tx: Transaction, userId: number, person: DemoPerson, named: Lookup): Promise<void> {
  await lockProfileOwner(tx, userId);
  const operations = await tx
    .select({ id: userCreativeFields.id, slug: creativeFields.slug })
    .from(userCreativeFields)
    .innerJoin(creativeFields, eq(creativeFields.id, userCreativeFields.creativeFieldId))
    .where(eq(userCreativeFields.userId, userId));
  for (const { field, level, skills } of person.fields) {
    const operation = operations.find((op) => op.slug === field);
    if (!operation) throw new Error(`${person.handle} does not work in ${field}`);
    await change(tx, operationSection, userId, operation.id, { level });
    for (const skill of skills) await addOperationSkill(tx, operation.id, named("skill", skill));
  }
  for (const name of person.professions) {
    await add(tx, professionSection, userId, { professionId: named("profession", name) });
  }
  for (const slug of person.industries ?? []) {
    await add(tx, industrySection, userId, { industryId: named("industry", slug) });
  }
  for (const [code, level] of person.languages) {
    await add(tx, languageLevelSection, userId, { languageId: named("language", code), level });
  }
  for (const link of person.links) await add(tx, weblinkSection, userId, link);
  for (const entry of person.employments ?? []) await add(tx, employmentSection, userId, entry);
  for (const entry of person.educations ?? []) await add(tx, educationSection, userId, entry);
  for (const entry of person.achievements ?? []) await add(tx, achievementSection, userId, entry);
  if (person.contact) await saveCompanyContact(tx, userId, companyContactSchema.parse(person.contact));
}

/**
 * The crowd's profile sections, a statement per table for all of them: what the sections' own rules
 * would take one row at a time, the crowd's generator already keeps to (its skills belong to its
 * fields, each language once), and the links and contacts still pass their schemas.
 */
async function fillCrowdProfiles(tx: Transaction, ids: Map<string, number>, named: Lookup): Promise<void> {
  const crowd = DEMO_CROWD.flatMap((person) => {
    const userId = ids.get(person.handle);
    return userId === undefined ? [] : [{ person, userId }];
  });
  if (crowd.length === 0) return;
  const operations = await tx
    .select({ id: userCreativeFields.id, userId: userCreativeFields.userId, slug: creativeFields.slug })
    .from(userCreativeFields)
    .innerJoin(creativeFields, eq(creativeFields.id, userCreativeFields.creativeFieldId))
    .where(
      inArray(
        userCreativeFields.userId,
        crowd.map((c) => c.userId),
      ),
    );
  const operationOf = new Map(operations.map((o) => [`${o.userId}|${o.slug}`, o.id]));
  await tx.insert(operationSkills).values(
    crowd.flatMap(({ person, userId }) =>
      person.fields.flatMap(({ field, skills }) => {
        const operationId = operationOf.get(`${userId}|${field}`);
        if (operationId === undefined) throw new Error(`${person.handle} does not work in ${field}`);
        return skills.map((skill) => ({ operationId, skillId: named("skill", skill) }));
      }),
    ),
  );
  await tx
    .insert(userProfessions)
    .values(
      crowd.flatMap(({ person, userId }) =>
        person.professions.map((name, position) => ({ userId, professionId: named("profession", name), position })),
      ),
    );
  await tx
    .insert(userIndustries)
    .values(
      crowd.flatMap(({ person, userId }) =>
        (person.industries ?? []).map((slug, position) => ({ userId, industryId: named("industry", slug), position })),
      ),
    );
  await tx
    .insert(languageLevels)
    .values(
      crowd.flatMap(({ person, userId }) =>
        person.languages.map(([code, level]) => ({ userId, languageId: named("language", code), level })),
      ),
    );
  await tx
    .insert(weblinks)
    .values(
      crowd.flatMap(({ person, userId }) =>
        person.links.map((link, position) => ({ userId, ...weblinkCreateSchema.parse(link), position })),
      ),
    );
  await tx
    .insert(companyContacts)
    .values(
      crowd.flatMap(({ person, userId }) =>
        person.contact ? [{ userId, ...companyContactSchema.parse(person.contact) }] : [],
      ),
    );
}

/**
 * The profile sections of every demo person: levels and skills of their creative fields,
 * professions, a client's industries, languages, web links, history and company contacts, each written through the
 * section's own rules, all in one transaction. Runs once: when any demo person has a profession,
 * the demo profiles are left as their users keep them.
 */
export async function seedDemoSections(db: Database): Promise<void> {
  const ids = await demoUserIdsToSeed(db, userProfessions.userId);
  if (!ids) return;
  const named = await vocabulary(db);
  await db.transaction(async (tx) => {
    for (const person of DEMO_PEOPLE) {
      const userId = ids.get(person.handle);
      if (userId !== undefined) await fillProfile(tx, userId, person, named);
    }
    await fillCrowdProfiles(tx, ids, named);
  });
}
