import { JSONAPI_MEDIA_TYPE } from "@atelier/common";

/** A small, unique, idempotency-free write every installation accepts: reporting a missing translation. */
export const MISSING_KEY_PATH = "/api/i18n/missing";

export const missingKeyDocument = (key: string): string =>
  JSON.stringify({ data: { type: "missing_translations", attributes: { key, locale: "en", route: "/" } } });

/** Resolves whether the server acknowledged the write with a 2xx; rejects when the server is unreachable. */
export async function reportMissingKey(baseUrl: string, key: string): Promise<boolean> {
  const res = await fetch(`${baseUrl}${MISSING_KEY_PATH}`, {
    method: "POST",
    // The app's own page reports missing keys; APP_URL of a test process is its base address.
    headers: { "content-type": JSONAPI_MEDIA_TYPE, origin: baseUrl },
    body: missingKeyDocument(key),
  });
  await res.arrayBuffer();
  return res.ok;
}
