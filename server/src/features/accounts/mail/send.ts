import { FALLBACK_LOCALE, paths, SUPPORTED_LOCALES, type SupportedLocale } from "@atelier/common";
import type { Executor } from "../../../db/connect.ts";
import { issueAccountToken } from "../../../platform/auth/account-tokens.ts";
import { enqueueMail } from "../../../platform/mail/outbox.ts";
import { type MailBody, type MailContent, renderHtml, renderText } from "./layout.ts";
import { type AccountMessage, accountMailBody, greeting, SETTINGS_FOOTER } from "./messages.ts";

export interface MailRecipient {
  email: string;
  /** The user's or the registration's locale; anything unknown reads English. */
  locale: string;
  name?: string | null;
  /**
   * The confirmed account this address belongs to. Only then does the mail carry a link to the
   * notification settings, with a token that reaches those settings and nothing else.
   */
  userId?: number;
}

export const mailLocale = (locale: string): SupportedLocale =>
  (SUPPORTED_LOCALES as readonly string[]).includes(locale) ? (locale as SupportedLocale) : FALLBACK_LOCALE;

/**
 * An address in the app for a link in an e-mail. Always from APP_URL: the request's Host or
 * X-Forwarded-Host could be an attacker's, who would then receive the token.
 */
export function appLink(appUrl: string, path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${appUrl}${path}${search ? `?${search}` : ""}`;
}

/**
 * Writes one e-mail to a user into the outbox with the caller's executor, so it goes out exactly
 * when the change that causes it commits. Any feature mailing users sends through here.
 */
export async function sendUserMail(
  db: Executor,
  appUrl: string,
  recipient: MailRecipient,
  body: (locale: SupportedLocale) => MailBody,
): Promise<void> {
  const locale = mailLocale(recipient.locale);
  const content: MailContent = { ...body(locale), greeting: greeting(locale, recipient.name) };
  if (recipient.userId !== undefined) {
    const token = await issueAccountToken(db, recipient.userId, "notification_settings", { voidEarlier: false });
    content.footer = { text: SETTINGS_FOOTER[locale], url: appLink(appUrl, paths.notificationSettings, { token }) };
  }
  await enqueueMail(db, {
    to: recipient.email,
    replyTo: content.replyTo,
    kind: content.kind,
    subject: content.subject,
    text: renderText(content, locale),
    html: renderHtml(content, locale),
  });
}

/** One of the account e-mails (sign-up, password, e-mail address, deletion) in the recipient's language. */
export function sendAccountMail(
  db: Executor,
  appUrl: string,
  recipient: MailRecipient,
  message: AccountMessage,
): Promise<void> {
  return sendUserMail(db, appUrl, recipient, (locale) => accountMailBody(message, locale));
}
