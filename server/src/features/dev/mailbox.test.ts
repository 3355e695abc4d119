import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { mailOutbox } from "../../db/schema/index.ts";
import { enqueueMail } from "../../platform/mail/outbox.ts";

const ctx = await createTestContext();
const production = await createTestContext({ NODE_ENV: "production", CAPTCHA_FIXED_TEXT: "" });

describe("mail without SMTP", () => {
  it("is kept in the outbox", async () => {
    const id = await enqueueMail(ctx.deps.db, { to: "kept@example.test", subject: "Kept", text: "Hi", kind: "test" });
    await vi.waitFor(async () => {
      const [row] = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row).toMatchObject({ status: "kept", attempts: 0, sentAt: null });
    });
  });
});

describe("GET /dev/mailbox.json", () => {
  it("lists the newest mail first, filtered by recipient", async () => {
    const to = "reader@example.test";
    await enqueueMail(ctx.deps.db, { to, subject: "First", text: "one", kind: "test" });
    await enqueueMail(ctx.deps.db, { to, subject: "Second", text: "two", html: "<p>two</p>", kind: "welcome" });
    await enqueueMail(ctx.deps.db, { to: "other@example.test", subject: "Other", text: "x", kind: "test" });
    await ctx.deps.mail.flush();

    const res = await ctx.app.inject({ url: `/dev/mailbox.json?filter[to]=${encodeURIComponent(to)}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((m: { attributes: { subject: string } }) => m.attributes.subject)).toEqual([
      "Second",
      "First",
    ]);
    expect(body.data[0]).toMatchObject({
      type: "mails",
      attributes: { to, subject: "Second", text: "two", html: "<p>two</p>", kind: "welcome", status: "kept" },
    });
    expect(body.meta).toMatchObject({ total: 2, total_pages: 1 });
  });

  it("pages through the outbox", async () => {
    const res = await ctx.app.inject({ url: "/dev/mailbox.json?page[size]=1&page[number]=2" });
    const body = res.json();
    expect(body.data).toHaveLength(1);
    expect(body.links.prev).toContain("page%5Bnumber%5D=1");
  });

  it("answers 400 for a filter it does not know", async () => {
    const res = await ctx.app.inject({ url: "/dev/mailbox.json?filter[subject]=x" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].source).toEqual({ parameter: "filter[subject]" });
  });
});

describe("GET /dev/mailbox", () => {
  it("shows each mail with subject, recipient, time and text, links clickable and markup escaped", async () => {
    await enqueueMail(ctx.deps.db, {
      to: "page@example.test",
      subject: "Reset <your> password",
      text: "Open http://atelier.test/password-reset/abc?x=1&y=2. <script>alert(1)</script>",
      kind: "password_reset",
    });
    await ctx.deps.mail.flush();
    const res = await ctx.app.inject({ url: "/dev/mailbox" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["content-security-policy"]).toMatch(/^default-src 'none'; style-src 'nonce-/);
    expect(res.body).toContain("<h2>Reset &lt;your&gt; password</h2>");
    expect(res.body).toContain("page@example.test");
    expect(res.body).toContain(
      '<a href="http://atelier.test/password-reset/abc?x=1&amp;y=2">http://atelier.test/password-reset/abc?x=1&amp;y=2</a>.',
    );
    expect(res.body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(res.body).not.toContain("<script>");
    expect(res.body).toMatch(/<time datetime="\d{4}-\d\d-\d\dT/);
  });

  it("does not exist in production", async () => {
    for (const url of ["/dev/mailbox", "/dev/mailbox.json"]) {
      expect((await production.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
