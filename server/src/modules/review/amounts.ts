/** numeric(18,2) decimal strings ('1500000.00') -> rupiah as JSON numbers, and the other display conversions. */
export const rupiah = (decimal: string): number => Number(decimal);
export const rupiahOrNull = (decimal: string | null): number | null => (decimal === null ? null : Number(decimal));
export const isoOrNull = (moment: Date | null): string | null => (moment === null ? null : moment.toISOString());

/** `BANK - NAME - NUMBER`, leaving out the parts that are empty. */
export function joinAccount(...parts: readonly string[]): string {
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' - ');
}
