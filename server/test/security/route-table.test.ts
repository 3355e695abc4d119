import { describe, expect, it } from "vitest";
import { createTestContext } from "../context.ts";
import { buildSignedInUser } from "../factories.ts";

const ctx = await createTestContext();

/**
 * Operations anyone may call. An operation missing from this list must declare that it needs a
 * signed-in caller; one added here is a decision, made in review.
 */
const PUBLIC = new Set([
  "GET /api/ws",
  "GET /api/health",
  "GET /api/health/live",
  "GET /api/locales",
  "GET /api/locales/current",
  "PATCH /api/locales/{id}",
  "GET /api/i18n/{language}",
  "POST /api/i18n/missing",
  "GET /api/settings",
  "GET /api/settings/{scope}/{key}",
  "GET /api/v1/creative_fields",
  "GET /api/v1/creative_fields/featured",
  "GET /api/v1/creative_fields/{id}",
  "GET /api/v1/industries",
  "GET /api/v1/industries/{id}",
  "GET /api/languages",
  "GET /api/locations",
  "GET /api/locations/{id}",
  "GET /api/v1/standardized_professions",
  "GET /api/v1/standardized_skills",
  "GET /api/v1/skill_names",
  "POST /api/v1/login",
  // Stripe's, proven by its signature.
  "POST /api/v1/payments/stripe/webhook",
  // Reached with the settings token of an e-mail's footer, or signed in.
  "GET /api/v1/notification_settings",
  "PATCH /api/v1/notification_settings",
  "GET /api/oauth/state",
  "POST /api/oauth/google/callback",
  "POST /api/oauth/facebook/callback",
  "POST /api/captchas",
  "GET /api/captchas/{id}",
  "POST /api/v1/registrations",
  "PATCH /api/v1/registrations/{id}",
  "PATCH /api/v1/registrations/{id}/confirm",
  "PATCH /api/v1/registrations/{id}/captcha",
  "PATCH /api/v1/registrations/{id}/resend_confirmation_email",
  "POST /api/v1/password_resets",
  "PATCH /api/v1/password_resets",
  "PATCH /api/v1/me/email/confirm",
  "GET /api/v1/users",
  "GET /api/v1/users/{id}",
  "GET /api/v1/creatives",
  "GET /api/v1/clients",
  "GET /api/v1/creatives/explore",
  "GET /api/v1/creatives/{id}/related",
  "GET /api/v1/users/{id}/followers",
  "GET /api/v1/users/{id}/followings",
  "GET /api/v1/users/{id}/connections",
  "GET /api/v1/users/{userId}/profile_image",
  "GET /api/v1/users/{userId}/title_image",
  "GET /api/v1/users/{userId}/share_image",
  "GET /api/v1/opportunities",
  "GET /api/v1/opportunities/{id}",
  "GET /api/v1/opportunities/{id}/share_image",
  "GET /api/v1/opportunities/materials/{id}",
  // The contact form is for visitors above all; its captcha keeps programs out.
  "GET /api/v1/contact",
  "PATCH /api/v1/contact",
  "POST /api/v1/contact",
  "GET /api/v1/users/{userId}/cv",
  "GET /api/v1/achievements/{id}/file",
  "GET /api/v1/users/{userId}/professions",
  "GET /api/v1/users/{userId}/industries",
  "GET /api/v1/users/{userId}/language_levels",
  "GET /api/v1/language_levels/{id}",
  "GET /api/v1/users/{userId}/weblinks",
  "GET /api/v1/weblinks/{id}",
  "GET /api/v1/users/{userId}/creative_field_operations",
  "GET /api/v1/users/{userId}/achievements",
  "GET /api/v1/users/{userId}/educations",
  "GET /api/v1/users/{userId}/employments",
  "GET /api/v1/creative_field_operations/{operationId}/skills",
  "GET /api/v1/skills/{id}",
  "GET /api/v1/users/{userId}/company_contacts",
  "GET /api/v1/featured_periods",
  "GET /api/v1/showroom/items/{id}/media",
  "GET /api/v1/showroom/items/{id}/media/{mediaId}",
  "GET /api/v1/showroom/items/{id}/share_image",
  "GET /api/v1/gallery/items/{id}/media",
  "GET /api/v1/gallery/items/{id}/media/{mediaId}",
  "GET /api/v1/gallery/items/{id}/share_image",
  "GET /api/v1/share_cards/{card}",
  "GET /api/v1/showroom/items",
  "GET /api/v1/showroom/items/explore",
  "GET /api/v1/showroom/items/{idOrSlug}",
  "GET /api/v1/showroom/items/{id}/related",
  "GET /api/v1/gallery/items/{idOrSlug}",
  "GET /api/v1/users/{id}/showroom_items",
  "GET /api/v1/users/{id}/gallery_items",
  "GET /api/v1/creative_field_operations/{operationId}/showroom_items",
  "GET /api/v1/skills/{id}/showroom_items",
  "GET /api/v1/showroom/items/{id}/assigned_skills",
  "GET /api/v1/showroom/items/{id}/co_creators",
  "GET /api/v1/showroom/items/{id}/weblinks",
  "GET /api/v1/gallery/items/{id}/co_creators",
  "GET /api/v1/gallery/items/{id}/weblinks",
]);

