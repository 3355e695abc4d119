import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { buildCoCreator, buildItem, buildMedium } from "../../../test/creations.ts";
import {
  buildBlock,
  buildConnection,
  buildFollow,
  buildMembership,
  buildProfile,
  buildStoredFile,
  buildUserProfession,
} from "../../../test/factories.ts";
import { request } from "../../../test/http.ts";
import { buildMember, someCreativeFields } from "../../../test/social.ts";
import { pdfOf, upload } from "../../../test/uploads.ts";
import {
  achievements,
  addresses,
  companyContacts,
  creationWeblinks,
  educations,
  employments,
  industries,
  interestCreativeFields,
  interestIndustries,
  languageLevels,
  languages,
  likes,
  locations,
  operationSkills,
  profileImages,
  standardizedSkills,
  userCreativeFields,
  userIndustries,
  type users,
  weblinks,
} from "../../db/schema/index.ts";
import { startFeaturedPeriod } from "../showroom/featured/featured.ts";

/**
 * Every GET of the published API description is asked, by a visitor and by a member, and each JSON
 * reply is checked against the schema the description declares for its status, `$ref`s resolved
 * among its components. The replies are also held to the zod contracts in memory, but a client reads
 * the published document: a reply described by another schema than the one it was built by (two
 * schemas under one component name) passes there and fails here.
 */

const ctx = await createTestContext();
const { db } = ctx.deps;

/** GETs with no JSON body to check, and why. A GET not listed here whose path nobody fills fails the test. */
const SKIPPED: Record<string, string> = {
  "GET /api/ws": "a websocket handshake: 101, then the websocket protocol",
  "GET /api/captchas/{id}": "an SVG picture",
  "GET /api/v1/users/{userId}/profile_image": "a redirect to the stored picture",
  "GET /api/v1/users/{userId}/title_image": "a redirect to the stored picture",
  "GET /api/v1/users/{userId}/share_image": "a JPEG picture",
  "GET /api/v1/users/{userId}/cv": "a stored file",
  "GET /api/v1/achievements/{id}/file": "a stored file",
  "GET /api/v1/showroom/items/{id}/share_image": "a JPEG picture",
  "GET /api/v1/gallery/items/{id}/share_image": "a JPEG picture",
  "GET /api/v1/share_cards/{card}": "a JPEG picture",
  "GET /api/v1/messenger/files/{id}": "a stored file",
  "GET /api/v1/opportunities/materials/{id}": "a stored file",
  "GET /api/v1/opportunities/{id}/share_image": "a JPEG picture",
  "GET /api/v1/my/invoices/{id}/pdf": "a PDF",
};

/**
 * A visitor's answers that are not a success, on purpose (operations that declare a security
 * requirement answer a visitor 403 without being listed here).
 */
const VISITOR_REFUSED: Record<string, number> = {
  "GET /api/v1/notification_settings": 403,
};

