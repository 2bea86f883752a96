/**
 * The operator's two websites and their accounts, as the Data Bank page records them, and how each account's statement
 * is exported day by day (docs/formats-banks.md): KlikBCA individual (dates without a time, PEND rows, exported in
 * the afternoon and again in the evening), KlikBCA Bisnis (dates only), the BCA template, Mandiri's template (a Livin'
 * statement converted) and Kopra CSV, BNI's CSV record, BRI's CSV (Manual Bank / Wallet, provider BRI), QRIS and Auto
 * TX templates. The layouts rotate with the seed, so that each seed sees other combinations.
 */
import type { Account, Layout } from './model.ts';

export interface WebsitePlan {
  code: string;
  name: string;
  company: string;
  qrisMerchant: { name: string; nmid: string };
}

export function websitePlans(codes: readonly string[]): WebsitePlan[] {
  return codes.map((code, i) => ({
    code,
    name: `Website ${code}`,
    company: `PT ${code} SENTOSA MAKMUR`,
    qrisMerchant: { name: `TOKO ${code} JAYA ABADI`, nmid: `ID10260714${String(123 + i).padStart(5, '0')}` },
  }));
}

const rotate = (layouts: readonly Layout[], days: number, shift: number): Layout[] =>
  Array.from({ length: days }, (_, d) => layouts[(d + shift) % layouts.length]!);

/**
 * Website 0: two BCA deposit accounts, a Mandiri and a BNI deposit account, a BCA withdraw account, QRIS and Auto TX.
 * Website 1: a BCA and a BRI deposit account, a BCA withdraw account. Each KlikBCA individual day of a deposit
 * account is exported twice (PEND rows in the afternoon file).
 */
export function accountsOf(sites: readonly WebsitePlan[], days: number, seed: number): Account[] {
  const shift = seed % 3;
  const out: Account[] = [];
  const add = (site: WebsitePlan, bank: Account['bank'], kind: Account['kind'], number: string, layouts: Layout[], opening: number, pend = true) => {
    const pendDays = pend ? layouts.flatMap((l, d) => (l === 'klikbca' || (l === 'klikbca-bisnis' && d % 2 === 1) ? [d] : [])) : [];
    out.push({
      id: `${site.code}/${bank}/${kind}/${number}`,
      website: site.code,
      bank,
      kind,
      name: site.company,
      number,
      openingBalanceSen: opening,
      layouts,
      pendDays,
    });
  };
  const [a, b] = sites;
  if (a) {
    add(a, 'BCA', 'DEPO', '0912345678', rotate(['klikbca', 'bca-template', 'klikbca'], days, shift), 750_000_000_00);
    add(a, 'BCA', 'DEPO', '0913456789', rotate(['bca-template', 'klikbca-bisnis', 'klikbca-bisnis'], days, shift), 420_000_000_00);
    add(a, 'MANDIRI', 'DEPO', '1370012345678', rotate(['mandiri-template', 'kopra', 'mandiri-template'], days, shift), 390_000_000_00);
    add(a, 'BNI', 'DEPO', '0123987654', rotate(['bni-csv'], days, shift), 360_000_000_00);
    add(a, 'BCA', 'WD', '0918765432', rotate(['bca-template', 'klikbca', 'bca-template'], days, shift), 500_000_000_00, false);
    add(a, 'QRIS', 'DEPO', a.qrisMerchant.nmid, rotate(['qris-template'], days, 0), 0, false);
    add(a, 'AUTOTX', 'DEPO', '081100000001', rotate(['autotx-template'], days, 0), 0, false);
  }
  if (b) {
    add(b, 'BCA', 'DEPO', '0922113344', rotate(['bca-template', 'bca-template', 'klikbca'], days, shift), 480_000_000_00);
    add(b, 'BRI', 'DEPO', '034101000222333', rotate(['bri-csv'], days, shift), 340_000_000_00);
    add(b, 'BCA', 'WD', '0922556677', rotate(['bca-template'], days, shift), 200_000_000_00, false);
  }
  return out;
}

export const isGateway = (a: Account) => a.bank === 'QRIS' || a.bank === 'AUTOTX';

/** `BCA - PT NXQ SENTOSA MAKMUR - 0912345678`, as the panel writes the account the player was told to pay into. */
export function corporateCell(a: Account, qrisMerchant: string): string {
  if (a.bank === 'QRIS') return `QRIS - ${qrisMerchant} - ${a.number}`;
  if (a.bank === 'AUTOTX') return `DANA - ${a.name} - ${a.number}`;
  return `${a.bank} - ${a.name} - ${a.number}`;
}
