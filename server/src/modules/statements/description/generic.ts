import type { Channel } from '../statement-line.ts';
import { type Describe, describeByKeywords } from './facts.ts';

/**
 * Banks and wallets whose narratives we have no samples of (CIMB, OVO, DANA, LinkAja, GoPay, manual QRIS): only the
 * unambiguous keywords at the start of the text (fees, tax, interest, cash, BI-FAST); everything else gets the
 * channel the category stands for.
 */
export function describeGeneric(otherwise: Channel): Describe {
  return (description) => describeByKeywords(description, otherwise);
}
