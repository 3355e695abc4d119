import { expect } from "vitest";

/** The headers Helmet sets on every answer; a reply made past the hooks would lack them. */
export function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
}

/** What every API answer carries beside them: it is never cached, and it runs and frames nothing. */
export function expectApiHeaders(headers: Record<string, unknown>) {
  expect(headers["cache-control"]).toBe("no-store");
  expect(headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
}
