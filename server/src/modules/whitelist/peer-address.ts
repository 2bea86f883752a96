/** Pure helpers about the address a request comes from. */

/** `::ffff:10.0.0.1` -> `10.0.0.1`; other forms unchanged. */
export function normalizeIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

/** Loopback is always allowed, so a fresh install can be administered from the machine itself. */
export function isLoopback(ip: string): boolean {
  const v4 = normalizeIp(ip);
  return v4 === '::1' || /^127\.\d+\.\d+\.\d+$/.test(v4);
}
