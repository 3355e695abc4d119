import { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { Config } from "../../config.ts";
import { assertValidStorageKey, type Storage, storageUrl } from "./storage.ts";

export type S3Settings = NonNullable<Config["s3"]>;

/** Files in an S3-compatible bucket, served through the app's own /files route like local files. */
export function createS3Storage(settings: S3Settings): Storage & { close(): void } {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where the API demands them: many S3-compatible stores refuse the newer
    // trailing-checksum uploads the SDK sends by default.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const bucket = settings.bucket;

  return {
    async put(key, body, meta) {
      assertValidStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentLength: body.length,
          ContentType: meta.contentType,
          ContentDisposition: meta.contentDisposition,
        }),
      );
    },

    async get(key) {
      assertValidStorageKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(res.Body instanceof Readable)) throw new Error("The S3 client returned no readable body.");
        return {
          body: res.Body,
          contentType: res.ContentType ?? "application/octet-stream",
          ...(res.ContentDisposition ? { contentDisposition: res.ContentDisposition } : {}),
          size: res.ContentLength ?? 0,
        };
      } catch (e) {
        if (e instanceof NoSuchKey) return null;
        throw e;
      }
    },

    async delete(key) {
      assertValidStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    url: storageUrl,

    close() {
      client.destroy();
    },
  };
}
