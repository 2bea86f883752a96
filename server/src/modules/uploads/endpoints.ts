import type { Bank, JenisTransaksi, Panel } from '@auto-checker/contract';
import type { BoDeposit, BoFormat, BoWithdraw } from '../bo/bo-row.ts';
import { BO_DEPOSIT_FORMATS, BO_WITHDRAW_FORMATS } from '../bo/formats.ts';
import { autoTxStatement } from '../statements/parsers/autotx.ts';
import { bcaFormat } from '../statements/parsers/bca.ts';
import { bniInternetFormat } from '../statements/parsers/bni-internet.ts';
import { bniMobileFormat } from '../statements/parsers/bni-mobile.ts';
import { cimbFormat } from '../statements/parsers/cimb.ts';
import { mandiriFormat } from '../statements/parsers/mandiri.ts';
import { isManualProvider, manualFormat, type ManualProvider } from '../statements/parsers/manual.ts';
import { nexusPayStatement } from '../statements/parsers/nexuspay.ts';
import { qrisExportStatement, qrisLuxeStatement, qrisMineraStatement, qrisSolitaStatement, qrisStatement } from '../statements/parsers/qris.ts';
import { bcaEStatementPdf } from '../statements/pdf/bca-estatement.ts';
import { bniEStatementPdf } from '../statements/pdf/bni-estatement.ts';
import type { PdfStatementFormat } from '../statements/pdf/pdf-format.ts';
import type { StatementFormat } from '../statements/statement-line.ts';

/**
 * The 18 upload endpoints (docs/design.md section 6c): what each one stores and what its form must name.
 * Pure data: the upload service reads it, the tests walk it.
 */
export type UploadEndpoint =
  | { kind: 'BO_DEPOSIT'; panel: Panel; format: BoFormat<BoDeposit> }
  | { kind: 'BO_WITHDRAW'; panel: Panel; format: BoFormat<BoWithdraw> }
  | {
      kind: 'STATEMENT';
      /** The website must belong to this panel; undefined for categories both panels use. */
      panel?: Panel;
      /** Fixed transaction type of the category (QRIS and Auto TX are deposits only). */
      jenis?: JenisTransaksi;
      /** The corporate account the statement belongs to: which bank it must be, or none (gateway reports). */
      account: Bank | 'none' | 'by-provider';
      /** The form must carry the statement date (BCA and BNI: their files lack a year or a full date). */
      dateRequired: boolean;
      format: (provider: string) => StatementFormat | undefined;
      /** The bank's monthly e-Statement PDF, where it is read (the contract's list of PDF uploads, upload-files.ts). */
      pdf?: PdfStatementFormat;
    };

const statement = (
  format: StatementFormat,
  account: Bank | 'none',
  opts: { panel?: Panel; jenis?: JenisTransaksi; dateRequired?: boolean; pdf?: PdfStatementFormat } = {},
): UploadEndpoint => ({
  kind: 'STATEMENT',
  account,
  dateRequired: opts.dateRequired ?? false,
  panel: opts.panel,
  jenis: opts.jenis,
  format: () => format,
  pdf: opts.pdf,
});

export const UPLOAD_ENDPOINTS: Readonly<Record<string, UploadEndpoint>> = {
  checkdata: { kind: 'BO_DEPOSIT', panel: 'NEXUS', format: BO_DEPOSIT_FORMATS.checkdata },
  bowd: { kind: 'BO_WITHDRAW', panel: 'NEXUS', format: BO_WITHDRAW_FORMATS.bowd },
  uploadboluxe: { kind: 'BO_DEPOSIT', panel: 'LUXE', format: BO_DEPOSIT_FORMATS.uploadboluxe },
  uploadqris: { kind: 'BO_DEPOSIT', panel: 'LUXE', format: BO_DEPOSIT_FORMATS.uploadqris },
  uploadbowdluxe: { kind: 'BO_WITHDRAW', panel: 'LUXE', format: BO_WITHDRAW_FORMATS.uploadbowdluxe },
  mutasiupdepobca: statement(bcaFormat, 'BCA', { dateRequired: true, pdf: bcaEStatementPdf }),
  mutasiupdepomdr: statement(mandiriFormat, 'MANDIRI'),
  mutasiupdepobnimobile: statement(bniMobileFormat, 'BNI', { dateRequired: true }),
  mutasiupdepobniinternetbanking: statement(bniInternetFormat, 'BNI', { dateRequired: true, pdf: bniEStatementPdf }),
  mutasiupdepocimb: statement(cimbFormat, 'CIMB'),
  mutasiupdepoautotx: statement(autoTxStatement, 'none', { jenis: 'DEPO' }),
  mutasiupdepoqris: statement(qrisStatement, 'none', { panel: 'NEXUS', jenis: 'DEPO' }),
  mutasiupdepoqrissolita: statement(qrisSolitaStatement, 'none', { panel: 'NEXUS', jenis: 'DEPO' }),
  mutasiupdepoqrisminera: statement(qrisMineraStatement, 'none', { panel: 'NEXUS', jenis: 'DEPO' }),
  mutasiupdepoqrisexport: statement(qrisExportStatement, 'none', { panel: 'NEXUS', jenis: 'DEPO' }),
  nexuspay: statement(nexusPayStatement, 'none', { panel: 'NEXUS' }),
  mutasiupdepoqrisluxe: statement(qrisLuxeStatement, 'none', { panel: 'LUXE', jenis: 'DEPO' }),
  mutasiupdepomanual: {
    kind: 'STATEMENT',
    account: 'by-provider',
    dateRequired: false,
    format: (provider) => {
      const p = provider.trim().toUpperCase().replace(/\s+/g, '');
      return isManualProvider(p) ? manualFormat(p) : undefined;
    },
  },
};

/** The corporate account bank a manual upload's provider implies; QRIS manual has no account. */
export function manualAccountBank(provider: ManualProvider): Bank | 'none' {
  return provider === 'QRIS' ? 'none' : provider;
}
