/**
 * Content-Disposition of a file download. The name goes in twice (RFC 6266): an ASCII `filename` every browser
 * reads, and `filename*` in UTF-8 when the real name is not ASCII.
 */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  if (ascii === fileName) return `attachment; filename="${ascii}"`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, escapeRfc5987)}`;
}

const escapeRfc5987 = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`;
