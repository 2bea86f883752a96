import { z } from 'zod';
import { IPV4_PATTERN } from '@auto-checker/contract';

const bool = (name: string) =>
  z.enum(['true', 'false', '1', '0', 'yes', 'no'], { error: `${name} must be true or false` }).transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * TRUST_PROXY: 'false' (default: X-Forwarded-For is ignored), 'true' (believe every proxy),
 * a hop count, or a comma-separated list of proxy addresses/CIDRs to believe.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): boolean | number | string[] => {
    if (v === '' || v === 'false' || v === '0') return false;
    if (v === 'true') return true;
    if (/^\d+$/.test(v)) return Number(v);
    const list = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (list.every((s) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(s))) return list;
    ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be true, false, a hop count or a list of addresses' });
    return z.NEVER;
  });

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'PORT must be a number' }).int().min(1).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must have at least 8 characters').optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must have at least 32 characters').optional(),
  SESSION_HOURS: z.coerce
    .number({ error: 'SESSION_HOURS must be a number' })
    .positive()
    .max(24 * 30)
    .default(12),
  TRUST_PROXY: trustProxy.default(false),
  ALLOWED_IPS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((ip) => IPV4_PATTERN.test(ip)), 'ALLOWED_IPS must be a comma-separated list of IPv4 addresses'),
  COOKIE_SECURE: bool('COOKIE_SECURE').default(false),
  MAX_UPLOAD_MB: z.coerce.number({ error: 'MAX_UPLOAD_MB must be a number' }).positive().max(1024).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * How long SIGTERM waits for the requests in flight before it gives up and exits 1. Longer than the longest
   * request: a 100k-line upload on the embedded database takes 10-20 s, and the client must get its answer.
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number({ error: 'SHUTDOWN_GRACE_SECONDS must be a number' }).positive().max(3600).default(120),
  /** Worker threads reading uploads and workbooks (src/workers/pool.ts): how many, each one's heap, each task's time. */
  WORKER_THREADS: z.coerce.number({ error: 'WORKER_THREADS must be a number' }).int().min(1).max(64).optional(),
  WORKER_MEMORY_MB: z.coerce.number({ error: 'WORKER_MEMORY_MB must be a number' }).int().min(64).max(16384).default(1024),
  WORKER_TIMEOUT_SECONDS: z.coerce.number({ error: 'WORKER_TIMEOUT_SECONDS must be a number' }).positive().max(3600).default(120),
  /** After an upload, work out in the background the suggestions of the rows View BO shows first (reconciliation/warm-up.ts). */
  SUGGESTIONS_WARM_UP: bool('SUGGESTIONS_WARM_UP').default(true),
});

export type Config = Readonly<z.output<typeof envSchema>>;

/** The names of every variable the configuration reads. */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

export class ConfigError extends Error {}

/** Parse the environment once. Empty variables count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(CONFIG_VARIABLES.map((key) => [key, env[key]]).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return Object.freeze(parsed.data);
}
