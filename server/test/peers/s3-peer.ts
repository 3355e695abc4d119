import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../../src/platform/storage/s3.ts";

export interface S3Peer {
  /** The settings that point the S3 storage driver at this endpoint. */
  settings: S3Settings;
  close(): Promise<void>;
}

/** A real S3 endpoint (s3rver) on a free loopback port, with one empty bucket in a temporary directory. */
export async function startS3Peer(bucket = "atelier-test"): Promise<S3Peer> {
  const directory = await mkdtemp(path.join(tmpdir(), "atelier-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      // s3rver's fixed credentials; it checks request signatures like S3 does.
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
