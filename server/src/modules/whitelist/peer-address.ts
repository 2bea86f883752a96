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

const octet = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${octet}(\\.${octet}){3}$`);

/** Four numbers 0-255, no leading zeros (so `010.1.1.1` cannot sneak past a string compare). */
export function isIpv4(text: string): boolean {
  return IPV4.test(text);
}
