import { Inflate } from "fflate";

/**
 * Random access to the files of a ZIP archive held in memory, for reading a few parts of an
 * uploaded workbook: the central directory is read first (how many files, where each starts),
 * and a file is inflated only when asked for, against a budget of bytes shared by the whole
 * archive. Inflation stops as soon as the budget is spent, whatever size the archive declares.
 */

/** A file of the archive, as its central directory lists it. */
export type ZipEntry = {
  name: string;
  /** 0 stored, 8 deflated; other methods are not read. */
  method: number;
  flags: number;
  compressedSize: number;
  /** The size the archive declares once unzipped (not trusted: inflation counts the real bytes). */
  size: number;
  /** Where the file's local header starts. */
  offset: number;
};

/** The archive holds more files than allowed, or its files unzip to more bytes than the budget. */
export class ZipLimitError extends Error {
  override name = "ZipLimitError";
  constructor(readonly limit: "entries" | "bytes") {
    super(limit === "entries" ? "Too many files in the archive" : "The archive unzips past its byte budget");
  }
}

/** The bytes are not a ZIP archive this reader takes (truncated, encrypted, multi-disk, ZIP64, unknown compression). */
export class ZipFormatError extends Error {
  override name = "ZipFormatError";
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
/** Compressed bytes given to the inflater at a time: DEFLATE expands 1 byte to at most 1032, so a push yields at most ~1 MB. */
const INFLATE_STEP = 1024;

function u16(bytes: Uint8Array, at: number): number {
  return bytes[at]! | (bytes[at + 1]! << 8);
}

function u32(bytes: Uint8Array, at: number): number {
  return (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;
}

function endOfDirectory(bytes: Uint8Array): number {
  const last = bytes.length - END_RECORD_BYTES;
  for (let at = last; at >= 0 && at >= last - MAX_COMMENT_BYTES; at--) {
    if (u32(bytes, at) === END_OF_DIRECTORY && at + END_RECORD_BYTES + u16(bytes, at + 20) <= bytes.length) return at;
  }
  throw new ZipFormatError("No end of central directory");
}

/** The archive's files by name (the first of a repeated name), refusing more than `maxEntries`. */
export function zipEntries(bytes: Uint8Array, maxEntries: number): Map<string, ZipEntry> {
  const end = endOfDirectory(bytes);
  const count = u16(bytes, end + 10);
  const directorySize = u32(bytes, end + 12);
  const directoryOffset = u32(bytes, end + 16);
  if (u16(bytes, end + 4) !== 0 || u16(bytes, end + 6) !== 0 || u16(bytes, end + 8) !== count) throw new ZipFormatError("Multi-disk archive");
  if (count === 0xffff || directoryOffset === 0xffffffff || directorySize === 0xffffffff) throw new ZipFormatError("ZIP64 archive");
  if (count > maxEntries) throw new ZipLimitError("entries");
  if (directoryOffset + directorySize > end) throw new ZipFormatError("Central directory out of bounds");

  const entries = new Map<string, ZipEntry>();
  const decoder = new TextDecoder();
  let at = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || u32(bytes, at) !== DIRECTORY_ENTRY) throw new ZipFormatError("Broken central directory");
    const nameLength = u16(bytes, at + 28);
    const next = at + 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
    if (next > end) throw new ZipFormatError("Broken central directory");
    const entry: ZipEntry = {
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      flags: u16(bytes, at + 8),
      method: u16(bytes, at + 10),
      compressedSize: u32(bytes, at + 20),
      size: u32(bytes, at + 24),
      offset: u32(bytes, at + 42),
    };
    if (!entries.has(entry.name)) entries.set(entry.name, entry);
    at = next;
  }
  return entries;
}

/** What is left to unzip for one archive: every file read takes its real unzipped size from it. */
export type UnzipBudget = { bytesLeft: number };

function compressedData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const { offset } = entry;
  if (offset + 30 > bytes.length || u32(bytes, offset) !== LOCAL_HEADER) throw new ZipFormatError(`No local header for ${entry.name}`);
  const start = offset + 30 + u16(bytes, offset + 26) + u16(bytes, offset + 28);
  const end = start + entry.compressedSize;
  if (entry.compressedSize === 0xffffffff || entry.size === 0xffffffff || end > bytes.length) throw new ZipFormatError(`${entry.name} out of bounds`);
  return bytes.subarray(start, end);
}

function inflateWithin(data: Uint8Array, budget: UnzipBudget, name: string): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    if (total <= budget.bytesLeft) chunks.push(chunk);
  });
  try {
    for (let at = 0; at < data.length || at === 0; at += INFLATE_STEP) {
      const end = Math.min(at + INFLATE_STEP, data.length);
      inflater.push(data.subarray(at, end), end === data.length);
      if (total > budget.bytesLeft) throw new ZipLimitError("bytes");
    }
  } catch (error) {
    if (error instanceof ZipLimitError) throw error;
    throw new ZipFormatError(`${name} is not valid DEFLATE data`);
  }
  budget.bytesLeft -= total;
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * The unzipped bytes of one file of the archive, taken from the budget. A file that declares more
 * than the budget has left is refused before any inflation; one that declares less but unzips to
 * more is stopped within about a megabyte past the budget.
 */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntry, budget: UnzipBudget): Uint8Array {
  if (entry.flags & 0x1) throw new ZipFormatError(`${entry.name} is encrypted`);
  if (entry.size > budget.bytesLeft) throw new ZipLimitError("bytes");
  const data = compressedData(bytes, entry);
  if (entry.method === 0) {
    if (data.length > budget.bytesLeft) throw new ZipLimitError("bytes");
    budget.bytesLeft -= data.length;
    return data;
  }
  if (entry.method !== 8) throw new ZipFormatError(`${entry.name} uses compression method ${entry.method}`);
  return inflateWithin(data, budget, entry.name);
}
