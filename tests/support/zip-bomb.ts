/**
 * ZIP archives written byte by byte, to try the quick-order reader's limits: parts that unzip to
 * a thousand times what they weigh, unzipped sizes that lie, many parts. Deflated with node:zlib;
 * a content given twice (the same Uint8Array) is deflated once.
 */
import { unzipSync } from "fflate";
import { crc32, deflateRawSync } from "node:zlib";
import { xlsxFile } from "./xlsx-file";

export type ZipPart = {
  name: string;
  content: Uint8Array;
  /** The unzipped size the headers declare, when it should lie. */
  declaredSize?: number;
  /** Compressed bytes to store in place of the content's (a broken stream). */
  compressed?: Uint8Array;
};

const deflated = new WeakMap<Uint8Array, { data: Uint8Array; crc: number }>();

function deflate(content: Uint8Array): { data: Uint8Array; crc: number } {
  let known = deflated.get(content);
  if (!known) {
    known = { data: deflateRawSync(content, { level: 9 }), crc: crc32(content) };
    deflated.set(content, known);
  }
  return known;
}

/** `size` bytes of spaces: they deflate about a thousand to one. */
export function spaces(size: number): Uint8Array {
  return new Uint8Array(size).fill(0x20);
}

/** The parts of a small workbook of these rows (xlsxFile), to zip again among others. */
export function workbookParts(rows: (string | number)[][], options?: Parameters<typeof xlsxFile>[1]): ZipPart[] {
  return Object.entries(unzipSync(xlsxFile(rows, options))).map(([name, content]) => ({ name, content }));
}

/** A ZIP archive (deflate, no data descriptors) of these parts, in order. */
export function zipArchive(parts: ZipPart[]): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const locals: Uint8Array[] = [];
  const directory: Uint8Array[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = encoder.encode(part.name);
    const { data: deflatedData, crc } = deflate(part.content);
    const data = part.compressed ?? deflatedData;
    const size = part.declaredSize ?? part.content.length;
    const local = new Uint8Array(30 + name.length);
    const header = new DataView(local.buffer);
    header.setUint32(0, 0x04034b50, true);
    header.setUint16(4, 20, true);
    header.setUint16(8, 8, true);
    header.setUint32(14, crc, true);
    header.setUint32(18, data.length, true);
    header.setUint32(22, size, true);
    header.setUint16(26, name.length, true);
    local.set(name, 30);
    const entry = new Uint8Array(46 + name.length);
    const central = new DataView(entry.buffer);
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, 20, true);
    central.setUint16(6, 20, true);
    central.setUint16(10, 8, true);
    central.setUint32(16, crc, true);
    central.setUint32(20, data.length, true);
    central.setUint32(24, size, true);
    central.setUint16(28, name.length, true);
    central.setUint32(42, offset, true);
    entry.set(name, 46);
    locals.push(local, data);
    directory.push(entry);
    offset += local.length + data.length;
  }
  const directorySize = directory.reduce((sum, entry) => sum + entry.length, 0);
  const end = new Uint8Array(22);
  const record = new DataView(end.buffer);
  record.setUint32(0, 0x06054b50, true);
  record.setUint16(8, parts.length, true);
  record.setUint16(10, parts.length, true);
  record.setUint32(12, directorySize, true);
  record.setUint32(16, offset, true);
  const archive = new Uint8Array(offset + directorySize + end.length);
  let at = 0;
  for (const chunk of [...locals, ...directory, end]) {
    archive.set(chunk, at);
    at += chunk.length;
  }
  return archive;
}
