/**
 * The 18 upload endpoints (docs/design.md section 6c) and what each one's form must name: the Upload page picks one
 * from the choices and sends what it needs, the server registers each and checks the form by the same facts (and
 * adds how its file is read: server/src/modules/uploads/endpoints.ts). One table for both.
 */
import type { Bank, JenisTransaksi } from './banks.ts';
import type { Panel } from './roles.ts';

export type UploadEndpointFacts =
  | { kind: 'BO_DEPOSIT' | 'BO_WITHDRAW'; panel: Panel }
  | {
      kind: 'STATEMENT';
      /** The website must belong to this panel; none for categories both panels use. */
      panel?: Panel;
      /** Fixed transaction type of the category (QRIS and Auto TX are deposits only). */
      jenis?: JenisTransaksi;
      /** The corporate account the statement belongs to: which bank it must be, none (gateway reports), or the manual upload's provider's. */
      account: Bank | 'none' | 'by-provider';
      /** The form must carry the statement date (BCA and BNI: their files lack a year or a full date). */
      dateRequired: boolean;
      /** The bank's monthly e-Statement PDF is read too. */
      pdf?: true;
    };

const statement = (account: Bank | 'none', facts: { panel?: Panel; jenis?: JenisTransaksi; dateRequired?: boolean; pdf?: true } = {}): UploadEndpointFacts => ({
  kind: 'STATEMENT',
  account,
  dateRequired: facts.dateRequired ?? false,
  ...facts,
});

export const UPLOAD_ENDPOINTS = {
  checkdata: { kind: 'BO_DEPOSIT', panel: 'NEXUS' },
  bowd: { kind: 'BO_WITHDRAW', panel: 'NEXUS' },
  uploadboluxe: { kind: 'BO_DEPOSIT', panel: 'LUXE' },
  uploadqris: { kind: 'BO_DEPOSIT', panel: 'LUXE' },
  uploadbowdluxe: { kind: 'BO_WITHDRAW', panel: 'LUXE' },
  mutasiupdepobca: statement('BCA', { dateRequired: true, pdf: true }),
  mutasiupdepomdr: statement('MANDIRI'),
  mutasiupdepobnimobile: statement('BNI', { dateRequired: true }),
  mutasiupdepobniinternetbanking: statement('BNI', { dateRequired: true, pdf: true }),
  mutasiupdepocimb: statement('CIMB'),
  mutasiupdepoautotx: statement('none', { jenis: 'DEPO' }),
  mutasiupdepoqris: statement('none', { panel: 'NEXUS', jenis: 'DEPO' }),
  mutasiupdepoqrissolita: statement('none', { panel: 'NEXUS', jenis: 'DEPO' }),
  mutasiupdepoqrisminera: statement('none', { panel: 'NEXUS', jenis: 'DEPO' }),
  mutasiupdepoqrisexport: statement('none', { panel: 'NEXUS', jenis: 'DEPO' }),
  nexuspay: statement('none', { panel: 'NEXUS' }),
  mutasiupdepoqrisluxe: statement('none', { panel: 'LUXE', jenis: 'DEPO' }),
  mutasiupdepomanual: { kind: 'STATEMENT', account: 'by-provider', dateRequired: false },
} as const satisfies Record<string, UploadEndpointFacts>;

/** An upload endpoint's name, as its path says it (`/api/mutasiupdepobca`). */
export type UploadEndpointName = keyof typeof UPLOAD_ENDPOINTS;

export const UPLOAD_ENDPOINT_NAMES = Object.keys(UPLOAD_ENDPOINTS) as UploadEndpointName[];

export const isUploadEndpoint = (name: string): name is UploadEndpointName => Object.hasOwn(UPLOAD_ENDPOINTS, name);

/** What the form of an upload endpoint must name. */
export const uploadEndpointFacts = (name: UploadEndpointName): UploadEndpointFacts => UPLOAD_ENDPOINTS[name];
