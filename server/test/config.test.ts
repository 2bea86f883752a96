import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from '../src/config.ts';

/** Every variable the configuration reads: an error message must name the bad one and no other. */
const VARIABLES = [
  'WORKER_THREADS',
  'WORKER_MEMORY_MB',
  'WORKER_TIMEOUT_SECONDS',
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'ADMIN_PASSWORD',
  'JWT_SECRET',
  'SESSION_HOURS',
  'TRUST_PROXY',
  'ALLOWED_IPS',
  'COOKIE_SECURE',
  'MAX_UPLOAD_MB',
  'LOG_LEVEL',
  'SHUTDOWN_GRACE_SECONDS',
  'SUGGESTIONS_WARM_UP',
] as const;

describe('the documented variables', () => {
  it('are exactly the ones the configuration reads', () => {
    expect([...CONFIG_VARIABLES].sort()).toEqual([...VARIABLES].sort());
  });

  it('are each explained in .env.example', () => {
    const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
    for (const name of CONFIG_VARIABLES) expect(example).toMatch(new RegExp(`^${name}=`, 'm'));
  });
});

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error(`loadConfig(${JSON.stringify(env)}) did not throw`);
}

describe('loadConfig defaults', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      DATA_DIR: './data',
      SESSION_HOURS: 12,
      TRUST_PROXY: false,
      ALLOWED_IPS: [],
      COOKIE_SECURE: false,
      MAX_UPLOAD_MB: 20,
      LOG_LEVEL: 'info',
      SUGGESTIONS_WARM_UP: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.ADMIN_PASSWORD).toBeUndefined();
    expect(config.JWT_SECRET).toBeUndefined();
  });

  it('reads only the environment it is given (not process.env)', () => {
    const before = process.env.PORT;
    process.env.PORT = '1234';
    try {
      expect(loadConfig({}).PORT).toBe(8080);
    } finally {
      if (before === undefined) delete process.env.PORT;
      else process.env.PORT = before;
    }
  });

  it('returns a frozen object', () => {
    const config = loadConfig({});
    expect(Object.isFrozen(config)).toBe(true);
    expect(() => {
      (config as { PORT: number }).PORT = 1;
    }).toThrow(TypeError);
    expect(config.PORT).toBe(8080);
  });

  it('counts empty strings as unset', () => {
    const config = loadConfig(Object.fromEntries(VARIABLES.map((name) => [name, ''])));
    expect(config).toEqual(loadConfig({}));
  });

  it('parses valid values', () => {
    const config = loadConfig({
      PORT: '3000',
      DATA_DIR: '/var/lib/auto-checker',
      DATABASE_URL: 'postgresql://u:p@db:5432/ac',
      ADMIN_PASSWORD: 'long-enough',
      JWT_SECRET: 'x'.repeat(32),
      SESSION_HOURS: '8',
      ALLOWED_IPS: ' 10.0.0.1 , 192.168.1.20,',
      COOKIE_SECURE: 'true',
      MAX_UPLOAD_MB: '10',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: '/var/lib/auto-checker',
      DATABASE_URL: 'postgresql://u:p@db:5432/ac',
      ADMIN_PASSWORD: 'long-enough',
      JWT_SECRET: 'x'.repeat(32),
      SESSION_HOURS: 8,
      ALLOWED_IPS: ['10.0.0.1', '192.168.1.20'],
      COOKIE_SECURE: true,
      MAX_UPLOAD_MB: 10,
      LOG_LEVEL: 'warn',
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).DATABASE_URL).toBe('postgres://localhost/x');
  });

  it.each([
    ['true', true],
    ['1', true],
    ['yes', true],
    ['false', false],
    ['0', false],
    ['no', false],
  ])('COOKIE_SECURE=%s -> %s', (value, expected) => {
    expect(loadConfig({ COOKIE_SECURE: value }).COOKIE_SECURE).toBe(expected);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    ['true', true],
    ['false', false],
    ['0', false],
    ['2', 2],
    ['10.0.0.1, 10.0.0.0/8', ['10.0.0.1', '10.0.0.0/8']],
    ['127.0.0.1', ['127.0.0.1']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
  ] as const)('%s -> %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });
});

describe('a bad variable stops start-up with a message naming it', () => {
  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '0'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://x'],
    ['ADMIN_PASSWORD', 'short'],
    ['JWT_SECRET', 'short'],
    ['SESSION_HOURS', '0'],
    ['TRUST_PROXY', 'maybe'],
    ['ALLOWED_IPS', '999.1.1.1'],
    ['ALLOWED_IPS', '10.0.0.1,nope'],
    ['ALLOWED_IPS', '010.1.1.1'],
    ['COOKIE_SECURE', 'perhaps'],
    ['SUGGESTIONS_WARM_UP', 'sometimes'],
    ['LOG_LEVEL', 'loud'],
    ['MAX_UPLOAD_MB', '-1'],
    ['MAX_UPLOAD_MB', 'lots'],
  ])('%s=%s', (name, value) => {
    const err = configError({ [name]: value });
    expect(err.message).toMatch(new RegExp(`\\b${name}\\b`));
    for (const other of VARIABLES.filter((v) => v !== name)) {
      expect(err.message).not.toMatch(new RegExp(`\\b${other}\\b`));
    }
  });

  it('names every bad variable when several are wrong', () => {
    const err = configError({ PORT: 'abc', LOG_LEVEL: 'loud', DATA_DIR: '/ok' });
    expect(err.message).toMatch(/\bPORT\b/);
    expect(err.message).toMatch(/\bLOG_LEVEL\b/);
    expect(err.message).not.toMatch(/\bDATA_DIR\b/);
  });

  it('does not echo a secret value back in the message', () => {
    const err = configError({ JWT_SECRET: 'sekret-value' });
    expect(err.message).not.toContain('sekret-value');
  });
});
