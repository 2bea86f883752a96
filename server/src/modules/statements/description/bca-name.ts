/**
 * The name at the end of a BCA `TRSF E-BANKING` narrative, the text after its amount (docs/formats-banks.md, "BCA
 * narratives"). KlikBCA writes the memo and the name as fields of 18 characters, the name last and cut at 18; how the
 * fields reach us decides where the name starts:
 * - the padding kept (`RETUR             BUDI SANTOSO`): the fields are split on runs of spaces;
 * - the fields glued to the amount and to each other (`250000.00SBGP 02, 08 SEPTEMSITI AMINAH`): every memo field is
 *   full, so the name starts at a multiple of 18 characters;
 * - the padding collapsed to single spaces, the amount followed by a space (the "Pratinjau Data" copy, some KlikBCA
 *   Bisnis files: `150000.00 PINJAMAN BULANAN DEWI LESTARIAN`): the positions mean nothing any more, so the name is
 *   read from the words, the whole words at the end that fit the 18-character field.
 * Our template is not cut at 18 characters: there the name is read whole.
 */
export type TailName = (tail: string) => string;

/** KlikBCA's field width. */
const FIELD = 18;

/** The name as KlikBCA's exports write it (the three cases above). */
export const exportedName: TailName = (tail) => {
  const fields = tail.trim().split(/\s{2,}/);
  if (fields.length > 1) return lastFixedField(fields[fields.length - 1]!);
  if (/^\s/.test(tail)) return trailingWords(tail);
  return lastFixedField(tail.trim());
};

/**
 * The name as our template writes it: the last field, whole (a name longer than 18 characters is not cut). A memo goes
 * before it with two or more spaces between them, as KlikBCA pads it. A last field with a digit is no name: it is
 * KlikBCA's text copied as it is (a full memo field glued to the name), read as the export is.
 */
export const templateName: TailName = (tail) => {
  const fields = tail.trim().split(/\s{2,}/);
  const last = fields[fields.length - 1]!;
  return /\d/.test(last) ? exportedName(tail) : last;
};

/** Within fields glued together, the one starting at the last multiple of 18 characters. */
function lastFixedField(text: string): string {
  if (text.length <= FIELD) return text;
  return text.slice(Math.floor((text.length - 1) / FIELD) * FIELD);
}

/**
 * The longest run of whole words at the end that fits 18 characters. A word with a digit belongs to the memo (a
 * reference, a date), never to a name, and ends the run.
 */
function trailingWords(tail: string): string {
  const words = tail.trim().split(' ');
  let name = '';
  for (let i = words.length - 1; i >= 0; i--) {
    const word = words[i]!;
    const longer = name === '' ? word : `${word} ${name}`;
    if (/\d/.test(word) || longer.length > FIELD) break;
    name = longer;
  }
  return name;
}
