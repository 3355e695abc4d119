import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { newClientAddress, request } from "../../../test/http.ts";
import { buildMember } from "../../../test/social.ts";
import { captchas, contactMessages, mailOutbox } from "../../db/schema/index.ts";

const ctx = await createTestContext({ OPERATORS_EMAIL: "hello@atelier.test" });
const { db } = ctx.deps;
const ANSWER = ctx.config.captchaFixedText as string;

/** A captcha as the form gets it, from the given address. */
async function captchaFor(remoteAddress: string) {
  const reply = await request(ctx.app, "GET", "/api/v1/contact", { remoteAddress });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data as { id: string; attributes: { image_url: string } };
}

const form = (captchaId: string, overrides: Record<string, unknown> = {}) => ({
  topic: "support",
  name: "Rosa Brandt",
  email: "rosa@example.test",
  message: "I cannot find where to change my city.\nCould you help?",
  captcha_id: captchaId,
  captcha: ANSWER,
  ...overrides,
});

const send = (
  attributes: Record<string, unknown>,
  opts: { remoteAddress?: string; headers?: Record<string, string> } = {},
) => request(ctx.app, "POST", "/api/v1/contact", { type: "contact_messages", attributes, ...opts });

const mailsTo = (address: string) => db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

describe("the contact form", () => {
  it("shows a new captcha each time, never cached, and its image", async () => {
    const address = newClientAddress();
    const reply = await request(ctx.app, "GET", "/api/v1/contact", { remoteAddress: address });
    expect(reply.headers["cache-control"]).toBe("no-store");
    const first = reply.json().data;
    expect(first.type).toBe("captchas");
    expect(first.attributes.image_url).toBe(`/api/captchas/${first.id}`);
    const image = await ctx.app.inject({ url: first.attributes.image_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect((await captchaFor(address)).id).not.toBe(first.id);
    const [row] = await db.select().from(captchas).where(eq(captchas.id, first.id));
    expect(row.purpose).toBe("contact");
  });

  it("stores the message and mails it to the operators, answerable to its writer", async () => {
    const address = newClientAddress();
    const captcha = await captchaFor(address);
    const sent = await send(form(captcha.id), { remoteAddress: address, headers: { "accept-language": "de-DE" } });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.attributes).toMatchObject({
      topic: "support",
      name: "Rosa Brandt",
      email: "rosa@example.test",
    });
    const [stored] = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, Number(sent.json().data.id)));
    expect(stored).toMatchObject({ userId: null, locale: "de", ip: address, message: form("").message });
    const [mail] = (await mailsTo("hello@atelier.test")).filter((m) => m.subject.startsWith(`Contact #${stored.id} `));
    expect(mail).toMatchObject({ kind: "contact", replyTo: "rosa@example.test" });
    expect(mail.subject).toBe(`Contact #${stored.id} (support): Rosa Brandt`);
    expect(mail.text).toContain("I cannot find where to change my city.\nCould you help?");
    // The captcha was used: the same answer again is refused.
    const again = await send(form(captcha.id), { remoteAddress: address });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0].source.pointer).toBe("/data/attributes/captcha");
  });

  it("refuses a wrong answer and uses the image up, so the right one after it fails too", async () => {
    const captcha = await captchaFor(newClientAddress());
    const wrong = await send(form(captcha.id, { captcha: "wrong" }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0].source.pointer).toBe("/data/attributes/captcha");
    expect((await send(form(captcha.id))).statusCode).toBe(422);
    // A sign-in's captcha does not open the contact form.
    const login = await request(ctx.app, "POST", "/api/captchas", {
      type: "captchas",
      attributes: { purpose: "login" },
    });
    expect((await send(form(login.json().data.id))).statusCode).toBe(422);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.name, "Nobody"))).toEqual([]);
  });

  it("renews the image, and the one shown before no longer counts", async () => {
    const address = newClientAddress();
    const shown = await captchaFor(address);
    const renewed = await request(ctx.app, "PATCH", "/api/v1/contact", {
      remoteAddress: address,
      type: "captchas",
      attributes: { captcha_id: shown.id },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const next = renewed.json().data;
    expect(next.id).not.toBe(shown.id);
    expect((await ctx.app.inject({ url: shown.attributes.image_url })).statusCode).toBe(404);
    expect((await send(form(shown.id), { remoteAddress: address })).statusCode).toBe(422);
    expect((await send(form(next.id), { remoteAddress: address })).statusCode).toBe(201);
  });

  it("names each field it refuses, and stores nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "  " }, "name"],
      [{ name: "Eve\r\nBcc: all@example.test" }, "name"],
      [{ email: "not-an-address" }, "email"],
      [{ message: "Hi" }, "message"],
      [{ message: "x".repeat(5001) }, "message"],
      [{ topic: "sales" }, "topic"],
      [{ captcha_id: "1" }, "captcha_id"],
    ];
    const before = (await db.select().from(contactMessages)).length;
    for (const [overrides, field] of cases) {
      const captcha = await captchaFor(newClientAddress());
      const reply = await send(form(captcha.id, overrides));
      expect(reply.statusCode, field).toBe(422);
      expect(reply.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toContain(
        `/data/attributes/${field}`,
      );
    }
    expect((await db.select().from(contactMessages)).length).toBe(before);
  });

  it("keeps who wrote when signed in, and lets no one write more than five an hour", async () => {
    const member = await buildMember(db, { name: "Milo Writer" });
    const address = newClientAddress();
    for (let n = 0; n < 5; n++) {
      const captcha = await captchaFor(address);
      const sent = await send(form(captcha.id, { name: "Milo Writer" }), {
        remoteAddress: address,
        headers: member.headers,
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const stored = await db.select().from(contactMessages).where(eq(contactMessages.name, "Milo Writer"));
    expect(stored.map((m) => m.userId)).toEqual(Array(5).fill(member.user.id));
    const captcha = await captchaFor(address);
    expect((await send(form(captcha.id), { remoteAddress: address })).statusCode).toBe(429);
    // The account's allowance holds from another address too.
    const elsewhere = newClientAddress();
    const other = await captchaFor(elsewhere);
    expect((await send(form(other.id), { remoteAddress: elsewhere, headers: member.headers })).statusCode).toBe(429);
  });
});