/** Pays for a month of premium as a buyer would: cart, payment intent, the sandbox's card, checkout. */
async function buyPremium(token: string) {
  const post = (path: string, type: string, attributes: Record<string, unknown>) =>
    request(ctx.app, "POST", `/api/v1${path}`, { token, type, attributes });
  expect((await post("/cart/items", "cart_items", { item_type: "premium_monthly" })).statusCode).toBe(201);
  const intent = (await post("/cart/payment_intent", "orders", {})).json().data.attributes;
  const paid = await post("/payments/sandbox/confirm", "sandbox_payments", {
    client_secret: intent.client_secret,
    card_number: "4242 4242 4242 4242",
    expiry: "12/40",
    cvc: "123",
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const settled = await post("/cart/checkout", "orders", { payment_intent_id: intent.payment_intent_id });
  expect(settled.statusCode, settled.body).toBe(200);
  return settled.json();
}

/** A world where every list has something to show, seen by `viewer`, a company that creates and hires. */
async function seedWorld() {
  const [field, otherField] = await someCreativeFields(db, 2);
  const [location] = await db.select().from(locations).orderBy(asc(locations.id)).limit(1);
  const [industry] = await db.select().from(industries).orderBy(asc(industries.id)).limit(1);
  const [language] = await db.select().from(languages).orderBy(asc(languages.id)).limit(1);
  const [skill] = await db
    .select()
    .from(standardizedSkills)
    .where(eq(standardizedSkills.creativeFieldId, field))
    .orderBy(asc(standardizedSkills.id))
    .limit(1);

  const member = (overrides: Partial<typeof users.$inferInsert>) =>
    buildMember(db, { locationId: location.id, ...overrides }, [field, otherField]);
  const viewer = await member({ name: "Vera Viewer", kind: "company", isClient: true });
  const friend = await member({ name: "Frank Friend" });
  const client = await member({ name: "Clara Client", isCreative: false, isClient: true });
  const asking = await member({ name: "Ada Asking" });
  const asked = await member({ name: "Otto Asked" });
  const blocked = await member({ name: "Bert Blocked" });
  const people = [viewer, friend, client, asking, asked, blocked];
  for (const { user } of people) {
    await buildProfile(db, { userId: user.id, headline: `${user.name}'s headline`, about: "About them." });
    await buildUserProfession(db, { userId: user.id });
  }
  for (const kind of ["profile", "title"] as const) {
    const file = await buildStoredFile(db, { ownerId: viewer.user.id });
    await db.insert(profileImages).values({
      userId: viewer.user.id,
      kind,
      fileId: file.id,
      renditions: { small: "p/s.webp", medium: "p/m.webp", large: "p/l.webp" },
      width: 512,
      height: 512,
    });
  }

  await buildFollow(db, { followerId: viewer.user.id, followeeId: friend.user.id });
  await buildFollow(db, { followerId: friend.user.id, followeeId: viewer.user.id });
  await buildConnection(db, { requesterId: viewer.user.id, connecteeId: friend.user.id });
  await buildConnection(db, { requesterId: asking.user.id, connecteeId: viewer.user.id, status: "requested" });
  await buildConnection(db, { requesterId: viewer.user.id, connecteeId: asked.user.id, status: "requested" });
  await buildBlock(db, { blockerId: viewer.user.id, blockedId: blocked.user.id });

  const viewerId = viewer.user.id;
  const [operation] = await db
    .select()
    .from(userCreativeFields)
    .where(eq(userCreativeFields.userId, viewerId))
    .orderBy(asc(userCreativeFields.position))
    .limit(1);
  const [operationSkill] = await db
    .insert(operationSkills)
    .values({ operationId: operation.id, skillId: skill.id })
    .returning();
  await db.update(userCreativeFields).set({ level: "expert" }).where(eq(userCreativeFields.id, operation.id));
  const [languageLevel] = await db
    .insert(languageLevels)
    .values({ userId: viewerId, languageId: language.id, level: "fluent" })
    .returning();
  const [weblink] = await db
    .insert(weblinks)
    .values({ userId: viewerId, kind: "website", url: "https://vera.example" })
    .returning();
  await db.insert(userIndustries).values({ userId: viewerId, industryId: industry.id });
  await db
    .insert(achievements)
    .values({ userId: viewerId, title: "Prize", issuer: "Jury", description: "Won.", achievedOn: "2020-05-01" });
  await db.insert(educations).values({
    userId: viewerId,
    school: "Art school",
    degree: "BA",
    fieldOfStudy: "Design",
    startedOn: "2010-10-01",
    endedOn: "2013-07-31",
  });
  await db
    .insert(employments)
    .values({ userId: viewerId, employer: "Studio", title: "Designer", place: "Berlin", startedOn: "2014-01-01" });
  await db.insert(companyContacts).values({ userId: viewerId, contactName: "Vera", email: "contact@vera.example" });
  await db.insert(addresses).values({ userId: viewerId, street: "Main street 1", postalCode: "10115", city: "Berlin" });
  await db.insert(interestCreativeFields).values({ userId: viewerId, creativeFieldId: field });
  await db.insert(interestIndustries).values({ userId: viewerId, industryId: industry.id });
  await buildMembership(db, { userId: viewerId });

  const item = await buildItem(db, {
    ownerId: viewerId,
    description: "A piece.",
    creativeFieldIds: [field],
    skillIds: [skill.id],
    media: 2,
  });
  await buildMedium(db, item.id, { type: "youtube", position: 2 });
  await buildCoCreator(db, item.id, friend.user.id);
  await db.insert(creationWeblinks).values({ creationId: item.id, url: "https://vera.example/piece" });
  const galleryItem = await buildItem(db, { ownerId: viewerId, type: "gallery", creativeFieldIds: [field] });
  await buildCoCreator(db, galleryItem.id, friend.user.id);
  await db.insert(creationWeblinks).values({ creationId: galleryItem.id, url: "https://vera.example/gallery" });
  const friendItem = await buildItem(db, { ownerId: friend.user.id, creativeFieldIds: [field], skillIds: [skill.id] });
  const friendGalleryItem = await buildItem(db, { ownerId: friend.user.id, type: "gallery" });
  for (const creationId of [friendItem.id, friendGalleryItem.id])
    await db.insert(likes).values({ creationId, userId: viewerId });
  for (const creationId of [item.id, galleryItem.id])
    await db.insert(likes).values({ creationId, userId: friend.user.id });
  await buildItem(db, { ownerId: client.user.id, creativeFieldIds: [otherField] });
  await startFeaturedPeriod(db, { lengthMs: 7 * 24 * 60 * 60 * 1000, now: new Date() });

  const conversation = await request(ctx.app, "POST", "/api/v1/messenger/conversations", {
    token: viewer.token,
    type: "conversations",
    attributes: { participant_ids: String(friend.user.id), message_content: "Hello Frank" },
  });

  const opportunity = await request(ctx.app, "POST", "/api/v1/my/opportunities", {
    token: viewer.token,
    type: "opportunities",
    attributes: {
      kind: "job",
      title: "Art director",
      description: "We look for an art director for our magazine, for two issues a year at first.",
      job_type: "partTime",
      creative_field_ids: [field],
      location_id: location.id,
    },
  });
  expect(opportunity.statusCode, opportunity.body).toBe(201);
  const opportunityId = opportunity.json().data.id as string;
  await request(ctx.app, "PATCH", `/api/v1/my/opportunities/${opportunityId}/publish`, { token: viewer.token });
  await upload(
    ctx.app,
    `/api/v1/my/opportunities/${opportunityId}/materials`,
    { "x-auth-token": viewer.token },
    pdfOf(),
  );

  // The friend applies to the viewer's opportunity; the viewer applies to the friend's and saves it.
  const friendsOpportunity = await request(ctx.app, "POST", "/api/v1/my/opportunities", {
    token: friend.token,
    type: "opportunities",
    attributes: {
      kind: "project",
      title: "Poster series",
      description: "Four posters for a concert season, printed in two colours, delivered by the end of May.",
      project_period: "oneToThreeMonths",
      creative_field_ids: [field],
      remote: true,
    },
  });
  const friendsOpportunityId = friendsOpportunity.json().data.id as string;
  await request(ctx.app, "PATCH", `/api/v1/my/opportunities/${friendsOpportunityId}/publish`, { token: friend.token });
  for (const [token, id] of [
    [friend.token, opportunityId],
    [viewer.token, friendsOpportunityId],
  ]) {
    const applied = await request(ctx.app, "PATCH", `/api/v1/opportunities/${id}/apply`, {
      token,
      type: "opportunity_applications",
      attributes: { note: "I would like to take this on." },
    });
    expect(applied.statusCode, applied.body).toBe(200);
  }
  const bookmark = await request(ctx.app, "POST", "/api/v1/bookmarks", {
    token: viewer.token,
    type: "bookmarks",
    attributes: { bookmarkable_type: "opportunity", bookmarkable_id: friendsOpportunityId },
  });

  // The viewer bought a month of premium with the sandbox's card, and has a year in the cart since.
  const order = await buyPremium(viewer.token);

  const inCart = await request(ctx.app, "POST", "/api/v1/cart/items", {
    token: viewer.token,
    type: "cart_items",
    attributes: { item_type: "premium_yearly" },
  });
  expect(inCart.statusCode, inCart.body).toBe(201);

  const [medium] = (await request(ctx.app, "GET", `/api/v1/showroom/items/${item.id}/media`)).json().data;
  const [galleryMedium] = (await request(ctx.app, "GET", `/api/v1/gallery/items/${galleryItem.id}/media`)).json().data;
  return {
    token: viewer.token,
    params: {
      viewer: String(viewerId),
      friend: String(friend.user.id),
      field: String(field),
      industry: String(industry.id),
      location: String(location.id),
      operation: String(operation.id),
      operationSkill: String(operationSkill.id),
      languageLevel: String(languageLevel.id),
      weblink: String(weblink.id),
      item: String(item.id),
      itemSlug: item.slug,
      galleryItem: String(galleryItem.id),
      medium: String(medium.id),
      galleryMedium: String(galleryMedium.id),
      participation: conversation.json().data.id as string,
      opportunity: opportunityId,
      bookmark: bookmark.json().data.id as string,
      order: order.data.id as string,
      invoice: order.data.relationships.invoice.data.id as string,
    },
  };
}

const world = await seedWorld();
const ids = world.params;

/** The path parameters of each GET that has some, from the world above. */
const PATH_PARAMS: Record<string, Record<string, string>> = {
  "/api/i18n/{language}": { language: "en" },
  "/api/settings/{scope}/{key}": { scope: "registration", key: "resendConfirmationEmailTimespan" },
  "/api/v1/creative_fields/{id}": { id: ids.field },
  "/api/v1/industries/{id}": { id: ids.industry },
  "/api/locations/{id}": { id: ids.location },
  "/api/v1/users/{id}": { id: ids.friend },
  "/api/v1/creatives/{id}/related": { id: ids.viewer },
  "/api/v1/users/{id}/followers": { id: ids.friend },
  "/api/v1/users/{id}/followings": { id: ids.friend },
  "/api/v1/users/{id}/connections": { id: ids.friend },
  "/api/v1/users/{userId}/professions": { userId: ids.viewer },
  "/api/v1/users/{userId}/language_levels": { userId: ids.viewer },
  "/api/v1/language_levels/{id}": { id: ids.languageLevel },
  "/api/v1/users/{userId}/weblinks": { userId: ids.viewer },
  "/api/v1/weblinks/{id}": { id: ids.weblink },
  "/api/v1/users/{userId}/creative_field_operations": { userId: ids.viewer },
  "/api/v1/users/{userId}/achievements": { userId: ids.viewer },
  "/api/v1/users/{userId}/educations": { userId: ids.viewer },
  "/api/v1/users/{userId}/employments": { userId: ids.viewer },
  "/api/v1/users/{userId}/industries": { userId: ids.viewer },
  "/api/v1/creative_field_operations/{operationId}/skills": { operationId: ids.operation },
  "/api/v1/skills/{id}": { id: ids.operationSkill },
  "/api/v1/users/{userId}/company_contacts": { userId: ids.viewer },
  "/api/v1/showroom/items/{idOrSlug}": { idOrSlug: ids.itemSlug },
  "/api/v1/users/{id}/showroom_items": { id: ids.viewer },
  "/api/v1/creative_field_operations/{operationId}/showroom_items": { operationId: ids.operation },
  "/api/v1/skills/{id}/showroom_items": { id: ids.operationSkill },
  "/api/v1/showroom/items/{id}/related": { id: ids.item },
  "/api/v1/gallery/items/{idOrSlug}": { idOrSlug: ids.galleryItem },
  "/api/v1/users/{id}/gallery_items": { id: ids.viewer },
  "/api/v1/showroom/items/{id}/media": { id: ids.item },
  "/api/v1/showroom/items/{id}/media/{mediaId}": { id: ids.item, mediaId: ids.medium },
  "/api/v1/gallery/items/{id}/media": { id: ids.galleryItem },
  "/api/v1/gallery/items/{id}/media/{mediaId}": { id: ids.galleryItem, mediaId: ids.galleryMedium },
  "/api/v1/showroom/items/{id}/assigned_skills": { id: ids.item },
  "/api/v1/showroom/items/{id}/co_creators": { id: ids.item },
  "/api/v1/gallery/items/{id}/co_creators": { id: ids.galleryItem },
  "/api/v1/showroom/items/{id}/weblinks": { id: ids.item },
  "/api/v1/gallery/items/{id}/weblinks": { id: ids.galleryItem },
  "/api/v1/likes/showroom_items/{id}": { id: ids.item },
  "/api/v1/likes/gallery_items/{id}": { id: ids.galleryItem },
  "/api/v1/messenger/participations/{id}": { id: ids.participation },
  "/api/v1/opportunities/{id}": { id: ids.opportunity },
  "/api/v1/my/opportunities/{id}": { id: ids.opportunity },
  "/api/v1/my/opportunities/{id}/materials": { id: ids.opportunity },
  "/api/v1/my/opportunities/{id}/applications": { id: ids.opportunity },
  "/api/v1/bookmarks/{id}": { id: ids.bookmark },
  "/api/v1/my/orders/{id}": { id: ids.order },
  "/api/v1/my/invoices/{id}": { id: ids.invoice },
  "/api/v1/messenger/participations/{id}/messages": { id: ids.participation },
};

const USER_INCLUDES = "assigned_professions,assigned_professions.profession,location,creative_fields";
const ITEM_INCLUDES = "owner,media,co_creators,weblinks";

/** Lists asked with everything they may include, so that the included resources are checked too. */
const QUERIES: Record<string, string> = {
  "/api/v1/users": `include=${USER_INCLUDES}`,
  "/api/v1/users/{id}": `include=${USER_INCLUDES}`,
  "/api/v1/creatives/explore": `include=${USER_INCLUDES}`,
  "/api/v1/creatives/{id}/related": `include=${USER_INCLUDES}`,
  "/api/v1/creatives": `include=${USER_INCLUDES},showroom_items`,
  "/api/v1/clients": `include=${USER_INCLUDES},showroom_items`,
  "/api/v1/showroom/items": `include=${ITEM_INCLUDES}`,
  "/api/v1/users/{id}/showroom_items": `include=${ITEM_INCLUDES}`,
  "/api/v1/users/{id}/gallery_items": `include=${ITEM_INCLUDES}`,
  "/api/v1/likes": `include=${ITEM_INCLUDES}`,
  "/api/v1/feed": `include=${ITEM_INCLUDES}`,
  "/api/v1/creatives/to_follow": `include=${USER_INCLUDES}`,
  "/api/v1/messenger/conversations": `participant_ids=${ids.friend}`,
  "/api/v1/me/standing": `filter[users]=${ids.friend}&filter[showroom_items]=${ids.item}&filter[opportunities]=${ids.opportunity}`,
};

interface Response {
  content?: Record<string, { schema?: unknown }>;
}
interface Operation {
  security?: unknown[];
  responses: Record<string, Response>;
}
interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

const spec: ApiDocument = (await request(ctx.app, "GET", "/api/docs/json")).json();
const gets = Object.entries(spec.paths)
  .filter(([, operations]) => operations.get)
  .map(([path, operations]) => ({ path, name: `GET ${path}`, operation: operations.get }));

/**
 * A validator for the whole document, so that the response schemas' `$ref`s (`#/components/...`)
 * resolve within it. Formats are checked too: a date-time must be one.
 */
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
ajv.addSchema(spec, "api");
const validators = new Map<string, ValidateFunction>();

/** The declared response for a status: its own entry, else its class (`4XX`), else the default. */
function declaredResponse(operation: Operation, status: number): [string, Response] | undefined {
  for (const key of [String(status), `${String(status)[0]}XX`, "default"]) {
    const response = operation.responses[key];
    if (response) return [key, response];
  }
  return undefined;
}

const pointer = (...segments: string[]) =>
  segments.map((s) => `/${s.replaceAll("~", "~0").replaceAll("/", "~1")}`).join("");

function validatorOf(path: string, status: string, mediaType: string): ValidateFunction {
  const ref = `api#${pointer("paths", path, "get", "responses", status, "content", mediaType, "schema")}`;
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  return validate;
}

const asked = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = PATH_PARAMS[path]?.[name];
    if (value === undefined) throw new Error(`GET ${path}: no value for {${name}}; fill it or skip the GET`);
    return encodeURIComponent(value);
  }) + (QUERIES[path] ? `?${QUERIES[path]}` : "");

