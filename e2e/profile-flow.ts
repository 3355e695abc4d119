import type { BrowserContext, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { expect } from "vitest";
import de from "../web/src/i18n/de.json";
import en from "../web/src/i18n/en.json";

/** The profile screens' texts in each language, straight from the message files. */
export const PROFILE_TEXTS = { en: en.profile, de: de.profile } as const;

/** A users resource as the context's user sees it. */
export async function userAsSeenBy(context: BrowserContext, id: string) {
  const res = await context.request.get(`/api/v1/users/${id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { attributes: Record<string, unknown> } }).data.attributes;
}

/** A picture drawn from SVG; uncompressed, a few megabytes, so its upload takes a while when throttled. */
export function picturePng(width: number, height: number, { uncompressed = false } = {}): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1f3b84"/><stop offset="0.55" stop-color="#6884d3"/><stop offset="1" stop-color="#f0b38a"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.7}" cy="${height * 0.45}" r="${height * 0.3}" fill="#fff" fill-opacity="0.25"/>
  </svg>`;
  return sharp(Buffer.from(svg))
    .png({ compressionLevel: uncompressed ? 0 : 6 })
    .toBuffer();
}

/** A PDF as far as content sniffing goes: the magic bytes and a trailer. */
export const pdf = (title: string) => Buffer.from(`%PDF-1.4\n% ${title}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);

export const main = (page: Page) => page.getByRole("main");
export const section = (page: Page, title: string) => main(page).getByRole("region", { name: title, exact: true });

/** Picks an option of a Mantine select after typing part of its name. */
export async function choose(scope: Page | Locator, field: Locator, typed: string, option: string) {
  await field.fill(typed);
  const page = "page" in scope ? scope.page() : scope;
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Fills the fields of a form by their labels. */
export async function fillIn(scope: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label).fill(value);
}

/** Opens a section's form for a new entry and fills it in. */
export async function addEntry(card: Locator, addLabel: string, values: Record<string, string>) {
  await card.getByRole("button", { name: addLabel }).click();
  await fillIn(card, values);
}

/** One state of an upload's progress bar: its value and the text of the status around it. */
export interface ProgressSample {
  value: number;
  text: string;
}

/**
 * Records, in the page, every state of the progress bars whose label starts with `prefix` (every
 * change of value or text), until `window.__uploadProgress.stop()` answers them.
 */
const recordProgress = (prefix: string) => `(() => {
  const samples = [];
  const record = () => {
    for (const bar of document.querySelectorAll('[role="progressbar"]')) {
      if (!(bar.getAttribute("aria-label") ?? "").startsWith(${JSON.stringify(prefix)})) continue;
      const text = bar.closest('[role="status"]')?.innerText ?? "";
      samples.push({ value: Number(bar.getAttribute("aria-valuenow")), text: text.replace(/\\s+/g, " ").trim() });
    }
  };
  const observer = new MutationObserver(record);
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  window.__uploadProgress = { stop: () => (observer.disconnect(), samples) };
})()`;

/**
 * Watches the progress bar of an upload, with the upload throttled so the bar is seen to move;
 * answers every state it showed. The bar is found by its label in the page's language.
 */
export async function watchUpload(
  page: Page,
  language: keyof typeof PROFILE_TEXTS,
  start: () => Promise<void>,
): Promise<ProgressSample[]> {
  const prefix = PROFILE_TEXTS[language].upload.progress.split("{{name}}")[0]!;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  await page.evaluate(recordProgress(prefix));
  const bar = page.getByRole("progressbar", { name: new RegExp(`^${prefix}`) });
  await start();
  await bar.first().waitFor();
  await bar.first().waitFor({ state: "detached", timeout: 90_000 });
  const samples = await page.evaluate<ProgressSample[]>("window.__uploadProgress.stop()");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await cdp.detach();
  return samples;
}

/**
 * Publishes a showroom item holding one SoundCloud track through the API the editor uses: a creative's
 * profile is complete only with published work (the editor's own journey is showroom-edit.e2e.ts).
 */
export async function publishFirstWork(context: BrowserContext, title: string): Promise<void> {
  const headers = { "content-type": "application/vnd.api+json" };
  const send = (attributes: Record<string, string>, type: string) => ({
    headers,
    data: { data: { type, attributes } },
  });
  const created = await context.request.post("/api/v1/showroom/items", send({ title }, "showroom_items"));
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  const track = await context.request.post(
    `/api/v1/showroom/items/${id}/soundclouds`,
    send({ track_url: "https://soundcloud.com/atelier-studio/first-light" }, "media"),
  );
  expect(track.status()).toBe(201);
  const published = await context.request.patch(`/api/v1/showroom/items/${id}/publish`, { headers });
  expect(published.status()).toBe(200);
}
