import type { MatchBo, MatchLine } from '../../src/modules/reconciliation/engine/types.ts';

/** 3 July 2026 14:00 in Jakarta: the moment of the first request of every scenario. */
export const T0 = Date.parse('2026-07-03T14:00:00+07:00');
export const MIN = 60_000;

/**
 * A deposit request of `rupiah` by `name`, `minutes` after T0. Its player (username) is the name's own unless given:
 * rows written with one name are one player's, as most scenarios mean; namesakes are given players of their own.
 */
export function bo(id: number, rupiah: number, name: string, minutes = 0, extra: Partial<MatchBo> = {}): MatchBo {
  return {
    id,
    ticket: `DP${id}`,
    amountSen: rupiah * 100,
    at: T0 + minutes * MIN,
    names: [name],
    accountNumber: '',
    player: `u-${name}`,
    playerBank: '',
    destinationBank: '',
    destinationNumber: '',
    refusedLines: [],
    references: [],
    qris: false,
    ...extra,
  };
}

/** A BCA credit of `rupiah` from `name`, booked `minutes` after T0, of the first upload. */
export function line(id: number, rupiah: number, name: string, minutes = 2, extra: Partial<MatchLine> = {}): MatchLine {
  const at = T0 + minutes * MIN;
  return {
    id,
    amountSen: rupiah * 100,
    grossSen: null,
    at,
    date: new Date(at + 7 * 3_600_000).toISOString().slice(0, 10),
    pending: false,
    direction: 'CR',
    upload: 1,
    accountKey: 'BCA-1',
    channel: name ? 'INTRABANK' : 'QRIS',
    name,
    counterpartyAccount: '',
    counterpartyBank: '',
    accountBank: '',
    accountNumber: '',
    reference: '',
    description: name ? `TRSF E-BANKING CR ${rupiah}.00${name}` : `QRIS ${rupiah}`,
    label: name ? 'BCA' : 'QRIS',
    heldBy: null,
    ...extra,
  };
}
