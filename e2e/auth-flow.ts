import type { Page } from "playwright-core";
import de from "../web/src/i18n/de.json";
import en from "../web/src/i18n/en.json";

/** The interface texts of the auth screens in each language, straight from the message files. */
export const TEXTS = { en: en.auth, de: de.auth } as const;
export type Language = keyof typeof TEXTS;

/** The password field of a form (its label also names the show/hide button). */
export const PASSWORD = 'input[name="password"]';

/** The captcha answer the harness fixes with CAPTCHA_FIXED_TEXT. */
export const CAPTCHA_ANSWER = "atelier";

interface Mail {
  attributes: { kind: string; to: string; text: string };
}

/** The newest e-mail of a kind to an address, from the development mailbox. */
export async function latestMail(appUrl: string, to: string, kind: string): Promise<Mail["attributes"]> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${appUrl}/dev/mailbox.json?filter%5Bto%5D=${encodeURIComponent(to)}`);
    const { data } = (await res.json()) as { data: Mail[] };
    const mail = data.find((m) => m.attributes.kind === kind);
    if (mail) return mail.attributes;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ${kind} mail to ${to}`);
}

/** The first link to the app in a mail's text. */
export function appLink(appUrl: string, text: string): string {
  const link = text.match(new RegExp(`${appUrl.replace(/[.:/]/g, "\\$&")}/[^\\s"<>]+`))?.[0];
  if (!link) throw new Error(`no link to ${appUrl} in: ${text}`);
  return link;
}

/** Opens a page and waits until it has hydrated, so the form's own handlers take the input. */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  await untilHydrated(page);
}

/**
 * Waits until React has taken over the page (it marks each element it has hydrated): a click or a
 * key before then reaches only the server's HTML. The page asks for its code once it has painted,
 * which may be after the browser's load event.
 */
export async function untilHydrated(page: Page): Promise<void> {
  const body = page.locator("body");
  const hydrated = () => body.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__react")));
  for (const deadline = Date.now() + 30_000; !(await hydrated()); ) {
    if (Date.now() > deadline) throw new Error(`${page.url()} did not hydrate within 30 s`);
    await page.waitForTimeout(50);
  }
}

export async function logIn(page: Page, texts: (typeof TEXTS)[Language], email: string, password: string) {
  await page.getByLabel(texts.common.email).fill(email);
  await page.locator(PASSWORD).fill(password);
  await page.getByRole("button", { name: texts.login.submit, exact: true }).click();
}
