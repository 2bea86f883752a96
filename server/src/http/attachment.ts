import type { FastifyReply } from 'fastify';

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

/** A file the server answers with. */
export interface Download {
  fileName: string;
  contentType: string;
  body: unknown;
}

/** Sends a file download: its type, its name (attachment) and never a cached copy (it holds data of the moment). */
export function sendDownload(reply: FastifyReply, file: Download): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachment(file.fileName))
    .header('cache-control', 'no-store')
    .send(file.body);
}
