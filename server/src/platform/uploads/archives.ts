import { fileError } from "./errors.ts";

/** Bounds a ZIP's central directory must keep before anything accepts it (SECURITY E4). */
export const ARCHIVE_LIMITS = {
  maxEntries: 1000,
  /** What all entries together may unpack to. */
  maxUnpackedBytes: 100 * 1024 * 1024,
  /** Above this many unpacked bytes, the archive may not be more than `maxRatio` times smaller. */
  ratioFloorBytes: 10 * 1024 * 1024,
  maxRatio: 100,
};

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** The end record's fixed part, and the longest comment that may follow it. */
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const UNIX_HOST = 3;
const SYMLINK_MODE = 0o120000;
const FILE_TYPE_MASK = 0o170000;
const NESTED_ARCHIVE = /\.(zip|jar|7z|rar|gz|tgz|tar|bz2|xz)$/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters in entry names are what it finds
const CONTROL = /[\u0000-\u001f\u007f]/;

export interface ArchiveEntry {
  name: string;
  packedBytes: number;
  unpackedBytes: number;
}

const unreadable = () => fileError(415, "unreadable_archive", "The archive cannot be read.");
const refused = (detail: string) => fileError(422, "unsafe_archive", detail);

function findEndRecord(bytes: Buffer): number {
  const earliest = Math.max(0, bytes.length - END_RECORD_SIZE - MAX_COMMENT);
  for (let at = bytes.length - END_RECORD_SIZE; at >= earliest; at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw unreadable();
}

/** A name that would land outside the folder it is unpacked into, or is no plain file name. */
function isUnsafeName(name: string): boolean {
  if (CONTROL.test(name) || name.startsWith("/") || name.startsWith("\\") || /^[A-Za-z]:/.test(name)) return true;
  return name.split(/[/\\]/).some((segment) => segment === "..");
}

/**
 * Reads a ZIP's central directory, declared sizes and names only, without unpacking anything, and
 * refuses what an unpacker could be hurt by: too many entries, zip bombs (huge or extremely
 * compressed contents), paths leaving the target folder, symbolic links, nested archives.
 * ZIP64 archives, whose sizes do not fit the classic fields, are refused as too large.
 */
export function inspectArchive(bytes: Buffer): ArchiveEntry[] {
  if (bytes.length < END_RECORD_SIZE) throw unreadable();
  const end = findEndRecord(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryStart = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || directoryStart === 0xffffffff) {
    throw refused("The archive is too large to be checked.");
  }
  if (count > ARCHIVE_LIMITS.maxEntries) {
    throw refused(`The archive holds more than ${ARCHIVE_LIMITS.maxEntries} entries.`);
  }
  if (directoryStart + directorySize > end) throw unreadable();

  const entries: ArchiveEntry[] = [];
  let at = directoryStart;
  let unpacked = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw unreadable();
    const host = bytes.readUInt16LE(at + 4) >> 8;
    const packedBytes = bytes.readUInt32LE(at + 20);
    const unpackedBytes = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const mode = bytes.readUInt32LE(at + 38) >>> 16;
    if (at + 46 + nameLength > end) throw unreadable();
    const name = bytes.toString("utf8", at + 46, at + 46 + nameLength);

    if (isUnsafeName(name)) throw refused("The archive holds an entry with an unsafe path.");
    if (host === UNIX_HOST && (mode & FILE_TYPE_MASK) === SYMLINK_MODE) {
      throw refused("The archive holds a symbolic link.");
    }
    if (NESTED_ARCHIVE.test(name)) throw refused("The archive holds another archive.");
    unpacked += unpackedBytes;
    if (unpackedBytes === 0xffffffff || unpacked > ARCHIVE_LIMITS.maxUnpackedBytes) {
      throw refused("The archive unpacks to too much data.");
    }
    entries.push({ name, packedBytes, unpackedBytes });
    at += 46 + nameLength + extraLength + commentLength;
  }
  if (unpacked > ARCHIVE_LIMITS.ratioFloorBytes && unpacked / bytes.length > ARCHIVE_LIMITS.maxRatio) {
    throw refused("The archive is compressed suspiciously well.");
  }
  return entries;
}

/** An Office Open XML word-processing document is a ZIP with a content-type list and a word/ folder. */
export function isWordDocument(entries: ArchiveEntry[]): boolean {
  const names = new Set(entries.map((e) => e.name));
  return names.has("[Content_Types].xml") && entries.some((e) => e.name.startsWith("word/"));
}
