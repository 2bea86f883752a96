import { uploadEndpointFacts, type Bank, type Panel, type UploadEndpointFacts, type UploadEndpointName } from '@auto-checker/contract';
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
 * The 18 upload endpoints: the contract's facts of each (what its form must name: @auto-checker/contract
 * upload-endpoints.ts) with how its file is read. Pure data: the upload service reads it, the tests walk it.
 */
export type UploadEndpoint =
  | { kind: 'BO_DEPOSIT'; panel: Panel; format: BoFormat<BoDeposit> }
  | { kind: 'BO_WITHDRAW'; panel: Panel; format: BoFormat<BoWithdraw> }
  | (Extract<UploadEndpointFacts, { kind: 'STATEMENT' }> & {
      format: (provider: string) => StatementFormat | undefined;
      /** How the bank's monthly e-Statement PDF is read, where the contract says it is. */
      pdfFormat?: PdfStatementFormat;
    });

/** A statement endpoint of one format (the manual upload's depends on its provider), with its PDF reader when it takes PDFs. */
function statement(name: UploadEndpointName, format: StatementFormat, pdfFormat?: PdfStatementFormat): UploadEndpoint {
  const facts = uploadEndpointFacts(name);
  if (facts.kind !== 'STATEMENT' || (facts.pdf === true) !== (pdfFormat !== undefined)) throw new Error(`${name}: not a statement upload of this kind`);
  return { ...facts, format: () => format, pdfFormat };
}

const bo = <K extends 'BO_DEPOSIT' | 'BO_WITHDRAW'>(name: UploadEndpointName, kind: K, format: BoFormat<K extends 'BO_DEPOSIT' ? BoDeposit : BoWithdraw>) => {
  const facts = uploadEndpointFacts(name);
  if (facts.kind !== kind) throw new Error(`${name}: not a ${kind} upload`);
  return { kind, panel: facts.panel, format } as Extract<UploadEndpoint, { kind: K }>;
};

/** By name: every endpoint of the contract, and no other (`satisfies`). */
export const UPLOAD_ENDPOINTS: Readonly<Record<string, UploadEndpoint>> = {
  checkdata: bo('checkdata', 'BO_DEPOSIT', BO_DEPOSIT_FORMATS.checkdata),
  bowd: bo('bowd', 'BO_WITHDRAW', BO_WITHDRAW_FORMATS.bowd),
  uploadboluxe: bo('uploadboluxe', 'BO_DEPOSIT', BO_DEPOSIT_FORMATS.uploadboluxe),
  uploadqris: bo('uploadqris', 'BO_DEPOSIT', BO_DEPOSIT_FORMATS.uploadqris),
  uploadbowdluxe: bo('uploadbowdluxe', 'BO_WITHDRAW', BO_WITHDRAW_FORMATS.uploadbowdluxe),
  mutasiupdepobca: statement('mutasiupdepobca', bcaFormat, bcaEStatementPdf),
  mutasiupdepomdr: statement('mutasiupdepomdr', mandiriFormat),
  mutasiupdepobnimobile: statement('mutasiupdepobnimobile', bniMobileFormat),
  mutasiupdepobniinternetbanking: statement('mutasiupdepobniinternetbanking', bniInternetFormat, bniEStatementPdf),
  mutasiupdepocimb: statement('mutasiupdepocimb', cimbFormat),
  mutasiupdepoautotx: statement('mutasiupdepoautotx', autoTxStatement),
  mutasiupdepoqris: statement('mutasiupdepoqris', qrisStatement),
  mutasiupdepoqrissolita: statement('mutasiupdepoqrissolita', qrisSolitaStatement),
  mutasiupdepoqrisminera: statement('mutasiupdepoqrisminera', qrisMineraStatement),
  mutasiupdepoqrisexport: statement('mutasiupdepoqrisexport', qrisExportStatement),
  nexuspay: statement('nexuspay', nexusPayStatement),
  mutasiupdepoqrisluxe: statement('mutasiupdepoqrisluxe', qrisLuxeStatement),
  mutasiupdepomanual: {
    ...(uploadEndpointFacts('mutasiupdepomanual') as Extract<UploadEndpointFacts, { kind: 'STATEMENT' }>),
    format: (provider) => {
      const p = provider.trim().toUpperCase().replace(/\s+/g, '');
      return isManualProvider(p) ? manualFormat(p) : undefined;
    },
  },
} satisfies Record<UploadEndpointName, UploadEndpoint>;

/** The corporate account bank a manual upload's provider implies; QRIS manual has no account. */
export function manualAccountBank(provider: ManualProvider): Bank | 'none' {
  return provider === 'QRIS' ? 'none' : provider;
}
