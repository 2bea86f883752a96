import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, t=2, p=1): OWASP's recommended minimum.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verified against when the username does not exist, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(password: string, passwordHash: string | undefined): Promise<boolean> {
  dummyHash ??= hash('no-such-account-dummy-password');
  try {
    const ok = await verify(passwordHash ?? (await dummyHash), password);
    return ok && passwordHash !== undefined;
  } catch {
    return false;
  }
}
