import { describe, expect, it } from "vitest";
import { TEST_ORIGIN } from "../context.ts";
import { buildUser } from "../factories.ts";
import { openSocket, readUntilClosed, statusOf } from "./raw-http.ts";
import { createWebTestContext } from "./web-context.ts";

const ctx = await createWebTestContext();

const user = await buildUser(ctx.deps.db, { name: "Mara Canonical" });
const slug = (await ctx.app.inject({ url: `/api/v1/users/${user.id}` })).json().data.attributes.slug as string;

/** Every absolute address the page names in an attribute or a JSON string (head, structured data, state). */
function namedAddresses(html: string): string[] {
  return [...html.matchAll(/"(https?:\/\/[^"\s<>\\]+)/g)].map((m) => m[1]);
}

describe("the addresses a page names are on the configured origin, whatever the request's path", () => {
  it.each([
    `//evil.example/profile/${slug}`,
    `//evil.example/profile/${slug}?lang=de`,
    "//evil.example/",
    "//evil.example/about",
  ])("%s names no other host", async (url) => {
    const res = await ctx.app.inject({ url, headers: { accept: "text/html" } });
    expect(res.statusCode).toBeLessThan(500);
    for (const address of namedAddresses(res.body)) {
      expect(new URL(address).hostname, address).not.toBe("evil.example");
    }
    expect(res.headers.location ?? "").not.toMatch(/evil\.example/);
  });

  it("an absolute-form request line names no other host either", async () => {
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = ctx.app.server.address() as { port: number };
    const socket = await openSocket(port);
    socket.write(`GET http://evil.example/profile/${slug} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`);
    const raw = await readUntilClosed(socket, 5000);
    expect(statusOf(raw)).toBeGreaterThan(0);
    expect(statusOf(raw)).toBeLessThan(500);
    for (const address of namedAddresses(raw)) {
      expect(new URL(address).hostname, address).not.toBe("evil.example");
    }
  });

  it("still names the configured origin for the same page asked by its own path", async () => {
    const res = await ctx.app.inject({ url: `/profile/${slug}`, headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/profile/${slug}"`);
  });

  it.each(["//", "///", "//?x=1", "//?lang=de", "///x//y", "//evil.example"])(
    "%s is a page, never a server error",
    async (url) => {
      const res = await ctx.app.inject({ url, headers: { accept: "text/html" } });
      expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
      expect(res.headers["content-security-policy"]).toBeTruthy();
    },
  );
});

describe("a slug longer than any the site gives out", () => {
  const long = "a".repeat(101);

  it.each([
    ["a profile", `/profile/${long}`],
    ["a showroom item", `/showroom/${long}`],
    ["a gallery item", `/gallery/${long}`],
    ["a profile's tab", `/profile/${"b".repeat(2000)}?tab=showroom`],
  ])("of %s is the not-found page", async (_, url) => {
    const res = await ctx.app.inject({ url, headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["content-security-policy"]).toBeTruthy();
  });

  it.each([
    ["a user", `/api/v1/users/${long}`],
    ["a showroom item", `/api/v1/showroom/items/${long}`],
    ["a gallery item", `/api/v1/gallery/items/${long}`],
  ])("of %s is the API's not-found document, as for any id that names nothing", async (_, url) => {
    const res = await ctx.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/vnd\.api\+json/);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json().errors).toEqual([expect.objectContaining({ status: "404", code: "not_found" })]);
    expect(res.body).not.toContain(long);
  });
});
