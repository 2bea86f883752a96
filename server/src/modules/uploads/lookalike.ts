import type { UploadSwitch } from '@auto-checker/contract';

/**
 * The upload category of each layout of the registry (server/src/modules/layouts/), by its id's start: where a file
 * refused as another category's layout is offered to go (docs/formats.md, "Detection"). The first match wins, so
 * longer starts come first. A test reads every layout of the registry through this table and its endpoint's parser.
 */
const CATEGORY_OF_LAYOUT: readonly [start: string, target: UploadSwitch][] = [
  ['bca-', { endpoint: 'mutasiupdepobca', provider: null }],
  ['mandiri-', { endpoint: 'mutasiupdepomdr', provider: null }],
  ['bni-mobile', { endpoint: 'mutasiupdepobnimobile', provider: null }],
  ['bni-', { endpoint: 'mutasiupdepobniinternetbanking', provider: null }],
  ['cimb-', { endpoint: 'mutasiupdepocimb', provider: null }],
  ['bri-', { endpoint: 'mutasiupdepomanual', provider: 'BRI' }],
  ['manual-', { endpoint: 'mutasiupdepomanual', provider: null }],
  ['qris-', { endpoint: 'mutasiupdepoqris', provider: null }],
  ['autotx-', { endpoint: 'mutasiupdepoautotx', provider: null }],
  ['nexuspay-', { endpoint: 'nexuspay', provider: null }],
  ['nexus-deposit', { endpoint: 'checkdata', provider: null }],
  ['nexus-withdraw', { endpoint: 'bowd', provider: null }],
  ['luxe-deposit-qris', { endpoint: 'uploadqris', provider: null }],
  ['luxe-deposit', { endpoint: 'uploadboluxe', provider: null }],
  ['luxe-withdraw', { endpoint: 'uploadbowdluxe', provider: null }],
];

/** The upload a file of layout `layoutId` belongs to, or null when none takes it directly (or the layout is unknown). */
export function uploadFor(layoutId: string): UploadSwitch | null {
  return CATEGORY_OF_LAYOUT.find(([start]) => layoutId.startsWith(start))?.[1] ?? null;
}
