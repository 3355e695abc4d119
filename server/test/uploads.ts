import { deflateSync } from "node:zlib";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import sharp from "sharp";

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export async function multipartBody(
  file: Buffer,
  opts: { field?: string; fileName?: string; type?: string; extra?: Record<string, string> } = {},
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(opts.extra ?? {})) form.append(name, value);
  form.append(
    opts.field ?? "file",
    new Blob([new Uint8Array(file)], { type: opts.type ?? "application/octet-stream" }),
    opts.fileName ?? "upload",
  );
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get("content-type") ?? "",
  };
}

/** POSTs a file the way the web's upload does (multipart field `file`). */
export async function upload(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  file: Buffer,
  opts: Parameters<typeof multipartBody>[1] & { method?: "POST" | "PATCH" } = {},
): Promise<LightMyRequestResponse> {
  const body = await multipartBody(file, opts);
  return app.inject({
    method: opts.method ?? "POST",
    url,
    headers: { ...headers, "content-type": body.contentType },
    payload: body.payload,
  });
}

/** A real image of the given size and format, with a colour gradient so crops differ. */
export function imageOf(
  width: number,
  height: number,
  format: "png" | "jpeg" | "gif" | "webp" = "png",
  opts: { exif?: Record<string, Record<string, string>>; orientation?: number } = {},
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = Math.floor((x / width) * 255);
      pixels[i + 1] = Math.floor((y / height) * 255);
      pixels[i + 2] = 128;
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (opts.exif || opts.orientation) {
    image = image.withMetadata({ ...(opts.orientation ? { orientation: opts.orientation } : {}) });
    if (opts.exif) image = image.withExif(opts.exif);
  }
  return image.toFormat(format).toBuffer();
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb in a few hundred bytes: a PNG whose header declares `width` x `height`
 * pixels, with one compressed row of image data. Only a decoder that trusts the header is hurt.
 */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(width + 1))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

interface ZipEntry {
  name: string;
  data?: Buffer;
  /** Declared instead of the data's real sizes, as a bomb or a lying archive does. */
  declaredSize?: number;
  /** Unix mode bits; 0o120777 marks a symbolic link. */
  mode?: number;
}

/** A ZIP archive built by hand (stored entries), so that tests can write what no zip tool would. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = entry.data ?? Buffer.alloc(0);
    const name = Buffer.from(entry.name, "utf8");
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(entry.declaredSize ?? data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE((3 << 8) | 20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(data.length, 20);
    record.writeUInt32LE(entry.declaredSize ?? data.length, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(((entry.mode ?? 0o100644) << 16) >>> 0, 38);
    record.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    central.push(record, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A minimal Word document: what tells a .docx apart from any other ZIP. */
export const docxOf = (text = "Curriculum vitae") =>
  zipOf([
    { name: "[Content_Types].xml", data: Buffer.from('<?xml version="1.0"?><Types/>') },
    { name: "word/document.xml", data: Buffer.from(`<w:document><w:t>${text}</w:t></w:document>`) },
  ]);

/** A one-page PDF, small but well formed. */
export const pdfOf = (text = "CV") =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    "latin1",
  );

/** A 24-bit BMP of one colour, written by hand (sharp reads no BMP). */
export function bmpOf(width: number, height: number): Buffer {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const pixels = Buffer.alloc(rowSize * height, 0x7f);
  const header = Buffer.alloc(54);
  header.write("BM", 0, "latin1");
  header.writeUInt32LE(54 + pixels.length, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(width, 18);
  header.writeInt32LE(height, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  header.writeUInt32LE(pixels.length, 34);
  return Buffer.concat([header, pixels]);
}

/** The start of a Word 97-2003 file: the compound-file signature and a WordDocument stream entry. */
export function wordDocOf(): Buffer {
  const file = Buffer.alloc(2048);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  Buffer.from("WordDocument", "utf16le").copy(file, 1024);
  return file;
}