/** What is wrong with a reply as the document reads it, as lines; none when it holds. */
async function problemsOf(path: string, operation: Operation, token: string | undefined): Promise<string[]> {
  const who = token ? "a member" : "a visitor";
  const res = await request(ctx.app, "GET", asked(path), { token });
  const name = `GET ${path} for ${who}`;
  const refusal = token ? undefined : (VISITOR_REFUSED[`GET ${path}`] ?? (operation.security ? 403 : undefined));
  const problems: string[] = [];
  if (res.statusCode !== (refusal ?? 200)) problems.push(`${name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  const declared = declaredResponse(operation, res.statusCode);
  if (!declared) return [...problems, `${name}: ${res.statusCode} is not declared`];
  const [status, response] = declared;
  const mediaType = String(res.headers["content-type"]).split(";")[0].trim();
  if (!response.content?.[mediaType]?.schema) {
    return [...problems, `${name}: ${res.statusCode} ${mediaType} has no schema in the document`];
  }
  const body = res.json();
  const validate = validatorOf(path, status, mediaType);
  if (!validate(body)) {
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `  ${e.instancePath || "/"} ${e.message} ${JSON.stringify(e.params)}`);
    problems.push(`${name}: the reply does not match the document's schema for ${status}:\n${errors.join("\n")}`);
  }
  if (res.statusCode === 200 && Array.isArray(body.data) && body.data.length === 0) {
    problems.push(`${name}: an empty list checks nothing; seed something for it`);
  }
  return problems;
}

