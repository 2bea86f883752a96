import type { BankCode } from '../../../parsing/banks.ts';
import type { Channel } from '../statement-line.ts';
import { type Describe, describeByKeywords, recognisingReturns } from './facts.ts';

/**
 * Banks and wallets whose narratives we have no samples of (CIMB, OVO, DANA, LinkAja, GoPay, manual QRIS): only the
 * unambiguous keywords at the start of the text (fees, tax, interest, cash, BI-FAST, money coming back); everything
 * else gets the channel the category stands for. `wallet` is the wallet whose own statement it is: its transfers are
 * with that wallet's users.
 */
export function describeGeneric(otherwise: Channel, wallet: BankCode | '' = ''): Describe {
  return recognisingReturns((description) => describeByKeywords(description, otherwise, wallet));
}
