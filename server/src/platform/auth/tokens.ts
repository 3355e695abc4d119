import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** 256 random bits, URL-safe: used for session, reset, confirmation and settings tokens. */
export const newToken = (): string => randomBytes(32).toString("base64url");

/** Only this digest of a token is stored, so a database dump holds no usable token. */
export const hashToken = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex");

export function safeEqual(a: string, b: string): boolean {
  const ba = Buffer.from(a);
  const bb = Buffer.from(b);
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}
