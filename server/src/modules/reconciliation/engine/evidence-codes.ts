/** Evidence as integers (evidence.ts reads them): what rows and lines name, read once per run. */
import { isWallet } from '../../../parsing/banks.ts';

/**
 * Small integer ids of the texts evidence compares, given when rows and lines are read (prepare.ts): bank and wallet
 * codes in one space, account numbers (leading zeros aside) in another; 0 for ''. The rules then compare integers in
 * columns, never the row's and the line's objects: that runs for every candidate pair of a busy day.
 */
export class EvidenceCodes {
  /** Ids by text as written, and by the text compared (an account number without its leading zeros). */
  private readonly written = [new Map<string, number>(), new Map<string, number>()];
  private readonly compared = [new Map<string, number>(), new Map<string, number>()];
  /** By bank id: 1 for a bank (not an e-wallet). */
  private readonly bankKind: number[] = [0];
  /** The last text and id of each column: consecutive rows mostly name the same bank and the same account. */
  private readonly lastText: string[] = [];
  private readonly lastId: number[] = [];

  bank(text: string, column: number): number {
    return this.code(text, column, BANKS);
  }

  account(text: string, column: number): number {
    return this.code(text, column, ACCOUNTS);
  }

  /** Is the bank of this id a bank, not an e-wallet (0: unknown)? */
  isBank(id: number): boolean {
    return this.bankKind[id] === 1;
  }

  private code(text: string, column: number, kind: number): number {
    if (text === '') return 0;
    if (this.lastText[column] === text) return this.lastId[column]!;
    let id = this.written[kind]!.get(text);
    if (id === undefined) {
      const key = kind === ACCOUNTS ? withoutLeadingZeros(text) : text;
      const compared = this.compared[kind]!;
      id = compared.get(key);
      if (id === undefined) {
        compared.set(key, (id = compared.size + 1));
        if (kind === BANKS) this.bankKind[id] = isWallet(text) ? 0 : 1;
      }
      this.written[kind]!.set(text, id);
    }
    this.lastText[column] = text;
    this.lastId[column] = id;
    return id;
  }
}

const BANKS = 0,
  ACCOUNTS = 1;

/** The columns EvidenceCodes.bank and .account memo for: one per field read. */
export const CODE_COLUMN = { PLAYER_BANK: 0, DESTINATION_BANK: 1, DESTINATION: 2, COUNTERPARTY_BANK: 3, ACCOUNT_BANK: 4, ACCOUNT: 5 } as const;

/** An account number as compared: leading zeros aside (a spreadsheet drops them from a number cell). */
function withoutLeadingZeros(number: string): string {
  let i = 0;
  while (i < number.length - 1 && number.charCodeAt(i) === 48) i++;
  return i === 0 ? number : number.slice(i);
}
