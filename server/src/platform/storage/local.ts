import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { assertValidStorageKey, type Storage, type StoredObjectMeta, storageUrl } from "./storage.ts";

/** Temp files older than this were left by a crash; younger ones may belong to a write in progress. */
const STALE_TEMP_MS = 60 * 60 * 1000;

const isMissing = (e: unknown) => ["ENOENT", "ENOTDIR", "EISDIR"].includes((e as { code?: string }).code ?? "");

/**
 * Files on local disk: the bytes at `<root>/<key>`, their content type beside them under
 * `<root>/.meta`. Keys never start with a dot, so neither `.meta` nor `.tmp` can be reached by a key.
 */
export async function createLocalStorage(root: string): Promise<Storage> {
  const base = path.resolve(root);
  const tmpDir = path.join(base, ".tmp");
  const metaDir = path.join(base, ".meta");
  await mkdir(tmpDir, { recursive: true });
  await sweepStaleTemp(tmpDir);

  const bodyPath = (key: string) => path.join(base, key);
  const metaPath = (key: string) => path.join(metaDir, `${key}.json`);

  /** Readers see the whole file or none of it: write aside, flush to disk, then rename into place. */
  async function writeAtomic(target: string, data: Buffer | string): Promise<void> {
    await mkdir(path.dirname(target), { recursive: true });
    const tmp = path.join(tmpDir, randomBytes(12).toString("hex"));
    try {
      const handle = await open(tmp, "wx");
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(tmp, target);
    } catch (e) {
      await rm(tmp, { force: true });
      throw e;
    }
  }

  return {
    async put(key, body, meta) {
      assertValidStorageKey(key);
      const stored: StoredObjectMeta = { contentType: meta.contentType, contentDisposition: meta.contentDisposition };
      // The body is renamed in last: an object exists once its bytes exist, and then its metadata does too.
      await writeAtomic(metaPath(key), JSON.stringify(stored));
      try {
        await writeAtomic(bodyPath(key), body);
      } catch (e) {
        await rm(metaPath(key), { force: true });
        throw e;
      }
    },

    async get(key) {
      assertValidStorageKey(key);
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(bodyPath(key), "r");
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
      try {
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return null;
        }
        const meta = await readMeta(metaPath(key));
        return { body: handle.createReadStream(), size: info.size, ...meta };
      } catch (e) {
        await handle.close();
        throw e;
      }
    },

    async delete(key) {
      assertValidStorageKey(key);
      await rm(bodyPath(key), { force: true });
      await rm(metaPath(key), { force: true });
    },

    url: storageUrl,
  };
}

async function readMeta(file: string): Promise<StoredObjectMeta> {
  try {
    const parsed = JSON.parse(await readFile(file, "utf8")) as Partial<StoredObjectMeta>;
    return {
      contentType: typeof parsed.contentType === "string" ? parsed.contentType : "application/octet-stream",
      ...(typeof parsed.contentDisposition === "string" ? { contentDisposition: parsed.contentDisposition } : {}),
    };
  } catch (e) {
    if (isMissing(e)) return { contentType: "application/octet-stream" };
    throw e;
  }
}

async function sweepStaleTemp(tmpDir: string): Promise<void> {
  const cutoff = Date.now() - STALE_TEMP_MS;
  for (const name of await readdir(tmpDir)) {
    const file = path.join(tmpDir, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < cutoff) await rm(file, { force: true });
  }
}
