/**
 * Bytes of an uploaded file -> text, refusing what is not a text table.
 * Handles UTF-8 (with or without BOM), UTF-16 with BOM, and Windows-1252 as the last resort.
 */
export type Decoded = { ok: true; text: string } | { ok: false; error: string };

const startsWith = (bytes: Uint8Array, sig: number[]) => sig.every((b, i) => bytes[i] === b);

export function decodeUpload(bytes: Uint8Array): Decoded {
  if (bytes.length === 0) return { ok: false, error: 'File kosong.' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    return { ok: false, error: 'File ini adalah Excel (.xlsx), bukan CSV. Konversi dulu di menu Convert Mutasi atau simpan sebagai CSV.' };
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) {
    return { ok: false, error: 'File ini adalah Excel (.xls), bukan CSV. Konversi dulu di menu Convert Mutasi atau simpan sebagai CSV.' };
  }
  let text: string;
  if (startsWith(bytes, [0xff, 0xfe])) text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  else if (startsWith(bytes, [0xfe, 0xff])) text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = new TextDecoder('windows-1252').decode(bytes);
    }
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.includes('\u0000')) return { ok: false, error: 'File bukan teks CSV (berisi data biner).' };
  if (/^\s*<(!doctype|html|table)/i.test(text)) {
    return { ok: false, error: 'File ini adalah halaman HTML (sering bernama .xls), bukan CSV.' };
  }
  if (text.trim() === '') return { ok: false, error: 'File kosong.' };
  return { ok: true, text };
}
