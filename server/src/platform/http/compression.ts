import { pipeline, Readable } from "node:stream";
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

export type Encoding = "br" | "gzip";

/**
 * Every write is flushed, so that a page still streaming reaches the browser part by part;
 * Brotli's quality 4 costs about what gzip does, far less than its default 11.
 */
const BROTLI = { flush: constants.BROTLI_OPERATION_FLUSH, params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP = { flush: constants.Z_SYNC_FLUSH };

/**
 * API replies and the web app's assets travel compressed when the client accepts it: Brotli, else
 * gzip. Server-rendered pages come from the not-found handler, which the plugin does not reach; the
 * web mount compresses them with `negotiateEncoding` and `compressPage`.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { encodings: ["br", "gzip"], brotliOptions: BROTLI, zlibOptions: GZIP });
}

/** The preferred encoding an Accept-Encoding header allows (q above 0, `*` for the unnamed), if any. */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [coding = "", ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    weights.set(coding, q ? Number(q.slice(2)) : 1);
  }
  const weight = (coding: Encoding) => weights.get(coding) ?? weights.get("*") ?? 0;
  const allowed = (["br", "gzip"] as const).filter((coding) => weight(coding) > 0);
  return allowed.sort((a, b) => weight(b) - weight(a))[0] ?? null;
}

/** How long a page may take, after its first bytes, to be compressed whole. */
export const PAGE_SETTLE_MS = 20;

const LATE = Symbol("late");

/**
 * A streamed page, compressed. Almost every page ends a moment after its first bytes (the shell,
 * then the router's data scripts): it is compressed in one go, a fraction of what compressing its
 * parts one by one on zlib's thread pool costs (about 3 ms a page). A page still streaming after
 * PAGE_SETTLE_MS (deferred data) goes on as a compressed stream, part by part.
 */
export async function compressPage(page: ReadableStream<Uint8Array>, encoding: Encoding): Promise<Buffer | Readable> {
  const reader = page.getReader();
  const parts: Uint8Array[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), PAGE_SETTLE_MS);
  });
  try {
    for (;;) {
      const next = reader.read();
      const read = await Promise.race([next, late]);
      if (read === LATE) {
        async function* rest() {
          try {
            yield Buffer.concat(parts);
            for (let r = await next; !r.done; r = await reader.read()) yield r.value;
          } finally {
            // Also when the browser went away before the page ended.
            void reader.cancel().catch(() => {});
          }
        }
        const stream = encoding === "br" ? createBrotliCompress(BROTLI) : createGzip(GZIP);
        // A failure mid-page ends both streams; React reports its own render errors.
        return pipeline(Readable.from(rest()), stream, () => {});
      }
      if (read.done) {
        const whole = Buffer.concat(parts);
        return encoding === "br" ? brotliCompressSync(whole, { params: BROTLI.params }) : gzipSync(whole);
      }
      parts.push(read.value);
    }
  } finally {
    clearTimeout(timer);
  }
}

/** Below this a reply travels as it is: compressing it saves less than it costs (the plugin's own threshold). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * A reply's body kept to be sent many times (what the visitor cache keeps): its bytes, and each
 * compressed form made once, the first time a client asks for it, instead of on every reply.
 */
export class KeptBody {
  readonly bytes: Buffer;
  private readonly forms = new Map<Encoding, Buffer>();

  constructor(
    text: string,
    /** Headers the reply carries beside its body (an ETag). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    this.bytes = Buffer.from(text);
  }

  /** Sends the body in the form the request accepts, with its headers; the reply's type is the caller's. */
  send(req: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.headers(this.headers);
    if (this.bytes.length < COMPRESS_FROM_BYTES) return reply.send(this.bytes);
    const vary = reply.getHeader("vary");
    reply.header("vary", vary ? `${vary}, accept-encoding` : "accept-encoding");
    const encoding = negotiateEncoding(req.headers["accept-encoding"]);
    if (!encoding) return reply.send(this.bytes);
    let form = this.forms.get(encoding);
    if (!form) {
      form = encoding === "br" ? brotliCompressSync(this.bytes, { params: BROTLI.params }) : gzipSync(this.bytes);
      this.forms.set(encoding, form);
    }
    // A reply already encoded passes the compression plugin untouched.
    return reply.header("content-encoding", encoding).send(form);
  }
}
