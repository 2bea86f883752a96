/**
 * Whether the server may try a password on an encrypted .xlsx, judged from its EncryptionInfo stream before any key
 * is derived (docs/formats.md, Convert Mutasi: password-protected workbooks). MS-OFFCRYPTO: the stream opens with a
 * version, major and minor, two bytes each.
 * - Standard encryption (minor 2): AES-128 with a key from 50,000 SHA-1 rounds, fixed by the spec.
 * - Agile encryption (4.4, what Excel 2010 and later write): an XML after 8 bytes that names its own number of hash
 *   rounds (`spinCount`) and its key and block sizes. The rounds run on the server's one thread, three times per
 *   try, so a file may ask at most what Excel, LibreOffice and Apache POI write (100,000: under a second); the
 *   sizes are bounded too, as the decryption allocates by them. Numbers must be written as plain digits.
 * - Anything else (extensible encryption, a damaged header): not tried.
 */
export type EncryptionKind = 'standard' | 'agile';

export const MAX_SPIN_COUNT = 100_000;

/** The Agile XML's numbers the decryption uses, with the most each may be. */
const AGILE_LIMITS: Readonly<Record<string, number>> = { spinCount: MAX_SPIN_COUNT, keyBits: 512, blockSize: 4096 };

/** Real EncryptionInfo streams are about 1 KB; a bigger one is not parsed. */
const MAX_INFO_BYTES = 64 * 1024;

const AGILE_NUMBER = /\b(spinCount|keyBits|blockSize)\s*=\s*(["'])(.*?)\2/g;

/** The encryption an EncryptionInfo stream describes, or null when it is not one the server will try. */
export function affordableEncryption(info: Uint8Array): EncryptionKind | null {
  if (info.length < 8 || info.length > MAX_INFO_BYTES) return null;
  const major = info[0]! | (info[1]! << 8);
  const minor = info[2]! | (info[3]! << 8);
  if (minor === 2 && major >= 2 && major <= 4) return 'standard';
  if (major !== 4 || minor !== 4) return null;
  // Decoded as the decryption library decodes it (UTF-8 after the 8-byte prefix).
  const xml = Buffer.from(info.buffer, info.byteOffset, info.byteLength).subarray(8).toString('utf8');
  for (const [, name, , value] of xml.matchAll(AGILE_NUMBER)) {
    if (!/^\d{1,9}$/.test(value!) || Number(value) > AGILE_LIMITS[name!]!) return null;
  }
  return 'agile';
}
