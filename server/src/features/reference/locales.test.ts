import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { buildSignedInUser } from "../../../test/factories.ts";
import { request } from "../../../test/http.ts";
import { users } from "../../db/schema/index.ts";

const ctx = await createTestContext();

describe("GET /api/locales", () => {
  it("lists English and German as JSON:API resources", async () => {
    const res = await request(ctx.app, "GET", "/api/locales?t=123");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((l: { attributes: { code: string } }) => l.attributes.code)).toEqual(["en", "de"]);
    expect(body.data[0]).toMatchObject({ type: "locales", attributes: { is_default: true } });
  });
});

describe("GET /api/locales/current", () => {
  it("follows the locale cookie", async () => {
    const res = await request(ctx.app, "GET", "/api/locales/current", { cookies: { locale: "de" } });
    expect(res.json().data.attributes.code).toBe("de");
  });

  it("falls back to the browser language, then English", async () => {
    const de = await request(ctx.app, "GET", "/api/locales/current", {
      headers: { "accept-language": "de-AT,de;q=0.9" },
    });
    expect(de.json().data.attributes.code).toBe("de");
    const other = await request(ctx.app, "GET", "/api/locales/current", { headers: { "accept-language": "fr-FR" } });
    expect(other.json().data.attributes.code).toBe("en");
  });
});

describe("PATCH /api/locales/:id", () => {
  it("sets the locale cookie and stores the choice for a signed-in user", async () => {
    const { user, headers } = await buildSignedInUser(ctx.deps.db);
    const list = (await request(ctx.app, "GET", "/api/locales")).json();
    const de = list.data.find((l: { attributes: { code: string } }) => l.attributes.code === "de");
    const res = await request(ctx.app, "PATCH", `/api/locales/${de.id}`, { headers });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === "locale")?.value).toBe("de");
    const [stored] = await ctx.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(stored.locale).toBe("de");
  });

  it("answers 404 for an unknown locale id", async () => {
    const res = await request(ctx.app, "PATCH", "/api/locales/999");
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0]).toMatchObject({ status: "404", code: "not_found" });
  });
});
