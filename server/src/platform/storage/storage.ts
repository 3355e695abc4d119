import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";

export interface StoredObjectMeta {
  contentType: string;
  contentDisposition?: string;
}

export interface StoredObject {
  body: Readable;
  contentType: string;
  contentDisposition?: string;
  size: number;
}

/** Where uploaded bytes live: local disk by default, an S3-compatible bucket when configured. */
export interface Storage {
  put(key: string, body: Buffer, meta: StoredObjectMeta): Promise<void>;
  /** The object, or null when no object has that key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** The app path serving the object; the same for every driver. */
  url(key: string): string;
}

export const FILES_PATH = "/files";

/**
 * Keys are made by the server, so anything outside this shape is refused rather than cleaned:
 * path segments that start with a letter or digit can be neither "." nor "..", nor hidden.
 */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}(?:\/[A-Za-z0-9][A-Za-z0-9_.-]{0,127}){0,7}$/;

export function isValidStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes("..");
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 200))}`);
  }
}

/** A fresh unguessable key, optionally under a folder and with an extension (both server-chosen). */
export function newStorageKey(opts: { folder?: string; extension?: string } = {}): string {
  const name = randomBytes(16).toString("hex") + (opts.extension ? `.${opts.extension}` : "");
  const key = opts.folder ? `${opts.folder}/${name}` : name;
  assertValidStorageKey(key);
  return key;
}

export function storageUrl(key: string): string {
  return `${FILES_PATH}/${key.split("/").map(encodeURIComponent).join("/")}`;
}
