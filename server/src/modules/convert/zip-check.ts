/**
 * A look at an .xlsx's zip structure before the Excel reader walks it. The reader trusts the zip: on a
 * truncated file (no end-of-central-directory record) it reads garbage counts and offsets and can spin for
 * minutes on a 200-byte upload, and it inflates whatever sizes a file claims. So, the way the reader will
 * walk it: the central directory must be there and inside the file, every entry's data must be inside the
 * file, and every compressed entry must inflate completely to the size it declares, all of them together
 * within `maxUncompressed` bytes (a zip bomb stops here, at that budget). Excel's own password protection is
 * not a zip (it is an OLE2 file), so a zip entry flagged as encrypted is damage too.
 */
import { inflateRawSync } from 'node:zlib';

export type ZipCheck = 'ok' | 'damaged' | 'too-large' | 'too-many-cells';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64 = 0xffffffff;

class Damaged extends Error {}
class TooLarge extends Error {}
class TooManyCells extends Error {}

/**
 * `maxCells`: how many cells the worksheets may hold together (`<c` elements, counted in each sheet's XML as it is
 * inflated): the reader builds an object per cell, so a small file of millions of cells is refused here, before it
 * is read (a 1.2 MB .xlsx can hold a 250 MB sheet of 16 million cells).
 */
export function checkZip(bytes: Buffer, maxUncompressed: number, maxCells = Infinity): ZipCheck {
  try {
    walk(bytes, maxUncompressed, maxCells);
    return 'ok';
  } catch (error) {
    if (error instanceof TooLarge) return 'too-large';
    if (error instanceof TooManyCells) return 'too-many-cells';
    if (error instanceof Damaged) return 'damaged';
    throw error;
  }
}

const SHEET = /^xl\/worksheets\/[^/]+\.xml$/;

function walk(bytes: Buffer, maxUncompressed: number, maxCells: number): void {
  const u16 = (at: number) => (at + 2 <= bytes.length ? bytes.readUInt16LE(at) : fail());
  const u32 = (at: number) => (at + 4 <= bytes.length ? bytes.readUInt32LE(at) : fail());

  // The reader takes the last end-of-central-directory signature in the file: so do we.
  let eocd = bytes.length - 22;
  while (eocd >= 0 && bytes.readUInt32LE(eocd) !== EOCD) eocd--;
  if (eocd < 0) fail();
  const entries = u16(eocd + 8);
  const cdSize = u32(eocd + 12);
  const cdStart = u32(eocd + 16);
  if (entries === 0 || entries !== u16(eocd + 10) || cdStart === ZIP64 || cdStart + cdSize > eocd) fail();

  let at = cdStart;
  let budget = maxUncompressed;
  let cells = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > cdStart + cdSize || u32(at) !== CENTRAL) fail();
    const method = u16(at + 10);
    const compressed = u32(at + 20);
    const size = u32(at + 24);
    const local = u32(at + 42);
    if (compressed === ZIP64 || size === ZIP64 || local === ZIP64) fail();
    const nameLength = u16(at + 28);
    if (at + 46 + nameLength > bytes.length) fail();
    const sheet = SHEET.test(bytes.toString('latin1', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + u16(at + 30) + u16(at + 32);

    // The reader goes by the local header's flags and method: they must agree with the directory.
    if (u32(local) !== LOCAL || (u16(local + 6) & 0x41) !== 0 || u16(local + 8) !== method) fail();
    const dataStart = local + 30 + u16(local + 26) + u16(local + 28);
    if (dataStart + compressed > bytes.length) fail();
    let content: Buffer;
    if (method === 8) content = inflated(bytes.subarray(dataStart, dataStart + compressed), size, budget);
    else if (method === 0 && compressed === size) content = bytes.subarray(dataStart, dataStart + compressed);
    else fail();
    budget -= content.length;
    if (budget < 0) throw new TooLarge();
    if (sheet && (cells += cellsIn(content)) > maxCells) throw new TooManyCells();
  }
}

const LT = 0x3c,
  C = 0x63;

/** The `<c>` elements of a sheet's XML (`<c r="A1">`, `<c>`, `<c/>`; not `<col>` nor `<cfRule>`). */
function cellsIn(xml: Buffer): number {
  let count = 0;
  for (let at = xml.indexOf(LT); at >= 0 && at + 2 < xml.length; at = xml.indexOf(LT, at + 1)) {
    if (xml[at + 1] !== C) continue;
    const next = xml[at + 2];
    if (next === 0x20 || next === 0x3e || next === 0x2f || next === 0x09 || next === 0x0a || next === 0x0d) count++;
  }
  return count;
}

/**
 * The entry inflates completely, to exactly its declared size; what it really holds counts against the budget
 * (a damaged size field is told from a bomb by inflating, stopped at the budget).
 */
function inflated(data: Buffer, size: number, budget: number): Buffer {
  let out: Buffer;
  try {
    out = inflateRawSync(data, { maxOutputLength: Math.max(budget, 0) + 1 });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') throw new TooLarge();
    fail();
  }
  if (out.length !== size) fail();
  return out;
}

function fail(): never {
  throw new Damaged();
}
