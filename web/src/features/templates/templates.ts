import type { FilePath } from '../../lib/download.ts';
/** The Templates page's buttons, in the spec's order and names (docs/spec/part-2.md, section 2). */
export interface TemplateButton {
  /** Button label: the spec's name. */
  name: string;
  path: FilePath<'GET'>;
  /** Saved under this name when the server's answer names no file. */
  fallbackName: string;
  /** What the template is uploaded as, for the user choosing one. */
  description: string;
}

const MANUAL = '/api/templatemutasimanual' as const;
const QRIS_CATEGORIES = 'QRIS, QRIS Solita, QRIS Minera, QRIS Export atau QRIS (Luxe)';

export const TEMPLATES: readonly TemplateButton[] = [
  {
    name: 'Mutasi BCA',
    path: '/api/templatemutasibankbca',
    fallbackName: 'template_mutasi_bca.csv',
    description: 'Untuk Bank Settlement › Bank › BCA.',
  },
  {
    name: 'Mutasi BNI Internet Banking',
    path: '/api/templatemutasibankbniinternetbanking',
    fallbackName: 'template_mutasi_bni_internet_banking.csv',
    description: 'Untuk Bank Settlement › Bank › BNI Internet Banking.',
  },
  {
    name: 'Mutasi BNI Mobile',
    path: '/api/templatemutasibankbnimobile',
    fallbackName: 'template_mutasi_bni_mobile.csv',
    description: 'Untuk Bank Settlement › Bank › BNI Mobile. Excel dari BNI Mobile: konversi dulu di Convert Mutasi.',
  },
  {
    name: 'Mutasi Mandiri',
    path: '/api/templatemutasibankmandiri',
    fallbackName: 'template_mutasi_mandiri.csv',
    description: 'Untuk Bank Settlement › Bank › Mandiri. Excel dari Mandiri: konversi dulu di Convert Mutasi.',
  },
  {
    name: 'Mutasi Mandiri Manual Excel',
    path: MANUAL,
    fallbackName: 'template_mutasi_manual.csv',
    description: 'Untuk Manual Bank / Wallet › Mandiri Manual: mutasi yang diisi sendiri.',
  },
  {
    name: 'Mutasi BRI Manual Excel',
    path: MANUAL,
    fallbackName: 'template_mutasi_manual.csv',
    description: 'Untuk Manual Bank / Wallet › BRI Manual; template yang sama juga untuk OVO, DANA, Link Aja, Gopay.',
  },
  {
    name: 'Mutasi Auto QR',
    path: '/api/templatemutasiautoqr',
    fallbackName: 'template_mutasi_auto_qr.csv',
    description: `Untuk laporan QRIS otomatis (format QRIS): kategori ${QRIS_CATEGORIES}.`,
  },
  {
    name: 'Mutasi Auto TX',
    path: '/api/templatemutasiautotx',
    fallbackName: 'template_mutasi_auto_tx.csv',
    description: 'Untuk Deposit › Bank Settlement › E-Wallet › Auto Tx.',
  },
  {
    name: 'Mutasi Nexus Pay',
    path: '/api/templatemutasinexuspay',
    fallbackName: 'template_mutasi_nexus_pay.csv',
    description: 'Untuk Nexus › Bank Settlement › Nexus Pay.',
  },
  {
    name: 'QRIS',
    path: '/api/templatemutasiqris',
    fallbackName: 'template_mutasi_qris.csv',
    description: `Untuk kategori ${QRIS_CATEGORIES}. Excel QRIS: konversi dulu di Convert Mutasi.`,
  },
];

export const TEMPLATE_MSG = {
  /** docs/spec/part-2.md section 8. */
  failed: '❌ Gagal mengunduh file.',
} as const;