describe("the replies of every GET, read by the published API description", () => {
  it("knows every GET of the document: answered with its path filled, or skipped for a reason", () => {
    const names = new Set(gets.map((g) => g.name));
    const stale = [...Object.keys(SKIPPED), ...Object.keys(VISITOR_REFUSED)].filter((name) => !names.has(name));
    expect(stale, "listed GETs the document no longer has").toEqual([]);
    const unfilled = gets.filter(
      ({ path, name }) => !SKIPPED[name] && [...path.matchAll(/\{(\w+)\}/g)].some(([, p]) => !PATH_PARAMS[path]?.[p]),
    );
    expect(
      unfilled.map((g) => g.name),
      "GETs with a path parameter nobody fills",
    ).toEqual([]);
  });

  it.each([
    ["a visitor", undefined],
    ["a member", world.token],
  ])("match their declared schemas for %s", async (_, token) => {
    const problems: string[] = [];
    for (const { name, path, operation } of gets) {
      if (SKIPPED[name]) continue;
      problems.push(...(await problemsOf(path, operation, token)));
    }
    expect(problems).toEqual([]);
  });

  it("reads replies by resources that name every member they may carry, so an undeclared one fails", () => {
    type ObjectSchema = { properties?: Record<string, ObjectSchema>; additionalProperties?: unknown };
    // What requests send (`...Input`) may carry more: the server ignores it.
    const open = Object.entries(spec.components.schemas as Record<string, ObjectSchema>)
      .filter(([name, schema]) => !name.endsWith("Input") && schema.properties?.attributes)
      .filter(
        ([, schema]) =>
          schema.additionalProperties !== false || schema.properties?.attributes.additionalProperties !== false,
      )
      .map(([name]) => name);
    expect(open).toEqual([]);
  });
});
