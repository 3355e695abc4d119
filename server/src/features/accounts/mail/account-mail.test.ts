import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { linkTo, mailsTo } from "../../../../test/accounts.ts";
import { createTestContext, TEST_ORIGIN } from "../../../../test/context.ts";
import { buildUser } from "../../../../test/factories.ts";
import { accountTokens } from "../../../db/schema/index.ts";
import { findAccountToken } from "../../../platform/auth/account-tokens.ts";
import type { AccountMessage } from "./messages.ts";
import { appLink, sendAccountMail, sendUserMail } from "./send.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;
const APP = ctx.config.appUrl;

const MESSAGES: AccountMessage[] = [
  { kind: "signup_confirmation", url: `${APP}/signup/confirm/r?checksum=c` },
  { kind: "password_reset", url: `${APP}/password-reset/t` },
  { kind: "password_changed", url: `${APP}/password-reset` },
  { kind: "email_change_confirmation", url: `${APP}/confirm/email?checksum=c` },
  { kind: "email_change_notice", newEmail: "new@example.test", url: `${APP}/password-reset` },
  { kind: "account_deleted" },
];

const address = () => `mail-${Math.random().toString(36).slice(2, 10)}@example.test`;

describe("sendAccountMail", () => {
  it.each(["en", "de"])("writes every account mail in %s, as text and HTML, with its link", async (locale) => {
    const subjects = new Set<string>();
    for (const message of MESSAGES) {
      const to = address();
      await sendAccountMail(db, APP, { email: to, locale }, message);
      const [mail] = await mailsTo(db, to);
      expect(mail.kind).toBe(message.kind);
      expect(mail.html).toContain(`<html lang="${locale}">`);
      expect(mail.text.startsWith(locale === "de" ? "Hallo," : "Hello,")).toBe(true);
      if ("url" in message) {
        expect(mail.text).toContain(message.url);
        expect(mail.html).toContain(`href="${message.url.replace(/&/g, "&amp;")}"`);
      }
      subjects.add(mail.subject);
    }
    expect(subjects.size).toBe(MESSAGES.length);
  });

  it("falls back to English for a locale it does not write", async () => {
    const to = address();
    await sendAccountMail(db, APP, { email: to, locale: "fr" }, { kind: "account_deleted" });
    expect((await mailsTo(db, to))[0].subject).toBe("Your Atelier account has been deleted");
  });

  it("escapes what users typed in the HTML and keeps it as typed in the text", async () => {
    const to = address();
    const name = `<img src=x onerror="alert(1)">`;
    await sendAccountMail(
      db,
      APP,
      { email: to, locale: "en", name },
      { kind: "email_change_notice", newEmail: "a<b>@example.test", url: `${APP}/password-reset` },
    );
    const [mail] = await mailsTo(db, to);
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain("Hello &lt;img src=x onerror=&quot;alert(1)&quot;&gt;,");
    expect(mail.text).toContain(`Hello ${name},`);
    expect(mail.text).toContain("a<b>@example.test");
  });
});

describe("sendUserMail", () => {
  it("links a member's mail to the notification settings with a token for that member only", async () => {
    const user = await buildUser(db);
    await sendUserMail(db, APP, { email: user.email, locale: "en", userId: user.id }, () => ({
      kind: "test_notice",
      subject: "Something happened",
      paragraphs: ["Details."],
    }));
    const [mail] = await mailsTo(db, user.email);
    const link = linkTo(mail.text, "/settings/notifications");
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_ORIGIN}/settings/notifications`);
    const token = link.searchParams.get("token");
    expect(await findAccountToken(db, "notification_settings", token)).toMatchObject({ userId: user.id });
    expect(mail.html).toContain(`href="${link.href}"`);

    // Each mail carries its own token; earlier ones keep working.
    await sendUserMail(db, APP, { email: user.email, locale: "en", userId: user.id }, () => ({
      kind: "test_notice",
      subject: "Something else",
      paragraphs: ["More."],
    }));
    expect(await findAccountToken(db, "notification_settings", token)).not.toBeNull();
    const rows = await db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(rows).toHaveLength(2);
  });

  it("leaves the settings link out when no account is named", async () => {
    const to = address();
    await sendUserMail(db, APP, { email: to, locale: "en" }, () => ({
      kind: "test_notice",
      subject: "Hi",
      paragraphs: ["Text."],
    }));
    const [mail] = await mailsTo(db, to);
    expect(mail.text).not.toContain("/settings/notifications");
    expect(mail.html).not.toContain("/settings/notifications");
  });
});

describe("appLink", () => {
  it("joins APP_URL, the path and the encoded query", () => {
    expect(appLink("https://atelier.example", "/confirm/email", { checksum: "a+b/c" })).toBe(
      "https://atelier.example/confirm/email?checksum=a%2Bb%2Fc",
    );
    expect(appLink("https://atelier.example", "/password-reset")).toBe("https://atelier.example/password-reset");
  });
});
