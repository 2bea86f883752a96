import { autoTxStatement } from '../statements/parsers/autotx.ts';
import { bcaFormat } from '../statements/parsers/bca.ts';
import { bniInternetFormat } from '../statements/parsers/bni-internet.ts';
import { bniMobileFormat } from '../statements/parsers/bni-mobile.ts';
import { mandiriFormat } from '../statements/parsers/mandiri.ts';
import { manualFormats } from '../statements/parsers/manual.ts';
import { nexusPayStatement } from '../statements/parsers/nexuspay.ts';
import { AUTO_QR_TEMPLATE, qrisStatement } from '../statements/parsers/qris.ts';
import type { StatementFormat, Template } from '../statements/statement-line.ts';

export interface TemplateDownload {
  /** The upload category whose parser reads this template back. */
  format: StatementFormat;
  /** What is served: the format's own template unless a button serves the same layout under another name. */
  template: Template;
}

const own = (format: StatementFormat): TemplateDownload => ({ format, template: format.template });

/**
 * The Templates page's buttons (docs/spec/part-2.md, section 2): endpoint -> the format whose template it serves.
 * Header and example row live in the parser files, next to the code that reads them.
 */
export const TEMPLATE_DOWNLOADS: Readonly<Record<string, TemplateDownload>> = {
  '/api/templatemutasibankbca': own(bcaFormat),
  '/api/templatemutasibankbniinternetbanking': own(bniInternetFormat),
  '/api/templatemutasibankbnimobile': own(bniMobileFormat),
  '/api/templatemutasibankmandiri': own(mandiriFormat),
  // "Mutasi Mandiri Manual Excel" and "Mutasi BRI Manual Excel": one template for every Manual provider.
  '/api/templatemutasimanual': own(manualFormats.BRI),
  // "Mutasi Auto QR" and "QRIS": the QRIS layout under two names.
  '/api/templatemutasiautoqr': { format: qrisStatement, template: AUTO_QR_TEMPLATE },
  '/api/templatemutasiqris': own(qrisStatement),
  '/api/templatemutasiautotx': own(autoTxStatement),
  '/api/templatemutasinexuspay': own(nexusPayStatement),
};
