/** The BO export format of each BO upload endpoint (docs/design.md section 6c). */
import { luxeDepositQrisBo } from './luxe-deposit-qris.ts';
import { luxeDepositBo } from './luxe-deposit.ts';
import { luxeWithdrawBo } from './luxe-withdraw.ts';
import { nexusDepositBo } from './nexus-deposit.ts';
import { nexusWithdrawBo } from './nexus-withdraw.ts';

export const BO_DEPOSIT_FORMATS = {
  checkdata: nexusDepositBo,
  uploadboluxe: luxeDepositBo,
  uploadqris: luxeDepositQrisBo,
} as const;

export const BO_WITHDRAW_FORMATS = {
  bowd: nexusWithdrawBo,
  uploadbowdluxe: luxeWithdrawBo,
} as const;
