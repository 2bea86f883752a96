/**
 * The layout registry: every layout of every upload category, in one list. A file no layout of its category fits is
 * compared with these, so the refusal can say which category it belongs to (docs/formats.md, "How a file is read").
 */
import type { TableLayout } from '../../parsing/reader/layout.ts';
import { AUTOTX_LAYOUTS } from './autotx.ts';
import { BCA_LAYOUTS } from './bca.ts';
import { BNI_LAYOUTS } from './bni.ts';
import { BO_LAYOUTS } from './bo.ts';
import { CIMB_LAYOUTS } from './cimb.ts';
import { MANDIRI_LAYOUTS } from './mandiri.ts';
import { MANUAL_LAYOUTS } from './manual.ts';
import { NEXUSPAY_LAYOUTS } from './nexuspay.ts';
import { QRIS_LAYOUTS } from './qris.ts';

export const KNOWN_LAYOUTS: readonly TableLayout[] = [
  ...Object.values(BCA_LAYOUTS),
  ...Object.values(MANDIRI_LAYOUTS),
  ...Object.values(BNI_LAYOUTS),
  ...Object.values(CIMB_LAYOUTS),
  ...Object.values(MANUAL_LAYOUTS),
  ...Object.values(QRIS_LAYOUTS),
  ...Object.values(AUTOTX_LAYOUTS),
  ...Object.values(NEXUSPAY_LAYOUTS),
  ...BO_LAYOUTS,
];
