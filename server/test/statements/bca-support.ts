import { bcaFormat } from '../../src/modules/statements/parsers/bca.ts';

/** A file of the BCA category read as its upload reads it, with the statement date of the form (YYYY-MM-DD) when given. */
export const parseBca = (text: string, statementDate?: string) => bcaFormat.parse(text, statementDate ? { statementDate } : {});
