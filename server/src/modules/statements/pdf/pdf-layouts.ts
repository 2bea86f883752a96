/**
 * The PDF statements we read, each recognised by the column titles of its table (docs/formats-banks.md,
 * "PDF e-Statement"). Like the table layouts of modules/layouts/, an id (the parse result's `variant`), a label (its
 * `layout`, named in messages) and what to do with one uploaded under another category.
 */
import type { ColumnTitle } from './columns.ts';

export interface PdfLayout<K extends string = string> {
  id: string;
  label: string;
  advice: string;
  /** The table's columns, left to right; the first starts a transaction. */
  titles: readonly ColumnTitle<K>[];
}

export type BcaPdfKey = 'date' | 'description' | 'branch' | 'amount' | 'balance';
export type BniPdfKey = 'date' | 'valueDate' | 'branch' | 'journal' | 'description' | 'amount' | 'direction' | 'balance';

/** BCA's monthly e-Statement (Rekening Tahapan, Giro, …): `TANGGAL | KETERANGAN | CBG | MUTASI | SALDO` [F]. */
export const BCA_ESTATEMENT: PdfLayout<BcaPdfKey> = {
  id: 'bca-estatement-pdf',
  label: 'e-Statement PDF BCA',
  advice: 'pilih kategori Bank, bank BCA',
  titles: [
    { key: 'date', name: 'TANGGAL', title: /^TANGGAL$/i },
    { key: 'description', name: 'KETERANGAN', title: /^KETERANGAN$/i },
    { key: 'branch', name: 'CBG', title: /^CBG$/i },
    { key: 'amount', name: 'MUTASI', title: /^MUTASI$/i },
    { key: 'balance', name: 'SALDO', title: /^SALDO$/i },
  ],
};

/**
 * BNI's e-Statement (rekening koran): `Posting Date | Effective Date | Branch | Journal | Transaction Description |
 * Amount | DB/CR | Balance` [F: the column names]; the rest of its layout is [G].
 */
export const BNI_ESTATEMENT: PdfLayout<BniPdfKey> = {
  id: 'bni-estatement-pdf',
  label: 'e-Statement PDF BNI',
  advice: 'pilih kategori Bank, bank BNI Internet Banking',
  titles: [
    { key: 'date', name: 'Posting Date', title: /^Post(?:ing)?\s*Date$/i },
    { key: 'valueDate', name: 'Effective Date', title: /^(?:Effective|Value)\s*Date$/i },
    { key: 'branch', name: 'Branch', title: /^Branch$/i },
    { key: 'journal', name: 'Journal', title: /^Journal(?:\s*No\.?)?$/i },
    { key: 'description', name: 'Transaction Description', title: /^(?:Transaction\s+)?Description$/i },
    { key: 'amount', name: 'Amount', title: /^Amount$/i },
    { key: 'direction', name: 'DB/CR', title: /^DB\s*\/\s*CR$/i },
    { key: 'balance', name: 'Balance', title: /^Balance$/i },
  ],
};

export const PDF_LAYOUTS: readonly PdfLayout[] = [BCA_ESTATEMENT, BNI_ESTATEMENT];
