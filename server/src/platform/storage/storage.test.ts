import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import { startS3Peer } from "../../../test/peers/s3-peer.ts";
import { createLocalStorage } from "./local.ts";
import { createS3Storage } from "./s3.ts";
import { InvalidStorageKeyError, isValidStorageKey, newStorageKey, type Storage } from "./storage.ts";

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const s3Peer = await startS3Peer();
const s3Storage = createS3Storage(s3Peer.settings);
const localRoot = await mkdtemp(path.join(tmpdir(), "atelier-files-"));
const localStorage = await createLocalStorage(localRoot);
afterAll(async () => {
  s3Storage.close();
  await s3Peer.close();
  await rm(localRoot, { recursive: true, force: true });
});

describe("storage keys", () => {
  it("accepts server-made keys and refuses traversal, absolute and hidden paths", () => {
    expect(isValidStorageKey(newStorageKey())).toBe(true);
    expect(isValidStorageKey(newStorageKey({ folder: "avatars", extension: "webp" }))).toBe(true);
    for (const bad of ["", "../x", "a/../b", "/etc/passwd", "a//b", ".meta/x", "a/.tmp", "a\\b", "a b", "x..y", "a/"]) {
      expect(isValidStorageKey(bad), bad).toBe(false);
    }
  });

  it("makes a different unguessable key each time", () => {
    const keys = new Set(Array.from({ length: 100 }, () => newStorageKey()));
    expect(keys.size).toBe(100);
    expect([...keys][0]).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe.each([
  ["local", localStorage],
  ["S3", s3Storage],
] as [string, Storage][])("%s storage", (_name, storage) => {
  it("stores bytes with their content type and reads them back", async () => {
    const key = newStorageKey({ folder: "media", extension: "png" });
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 255]);
    await storage.put(key, bytes, { contentType: "image/png" });
    const object = await storage.get(key);
    expect(object).not.toBeNull();
    expect(object?.contentType).toBe("image/png");
    expect(object?.size).toBe(bytes.length);
    expect(object?.contentDisposition).toBeUndefined();
    expect(await readAll(object!.body)).toEqual(bytes);
  });

  it("keeps a content disposition", async () => {
    const key = newStorageKey({ extension: "pdf" });
    await storage.put(key, Buffer.from("%PDF-1.7"), {
      contentType: "application/pdf",
      contentDisposition: 'attachment; filename="cv.pdf"',
    });
    const object = await storage.get(key);
    expect(object?.contentDisposition).toBe('attachment; filename="cv.pdf"');
    await readAll(object!.body);
  });

  it("answers null for a key that holds nothing", async () => {
    expect(await storage.get(newStorageKey())).toBeNull();
  });

  it("deletes an object, and deleting it again is no error", async () => {
    const key = newStorageKey();
    await storage.put(key, Buffer.from("bye"), { contentType: "text/plain" });
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it("refuses keys that are not server-made", async () => {
    for (const key of ["../../etc/passwd", "/etc/passwd", "a/../../b"]) {
      await expect(storage.put(key, Buffer.from("x"), { contentType: "text/plain" })).rejects.toThrow(
        InvalidStorageKeyError,
      );
      await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
    }
  });

  it("serves every object under /files", () => {
    expect(storage.url("media/abc.png")).toBe("/files/media/abc.png");
  });
});

describe("local storage", () => {
  it("keeps the bytes at DATA_DIR/files/<key> and leaves no temporary file behind", async () => {
    const key = newStorageKey({ folder: "gallery", extension: "jpg" });
    await localStorage.put(key, Buffer.from("jpeg bytes"), { contentType: "image/jpeg" });
    expect(await readFile(path.join(localRoot, key), "utf8")).toBe("jpeg bytes");
    expect(await readdir(path.join(localRoot, ".tmp"))).toEqual([]);
  });

  it("leaves neither a partial object nor a temporary file when a write fails", async () => {
    const folder = newStorageKey();
    await localStorage.put(`${folder}/inner`, Buffer.from("x"), { contentType: "text/plain" });
    // The key names a directory now, so moving the finished file into place fails.
    await expect(localStorage.put(folder, Buffer.from("y"), { contentType: "text/plain" })).rejects.toThrow();
    expect(await localStorage.get(folder)).toBeNull();
    expect(await readdir(path.join(localRoot, ".tmp"))).toEqual([]);
  });

  it("removes temporary files a crash left behind, and only old ones", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "atelier-files-"));
    onTestFinished(() => rm(root, { recursive: true, force: true }));
    await mkdir(path.join(root, ".tmp"));
    const stale = path.join(root, ".tmp", "stale");
    await writeFile(stale, "half");
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await utimes(stale, twoHoursAgo, twoHoursAgo);
    await writeFile(path.join(root, ".tmp", "in-progress"), "half");
    await createLocalStorage(root);
    expect(await readdir(path.join(root, ".tmp"))).toEqual(["in-progress"]);
  });
});

describe("S3 storage", () => {
  it("writes the object into the bucket with its content type", async () => {
    const key = newStorageKey({ extension: "webp" });
    await s3Storage.put(key, Buffer.from("webp"), { contentType: "image/webp" });
    const client = new S3Client({
      region: s3Peer.settings.region,
      endpoint: s3Peer.settings.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    const head = await client.send(new HeadObjectCommand({ Bucket: s3Peer.settings.bucket, Key: key }));
    client.destroy();
    expect(head.ContentType).toBe("image/webp");
    expect(head.ContentLength).toBe(4);
  });
});
