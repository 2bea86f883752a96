/**
 * The BO table of a side (DEPOSIT, WITHDRAW) and its columns that mean the same on both (the request's time, the
 * amount, the panel's status, the references, the operator's account named): the one map of them, for every
 * repository that writes SQL over both sides (reconciliation, review, cleanup, dashboard).
 */
export const BO_TABLES = {
  DEPOSIT: {
    table: 'bo_deposit',
    at: 'req_at',
    amount: 'depo_amount',
    status: 'bo_status',
    /** The panel's reference; `playerRefs` are those the player typed into the request (the player's word only). */
    refs: ['bo_ref'],
    playerRefs: ['player_ref', 'player_own_ref'],
    corporate: 'corporate_bank',
  },
  WITHDRAW: {
    table: 'bo_withdraw',
    at: 'app_at',
    amount: 'amount',
    status: 'wd_status',
    refs: ['ref_code', 'own_ref_code'],
    playerRefs: [],
    corporate: 'corp_bank',
  },
} as const;
