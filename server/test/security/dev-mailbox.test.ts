import { describe, expect, it } from "vitest";
import { enqueueMail } from "../../src/platform/mail/outbox.ts";
import { createTestContext } from "../context.ts";

const ctx = await createTestContext();
const withSmtp = await createTestContext({ SMTP_URL: "smtp://127.0.0.1:1" });

const MAILBOX = ["/dev/mailbox", "/dev/mailbox.json"];

await enqueueMail(ctx.deps.db, {
  to: "owner@example.test",
  subject: "Reset your password",
  text: "http://atelier.test/password-reset/secret-token",
  kind: "password_reset",
});
await ctx.deps.mail.flush();

describe("the development mailbox holds live reset links, so only this machine reads it", () => {
  it("answers a request from loopback, IPv4 and IPv6 alike", async () => {
    for (const remoteAddress of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const res = await ctx.app.inject({ url: "/dev/mailbox.json", remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
      expect(res.body).toContain("secret-token");
    }
  });

  it("is an unknown path to any other address", async () => {
    for (const remoteAddress of ["203.0.113.7", "10.0.0.2", "192.168.1.20", "2001:db8::1", "::ffff:10.0.0.1"]) {
      for (const url of MAILBOX) {
        const res = await ctx.app.inject({ url, remoteAddress });
        expect(res.statusCode, `${remoteAddress} ${url}`).toBe(404);
        expect(res.body).not.toContain("secret-token");
      }
    }
  });

  it("is an unknown path to a request a proxy on this machine relays, and headers cannot claim loopback", async () => {
    for (const headers of [
      { "x-forwarded-for": "203.0.113.7" },
      { forwarded: "for=203.0.113.7" },
      { "x-real-ip": "1.2.3.4" },
    ]) {
      const res = await ctx.app.inject({ url: "/dev/mailbox.json", headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(404);
    }
    const spoofed = await ctx.app.inject({
      url: "/dev/mailbox.json",
      remoteAddress: "203.0.113.7",
      headers: { "x-forwarded-for": "127.0.0.1", host: "localhost" },
    });
    expect(spoofed.statusCode).toBe(404);
  });

  it.each([
    ["via", "1.1 proxy"],
    ["x-forwarded-host", "atelier.test"],
    ["x-forwarded-proto", "https"],
    ["x-forwarded-port", "443"],
    ["x-forwarded-server", "edge"],
    ["x-original-forwarded-for", "203.0.113.7"],
    ["true-client-ip", "203.0.113.7"],
    ["cf-connecting-ip", "203.0.113.7"],
    ["cf-ray", "8a1b2c3d4e5f-FRA"],
    ["fastly-client-ip", "203.0.113.7"],
    ["x-client-ip", "203.0.113.7"],
    ["x-cluster-client-ip", "203.0.113.7"],
    ["client-ip", "203.0.113.7"],
    ["x-proxyuser-ip", "203.0.113.7"],
    ["X-Forwarded-For", ""],
  ])("is an unknown path to a loopback request that a proxy relayed (%s)", async (name, value) => {
    for (const url of MAILBOX) {
      const res = await ctx.app.inject({ url, remoteAddress: "127.0.0.1", headers: { [name]: value } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain("secret-token");
    }
  });

  it("does not exist when mail goes out through SMTP, even for loopback", async () => {
    for (const url of MAILBOX) {
      expect((await withSmtp.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});

describe("over a real socket", () => {
  it("answers a client connecting to 127.0.0.1", async () => {
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = ctx.app.server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/dev/mailbox.json`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("secret-token");
  });
});
