import type { ContactMessageCreateInput, SupportedLocale } from "@atelier/common";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/connect.ts";
import { captchas, contactMessages } from "../../db/schema/index.ts";
import { errors } from "../../jsonapi/errors.ts";
import { type CaptchaOptions, createCaptcha, type NewCaptcha, verifyCaptcha } from "../../platform/captcha/captcha.ts";
import { sendUserMail } from "../accounts/mail/send.ts";

export type ContactMessage = typeof contactMessages.$inferSelect;

const CAPTCHA_PURPOSE = "contact";

/** A captcha for the contact form; the one it showed before, when named, no longer counts. */
export async function contactCaptcha(db: Database, options: CaptchaOptions, replacing?: string): Promise<NewCaptcha> {
  return db.transaction(async (tx) => {
    if (replacing) {
      await tx
        .update(captchas)
        .set({ usedAt: sql`now()` })
        .where(and(eq(captchas.id, replacing), eq(captchas.purpose, CAPTCHA_PURPOSE), isNull(captchas.usedAt)));
    }
    return createCaptcha(tx, CAPTCHA_PURPOSE, options);
  });
}

export interface ContactSender {
  userId: number | null;
  ip: string;
  locale: SupportedLocale;
}

/**
 * Stores a message to the operators and mails it to their address, answerable straight to its
 * writer. The captcha is checked first and outside the transaction: any answer uses it up, so a
 * wrong one stays spent even though nothing is stored.
 */
export async function sendContactMessage(
  db: Database,
  mail: { appUrl: string; operatorsEmail: string },
  sender: ContactSender,
  { captchaId, captcha, ...input }: ContactMessageCreateInput,
): Promise<ContactMessage> {
  if (!(await verifyCaptcha(db, captchaId, captcha, CAPTCHA_PURPOSE))) {
    throw errors.invalid(
      "captcha",
      "The characters do not match the image, or the image has expired. Get a new image and try again.",
    );
  }
  return db.transaction(async (tx) => {
    const [message] = await tx
      .insert(contactMessages)
      .values({ ...input, ...sender })
      .returning();
    await sendUserMail(tx, mail.appUrl, { email: mail.operatorsEmail, locale: "en" }, () => ({
      kind: "contact",
      subject: `Contact #${message.id} (${input.topic}): ${input.name}`,
      replyTo: input.email,
      paragraphs: [
        `${input.name} <${input.email}> wrote through the contact form about ${input.topic}` +
          `${sender.userId ? ` (signed in as user ${sender.userId})` : ""}, in ${sender.locale === "de" ? "German" : "English"}:`,
        input.message,
        "Answering this e-mail answers them.",
      ],
    }));
    return message;
  });
}
