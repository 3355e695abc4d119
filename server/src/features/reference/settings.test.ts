import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext, testConfig } from "../../../test/context.ts";
import { request } from "../../../test/http.ts";
import { settings } from "../../db/schema/index.ts";
import { seedSettings } from "../../seed/reference-settings.ts";

const ctx = await createTestContext();

interface SettingResource {
  type: string;
  id: string;
  attributes: { scope: string; key: string; value: unknown };
}

const listSettings = async (): Promise<SettingResource[]> =>
  (await request(ctx.app, "GET", "/api/settings")).json().data;

const settingValue = async (scope: string, key: string) => {
  const res = await request(ctx.app, "GET", `/api/settings/${scope}/${key}`);
  expect(res.statusCode).toBe(200);
  return res.json().data.attributes.value;
};

describe("GET /api/settings", () => {
  it("lists the public settings as resources ordered by scope and key", async () => {
    const res = await request(ctx.app, "GET", "/api/settings?t=5");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/vnd\.api\+json/);
    const body = res.json();
    const pairs = body.data.map((s: SettingResource) => `${s.attributes.scope}.${s.attributes.key}`);
    expect(pairs).toEqual([
      "analytics.id",
      "oauth.facebookAppId",
      "oauth.googleClientId",
      "registration.resendConfirmationEmailTimespan",
    ]);
    expect(body.meta.total).toBe(4);
    expect(body.data[3]).toMatchObject({
      type: "settings",
      id: expect.stringMatching(/^\d+$/),
      attributes: { scope: "registration", key: "resendConfirmationEmailTimespan", value: 5 },
    });
    // Nothing configured in the tests: the ids are there, without a value.
    expect(body.data[0].attributes.value).toBeNull();
  });

  it("leaves out settings that are not public, and keeps object values as stored", async () => {
    await ctx.deps.db.insert(settings).values([
      { scope: "mail", key: "internalSecret", value: "s3cret", isPublic: false },
      { scope: "pages", key: "featuredPeriod", value: { startsOn: "2026-01-01", creativeFieldIds: [1, 2] } },
    ]);
    const list = await listSettings();
    expect(list.some((s) => s.attributes.key === "internalSecret")).toBe(false);
    const period = list.find((s) => s.attributes.key === "featuredPeriod");
    expect(period?.attributes.value).toEqual({ startsOn: "2026-01-01", creativeFieldIds: [1, 2] });
  });
});

describe("GET /api/settings/:scope/:key", () => {
  it("answers one setting", async () => {
    const res = await request(ctx.app, "GET", "/api/settings/registration/resendConfirmationEmailTimespan");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      type: "settings",
      attributes: { scope: "registration", key: "resendConfirmationEmailTimespan", value: 5 },
    });
  });

  it("accepts the key in snake_case", async () => {
    expect(await settingValue("registration", "resend_confirmation_email_timespan")).toBe(5);
  });

  it("answers 404 for an unknown or private setting", async () => {
    await ctx.deps.db
      .insert(settings)
      .values({ scope: "billing", key: "webhookSecret", value: "x", isPublic: false })
      .onConflictDoNothing();
    for (const path of ["registration/nothing", "nowhere/id", "billing/webhookSecret"]) {
      const res = await request(ctx.app, "GET", `/api/settings/${path}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0]).toMatchObject({ status: "404", code: "not_found" });
    }
  });
});

describe("settings seeded from the configuration", () => {
  it("follow the configuration on every start and keep what an operator changed", async () => {
    await ctx.deps.db
      .update(settings)
      .set({ value: 15 })
      .where(and(eq(settings.scope, "registration"), eq(settings.key, "resendConfirmationEmailTimespan")));

    await seedSettings(
      ctx.deps.db,
      testConfig({ GOOGLE_CLIENT_ID: "google-1.apps", FACEBOOK_APP_ID: "fb-1", ANALYTICS_ID: "G-ONE" }),
    );
    expect(await settingValue("oauth", "googleClientId")).toBe("google-1.apps");
    expect(await settingValue("oauth", "facebookAppId")).toBe("fb-1");
    expect(await settingValue("analytics", "id")).toBe("G-ONE");

    await seedSettings(ctx.deps.db, testConfig({ GOOGLE_CLIENT_ID: "google-2.apps" }));
    expect(await settingValue("oauth", "googleClientId")).toBe("google-2.apps");
    expect(await settingValue("oauth", "facebookAppId")).toBeNull();
    expect(await settingValue("analytics", "id")).toBeNull();
    expect(await settingValue("registration", "resendConfirmationEmailTimespan")).toBe(15);

    const rows = await ctx.deps.db.select().from(settings).where(eq(settings.scope, "oauth"));
    expect(rows).toHaveLength(2);
  });
});
