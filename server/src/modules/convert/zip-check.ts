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

export type ZipCheck = 'ok' | 'damaged' | 'too-large';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64 = 0xffffffff;

class Damaged extends Error {}
class TooLarge extends Error {}

export function checkZip(bytes: Buffer, maxUncompressed: number): ZipCheck {
  try {
    walk(bytes, maxUncompressed);
    return 'ok';
  } catch (error) {
    if (error instanceof TooLarge) return 'too-large';
    if (error instanceof Damaged) return 'damaged';
    throw error;
  }
}

function walk(bytes: Buffer, maxUncompressed: number): void {
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
  for (let i = 0; i < entries; i++) {
    if (at + 46 > cdStart + cdSize || u32(at) !== CENTRAL) fail();
    const method = u16(at + 10);
    const compressed = u32(at + 20);
    const size = u32(at + 24);
    const local = u32(at + 42);
    if (compressed === ZIP64 || size === ZIP64 || local === ZIP64) fail();
    at += 46 + u16(at + 28) + u16(at + 30) + u16(at + 32);

    // The reader goes by the local header's flags and method: they must agree with the directory.
    if (u32(local) !== LOCAL || (u16(local + 6) & 0x41) !== 0 || u16(local + 8) !== method) fail();
    const dataStart = local + 30 + u16(local + 26) + u16(local + 28);
    if (dataStart + compressed > bytes.length) fail();
    if (method === 8) budget -= inflated(bytes.subarray(dataStart, dataStart + compressed), size, budget);
    else if (method === 0 && compressed === size) budget -= size;
    else fail();
    if (budget < 0) throw new TooLarge();
  }
}

/**
 * The entry inflates completely, to exactly its declared size; what it really holds counts against the budget
 * (a damaged size field is told from a bomb by inflating, stopped at the budget).
 */
function inflated(data: Buffer, size: number, budget: number): number {
  let out: Buffer;
  try {
    out = inflateRawSync(data, { maxOutputLength: Math.max(budget, 0) + 1 });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') throw new TooLarge();
    fail();
  }
  if (out.length !== size) fail();
  return out.length;
}

function fail(): never {
  throw new Damaged();
}
