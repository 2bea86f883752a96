/**
 * An .xlsx saved with Excel's "Encrypt with Password" (docs/formats.md, Convert Mutasi: password-protected
 * workbooks) is an OLE2 container holding two streams, EncryptionInfo and EncryptedPackage; the package is the real
 * .xlsx, encrypted (ECMA-376 Standard or Agile). With the user's password it is decrypted by officecrypto-tool, and
 * what comes out is read and checked as any uploaded .xlsx (the zip check and its size budget included). The
 * password is used here only: never logged, stored or sent back.
 */
import CFB from 'cfb';
import officeCrypto from 'officecrypto-tool';
import { affordableEncryption } from './encryption-info.ts';
import { CONVERT_MSG } from './messages.ts';
import { isOle2, isZip } from './workbook.ts';

export type Unlocked = { ok: true; bytes: Uint8Array } | { ok: false; error: string };

/** What officecrypto-tool throws for a wrong password (both encryptions). */
const WRONG_PASSWORD = 'The password is incorrect';

const refused = (error: string): Unlocked => ({ ok: false, error });

/**
 * The workbook's bytes, decrypted when Excel encrypted them; any other file unchanged (a password sent with it is
 * ignored), for the reader to accept or refuse as before.
 */
export async function unlockWorkbook(bytes: Uint8Array, password: string | null): Promise<Unlocked> {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const info = encryptionInfo(file);
  if (!info) return { ok: true, bytes };
  if (!password) return refused(CONVERT_MSG.passwordNeeded);
  if (!affordableEncryption(info)) return refused(CONVERT_MSG.encryptionUnsupported);
  let plain: Buffer;
  try {
    plain = await officeCrypto.decrypt(file, { password });
  } catch (error) {
    // Anything but a wrong password is a damaged container (the library's messages name no password).
    return refused(error instanceof Error && error.message === WRONG_PASSWORD ? CONVERT_MSG.wrongPassword : CONVERT_MSG.unreadable);
  }
  return isZip(plain) ? { ok: true, bytes: plain } : refused(CONVERT_MSG.unreadable);
}

/** The EncryptionInfo stream of an encrypted .xlsx, or null for any other file (an .xls, a damaged container). */
function encryptionInfo(file: Buffer): Uint8Array | null {
  if (!isOle2(file)) return null;
  try {
    const container = CFB.read(file, { type: 'buffer' });
    const info = CFB.find(container, '/EncryptionInfo');
    return info && CFB.find(container, '/EncryptedPackage') ? Uint8Array.from(info.content) : null;
  } catch {
    return null;
  }
}
