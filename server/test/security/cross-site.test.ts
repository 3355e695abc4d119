import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../src/db/schema/index.ts";
import { createTestContext, TEST_ORIGIN } from "../context.ts";
import { buildSignedInUser } from "../factories.ts";
import { request } from "../http.ts";

const ctx = await createTestContext();

const germanId = async (): Promise<string> => {
  const list = (await request(ctx.app, "GET", "/api/locales")).json();
  return list.data.find((l: { attributes: { code: string } }) => l.attributes.code === "de").id;
};

const storedLocale = async (userId: number) =>
  (await ctx.deps.db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)))[0].locale;

/** The three bodies a cross-site page can send without a CORS preflight. */
const simpleBodies: { type: string; payload: string }[] = [
  { type: "text/plain", payload: '{"data":{"type":"locales"}}' },
  { type: "application/x-www-form-urlencoded", payload: "data%5Btype%5D=locales" },
  {
    type: "multipart/form-data; boundary=xBOUNDARYx",
    payload: '--xBOUNDARYx\r\nContent-Disposition: form-data; name="data"\r\n\r\nlocales\r\n--xBOUNDARYx--\r\n',
  },
];

const crossSiteMarkers: { name: string; headers: Record<string, string> }[] = [
  { name: "Origin: https://evil.example", headers: { origin: "https://evil.example" } },
  { name: "Origin: null", headers: { origin: "null" } },
  { name: "Sec-Fetch-Site: cross-site", headers: { "sec-fetch-site": "cross-site" } },
  { name: "Sec-Fetch-Site: same-site", headers: { "sec-fetch-site": "same-site" } },
];

describe("C1 cookie-only state change from another site", () => {
  for (const marker of crossSiteMarkers) {
    for (const body of simpleBodies) {
      it(`refuses ${body.type.split(";")[0]} with ${marker.name} and changes nothing`, async () => {
        const { user, token } = await buildSignedInUser(ctx.deps.db);
        const res = await ctx.app.inject({
          method: "PATCH",
          url: `/api/locales/${await germanId()}`,
          cookies: { authToken: token },
          headers: { ...marker.headers, "content-type": body.type },
          payload: body.payload,
        });
        expect([403, 415]).toContain(res.statusCode);
        expect(res.json().errors[0].status).toBe(String(res.statusCode));
        expect(res.cookies.find((c) => c.name === "locale")).toBeUndefined();
        expect(await storedLocale(user.id)).toBe("en");
      });
    }

    it(`refuses a bodiless write with ${marker.name} with 403 and changes nothing`, async () => {
      const { user, token } = await buildSignedInUser(ctx.deps.db);
      const res = await request(ctx.app, "PATCH", `/api/locales/${await germanId()}`, {
        headers: marker.headers,
        cookies: { authToken: token },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0]).toMatchObject({ status: "403", code: "forbidden" });
      expect(await storedLocale(user.id)).toBe("en");
    });
  }

  it("accepts the same cookie write from the app's own origin", async () => {
    const { user, token } = await buildSignedInUser(ctx.deps.db);
    const res = await request(ctx.app, "PATCH", `/api/locales/${await germanId()}`, {
      headers: { origin: TEST_ORIGIN, "sec-fetch-site": "same-origin" },
      cookies: { authToken: token },
    });
    expect(res.statusCode).toBe(200);
    expect(await storedLocale(user.id)).toBe("de");
  });

  it("lets a header-authenticated client write without an Origin, since no browser attaches that header", async () => {
    const { user, token } = await buildSignedInUser(ctx.deps.db);
    const res = await request(ctx.app, "PATCH", `/api/locales/${await germanId()}`, {
      token,
      headers: { origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(200);
    expect(await storedLocale(user.id)).toBe("de");
  });
});

describe("C2 cross-origin reads", () => {
  for (const origin of ["https://evil.example", "null"]) {
    it(`answers a preflight from ${origin} without any CORS grant`, async () => {
      for (const url of ["/api/v1/me", "/api/locales/1"]) {
        const res = await ctx.app.inject({
          method: "OPTIONS",
          url,
          headers: {
            origin,
            "access-control-request-method": "PATCH",
            "access-control-request-headers": "x-auth-token, content-type",
          },
        });
        expect(res.statusCode).toBeLessThan(500);
        expect(res.headers["access-control-allow-origin"]).toBeUndefined();
        expect(res.headers["access-control-allow-credentials"]).toBeUndefined();
        expect(res.headers["access-control-allow-headers"]).toBeUndefined();
        expect(res.headers["access-control-allow-methods"]).toBeUndefined();
      }
    });

    it(`answers a credentialed GET from ${origin} without reflecting the origin`, async () => {
      const { token } = await buildSignedInUser(ctx.deps.db);
      const res = await request(ctx.app, "GET", "/api/v1/me", { headers: { origin }, cookies: { authToken: token } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["access-control-allow-origin"]).toBeUndefined();
      expect(res.headers["access-control-allow-credentials"]).toBeUndefined();
    });
  }
});
