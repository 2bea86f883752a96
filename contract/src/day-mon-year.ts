const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * '2025-01-05' (a date input's value) -> '05-Jan-2025', the date word of the upload form, View Mutasi and the
 * exports; with `padDay` false '5-Jan-2025', as View BO's paths spell it. '' when it is not a date.
 */
export function dayMonYear(iso: string, padDay = true): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month) return '';
  return `${padDay ? m[3] : Number(m[3])}-${month}-${m[1]}`;
}
