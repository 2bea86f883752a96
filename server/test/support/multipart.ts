import { stringify } from 'csv-stringify/sync';
import type { Template } from '../../src/modules/statements/statement-line.ts';

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipart(fields: Record<string, string>, file?: { name: string; content: string | Buffer; field?: string }) {
  const boundary = `----autochecker${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'myfile'}"; filename="${file.name}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A template's header and rows as CSV text. */
export function csv(template: Template, rows: readonly (readonly string[])[] = [template.example]): string {
  return stringify([[...template.columns], ...rows.map((r) => [...r])]);
}
