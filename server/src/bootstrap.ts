import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import { recordActivity } from './modules/activity/record.ts';
import { hashPassword } from './modules/auth/passwords.ts';
import { anyAccountExists, insertFirstAdmin } from './modules/accounts/repo.ts';
import { seedWhitelist } from './modules/whitelist/repo.ts';

/** JWT_SECRET, or one generated on first start and kept in DATA_DIR so sessions survive restarts. */
export function resolveJwtSecret(config: Config): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const file = path.resolve(config.DATA_DIR, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

export interface FirstAdmin {
  username: string;
  /** Set only when the password was generated: it must be shown once. */
  generatedPassword?: string;
}

/** Creates the first ADMIN when no account exists. Returns what was created, if anything. */
export async function ensureFirstAdmin(db: Db, adminPassword: string | undefined): Promise<FirstAdmin | null> {
  const password = adminPassword ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    if (await anyAccountExists(trx)) return null;
    const id = await insertFirstAdmin(trx, passwordHash);
    if (id === undefined) return null;
    await recordActivity(trx, { id, name: 'admin', role: 'ADMIN', websiteCode: null }, 'Akun ADMIN pertama dibuat saat instalasi');
    return { username: 'admin', generatedPassword: adminPassword ? undefined : password };
  });
}

export async function bootstrap(db: Db, config: Config): Promise<FirstAdmin | null> {
  await seedWhitelist(db, config.ALLOWED_IPS);
  return ensureFirstAdmin(db, config.ADMIN_PASSWORD);
}
