import { describe, expect, it } from "vitest";
import { createTestContext } from "../context.ts";
import { buildSignedInUser } from "../factories.ts";
import { expectApiHeaders, expectSecurityHeaders } from "./expected-headers.ts";
import { openSocket, readUntilClosed, statusOf } from "./raw-http.ts";

const ctx = await createTestContext();
await ctx.app.listen({ port: 0, host: "127.0.0.1" });
const { port } = ctx.app.server.address() as { port: number };

const { user, token } = await buildSignedInUser(ctx.deps.db);

/** Sends one raw request and splits what came back into status, lower-cased headers and body. */
async function rawRequest(head: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const socket = await openSocket(port);
  const response = readUntilClosed(socket, 5000);
  socket.write(head);
  const raw = await response;
  const [top, ...rest] = raw.split("\r\n\r\n");
  const headers: Record<string, string> = {};
  for (const line of top.split("\r\n").slice(1)) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: statusOf(raw), headers, body: rest.join("\r\n\r\n") };
}

describe("the API however its path is spelled, as the router matches it", () => {
  it.each([
    `/%61pi/v1/users/${user.id}`,
    `/%41%50%49/v1/users/${user.id}`,
    `//ap%69/v1/users/${user.id}`,
    "/%61pi/v1/no-such-endpoint",
    "/%61pi",
  ])("%s gets the API's headers", async (url) => {
    const res = await ctx.app.inject({ url });
    expect(res.headers["content-type"]).toMatch(/^application\/vnd\.api\+json/);
    expectSecurityHeaders(res.headers);
    expectApiHeaders(res.headers);
  });

  it("and reads the session as the API does", async () => {
    const res = await ctx.app.inject({ url: "/%61pi/v1/me", headers: { "x-auth-token": token } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(String(user.id));
    expectApiHeaders(res.headers);
  });

  it("an encoded slash is no path separator to the router: /%2Fapi is not the API", async () => {
    const res = await ctx.app.inject({ url: "/%2Fapi/v1/users/1" });
    expect(res.headers["cache-control"]).not.toBe("no-store");
  });
});

describe("an address or header too large to read", () => {
  it.each([
    ["an API address", `GET /api/v1/users?q=${"a".repeat(17 * 1024)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`],
    ["a page address", `GET /?q=${"a".repeat(17 * 1024)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`],
    ["a header", `GET /api/locales HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Pad: ${"a".repeat(20 * 1024)}\r\n\r\n`],
  ])("%s is a 431 JSON:API document with the security headers", async (_, head) => {
    const res = await rawRequest(head);
    expect(res.status).toBe(431);
    expect(res.headers["content-type"]).toMatch(/^application\/vnd\.api\+json/);
    expectSecurityHeaders(res.headers);
    expectApiHeaders(res.headers);
    expect(JSON.parse(res.body)).toEqual({
      errors: [expect.objectContaining({ status: "431", code: "request_header_fields_too_large" })],
    });
  });

  it("a request that cannot be parsed is a 400 JSON:API document with the security headers", async () => {
    const res = await rawRequest("GET /api/locales HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header\r\n\r\n");
    expect(res.status).toBe(400);
    expect(res.headers["content-type"]).toMatch(/^application\/vnd\.api\+json/);
    expectSecurityHeaders(res.headers);
    expect(JSON.parse(res.body).errors[0]).toMatchObject({ status: "400", code: "bad_request" });
  });
});