interface Operation {
  security?: unknown[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface JsonSchema {
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  enum?: string[];
  const?: string;
  anyOf?: JsonSchema[];
}

interface Row {
  name: string;
  method: string;
  url: string;
  operation: Operation;
}

const spec = (await ctx.app.inject({ url: "/api/docs/json" })).json();
const components: Record<string, JsonSchema> = spec.components?.schemas ?? {};
const resolve = (s: JsonSchema | undefined): JsonSchema | undefined =>
  s?.$ref ? resolve(components[s.$ref.split("/").pop() ?? ""]) : s;

/** Every operation of the API description, with its path parameters filled with an id that exists nowhere. */
const rows: Row[] = Object.entries(spec.paths as Record<string, Record<string, Operation>>).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    name: `${method.toUpperCase()} ${path}`,
    method: method.toUpperCase(),
    url: path.replace(/\{[^}]+\}/g, "987654321"),
    operation,
  })),
);

/** The JSON:API body schema of an operation, when it takes one. */
function documentSchemaOf(operation: Operation): JsonSchema | undefined {
  const content = operation.requestBody?.content ?? {};
  const json = Object.entries(content).find(([type]) => type.includes("json"))?.[1];
  const data = resolve(resolve(json?.schema)?.properties?.data);
  return data?.properties?.attributes ? data : undefined;
}

describe("the route table", () => {
  it("lists the operations", () => {
    expect(rows.length).toBeGreaterThan(100);
  });

  it("keeps every operation that is not public for signed-in callers: anonymous calls get 403 and change nothing", async () => {
    const wrong: string[] = [];
    for (const row of rows.filter((r) => !PUBLIC.has(r.name))) {
      if (!row.operation.security) {
        wrong.push(`${row.name} does not declare that it needs a signed-in caller`);
        continue;
      }
      const res = await ctx.app.inject({
        method: row.method as "GET",
        url: row.url,
        ...(["POST", "PATCH", "PUT"].includes(row.method) ? { payload: { data: { type: "x", attributes: {} } } } : {}),
      });
      if (res.statusCode !== 403) wrong.push(`${row.name} answered ${res.statusCode} to an anonymous caller`);
    }
    expect(wrong).toEqual([]);
  });

  it("answers every public operation without a session, and lists no operation as public that is not", () => {
    const unknown = [...PUBLIC].filter((name) => !rows.some((r) => r.name === name));
    expect(unknown, "listed as public but not in the API").toEqual([]);
    const signedIn = rows.filter((r) => PUBLIC.has(r.name) && r.operation.security).map((r) => r.name);
    expect(signedIn, "listed as public but declared for signed-in callers").toEqual([]);
  });

  it("refuses a malformed body on every write with 422 pointing at an attribute, before anything is loaded", async () => {
    const caller = await buildSignedInUser(ctx.deps.db);
    const wrong: string[] = [];
    let checked = 0;
    for (const row of rows) {
      const data = documentSchemaOf(row.operation);
      const attributes = resolve(data?.properties?.attributes)?.properties;
      if (!data || !attributes || Object.keys(attributes).length === 0) continue;
      const typeSchema = resolve(data.properties?.type);
      const type = typeSchema?.const ?? typeSchema?.enum?.[0] ?? "x";
      // A nested array is no valid value for any attribute this API has.
      const malformed = Object.fromEntries(Object.keys(attributes).map((name) => [name, [[]]]));
      const res = await ctx.app.inject({
        method: row.method as "POST",
        url: row.url,
        headers: caller.headers,
        payload: { data: { type, attributes: malformed } },
      });
      checked += 1;
      const pointer = res.json().errors?.[0]?.source?.pointer ?? "";
      if (res.statusCode !== 422 || !pointer.startsWith("/data/attributes/")) {
        wrong.push(`${row.name} answered ${res.statusCode} ${JSON.stringify(res.json().errors?.[0] ?? {})}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(0);
  });
});
