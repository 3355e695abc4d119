import type { SupportedLocale } from "@atelier/common";
import { escapeHtml } from "../../dev/mailbox-page.ts";

/** What one e-mail says; every string is plain text, never markup. */
export interface MailContent {
  /** What the mail is about (`password_reset`, …), kept with the outbox row. */
  kind: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** The one thing to do, shown as a button in HTML and as a bare address in the text. */
  action?: { label: string; url: string };
  /** Paragraphs after the action, such as "if this was not you". */
  after?: string[];
  /** The small print at the bottom, such as the link to the notification settings. */
  footer?: { text: string; url: string };
  /** Where an answer goes instead of to Atelier: a contact-form message's writer. */
  replyTo?: string;
}

/** What a sender fills in; the greeting and the footer are added for the recipient. */
export type MailBody = Omit<MailContent, "greeting" | "footer">;

const SIGNATURE: Record<SupportedLocale, string> = { en: "The Atelier team", de: "Dein Atelier-Team" };
const BUTTON_FALLBACK: Record<SupportedLocale, string> = {
  en: "If the button does not work, copy this address into your browser:",
  de: "Falls der Button nicht funktioniert, kopiere diese Adresse in deinen Browser:",
};

export function renderText(content: MailContent, locale: SupportedLocale): string {
  const blocks = [content.greeting, ...content.paragraphs];
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  blocks.push(...(content.after ?? []), SIGNATURE[locale]);
  if (content.footer) blocks.push(`--\n${content.footer.text}\n${content.footer.url}`);
  return `${blocks.join("\n\n")}\n`;
}

const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;

/** Table-free, inline-styled markup: what mail clients render the same way. */
export function renderHtml(content: MailContent, locale: SupportedLocale): string {
  const parts = [content.greeting, ...content.paragraphs].map(paragraph);
  if (content.action) {
    const url = escapeHtml(content.action.url);
    parts.push(
      `<p style="margin:24px 0"><a href="${url}" style="display:inline-block;padding:12px 20px;background:#111;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(content.action.label)}</a></p>`,
      `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(BUTTON_FALLBACK[locale])}<br>${url}</p>`,
    );
  }
  parts.push(...(content.after ?? []).map(paragraph), paragraph(SIGNATURE[locale]));
  if (content.footer) {
    const url = escapeHtml(content.footer.url);
    parts.push(
      `<hr style="border:0;border-top:1px solid #ddd;margin:24px 0 12px"><p style="margin:0;font-size:12px;color:#777">${escapeHtml(content.footer.text)} <a href="${url}" style="color:#777">${url}</a></p>`,
    );
  }
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head><body style="margin:0;padding:24px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5;color:#111">${parts.join("")}</body></html>`;
}
