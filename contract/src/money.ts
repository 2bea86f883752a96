/** Money is integer sen (rupiah x 100) everywhere in code; this is how people read it. */
const rupiah = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** 150000000 sen -> 'Rp1.500.000'; 150050 -> 'Rp1.500,5'. */
export function formatRupiah(sen: number): string {
  return `${sen < 0 ? '-' : ''}Rp${rupiah.format(Math.abs(sen) / 100)}`;
}
