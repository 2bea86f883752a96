/**
 * The header of each BO export, in one place so that every parser can also tell the user which other
 * export a refused file looks like. No real panel export is known: these are our templates, built from
 * the spec's BO records. Nexus writes the View BO column labels; Luxe writes its own English labels
 * (`Transaction ID`, `Request Time`, `Member ID`...), so each panel's file is recognised by its header
 * and refused by the other panel's parser. Only the columns needed to recognise the file and to match
 * it are required; the others may be absent.
 */
import type { TableLayout } from '../../parsing/reader/layout.ts';
import { optional, required, TEMPLATE_STYLE } from './columns.ts';

export type DepositKey =
  | 'ticketNo'
  | 'reqDate'
  | 'appDate'
  | 'userName'
  | 'fullName'
  | 'paymentType'
  | 'depoAmount'
  | 'adminFee'
  | 'agentFee'
  | 'playerFee'
  | 'nettAmount'
  | 'playerBank'
  | 'playerAccountName'
  | 'playerAccountNumber'
  | 'corporateBank'
  | 'boDesc'
  | 'boRef'
  | 'boStatus'
  | 'boReason'
  | 'boHandler'
  | 'boWebsite'
  | 'playerRef'
  | 'playerOwnRef';

export type WithdrawKey =
  | 'ticketNo'
  | 'appDate'
  | 'brand'
  | 'userName'
  | 'fullName'
  | 'playerBank'
  | 'playerAccountName'
  | 'playerAccountNumber'
  | 'amount'
  | 'nettAmount'
  | 'corpBank'
  | 'website'
  | 'remarks'
  | 'status'
  | 'handler'
  | 'refCode'
  | 'ownRefCode'
  | 'lastBalance';

/** POST /api/checkdata */
export const NEXUS_DEPOSIT_LAYOUT: TableLayout<DepositKey> = {
  id: 'nexus-deposit',
  label: 'BO Nexus Deposit',
  ...TEMPLATE_STYLE,
  columns: {
    ticketNo: required('Ticket No'),
    reqDate: required('Req Date'),
    appDate: required('App Date'),
    userName: required('Username'),
    fullName: required('Fullname'),
    paymentType: optional('Payment Type'),
    depoAmount: required('Depo Amount'),
    adminFee: optional('Admin Fee'),
    agentFee: optional('Agent Fee'),
    playerFee: optional('Player Fee'),
    nettAmount: optional('Nett Amount'),
    playerBank: required('Player Bank'),
    corporateBank: optional('Corporate Bank'),
    boDesc: optional('Bo Desc'),
    boRef: optional('Bo Ref'),
    boStatus: optional('Bo Status'),
    boReason: optional('Bo Reason'),
    boHandler: optional('Bo Handler'),
    boWebsite: optional('Bo Website'),
    playerRef: optional('Player Ref'),
    playerOwnRef: optional('Player Own Ref'),
  },
};

/** POST /api/bowd */
export const NEXUS_WITHDRAW_LAYOUT: TableLayout<WithdrawKey> = {
  id: 'nexus-withdraw',
  label: 'BO Nexus Withdraw',
  ...TEMPLATE_STYLE,
  columns: {
    ticketNo: required('Ticket No'),
    appDate: required('App Date'),
    brand: optional('Brand'),
    userName: required('Username'),
    fullName: required('Fullname'),
    playerBank: required('Player Bank'),
    playerAccountNumber: optional('Player Number'),
    amount: required('Amount'),
    nettAmount: optional('Nett Amount'),
    corpBank: optional('Corporate Bank'),
    website: optional('Website'),
    remarks: optional('Remarks'),
    status: optional('WD Status'),
    handler: optional('Handler'),
    refCode: optional('Ref Code'),
    ownRefCode: optional('Own Ref'),
    lastBalance: optional('Last Balance'),
  },
};

/** The ticket and the member: the first columns of both Luxe deposit exports. */
const LUXE_DEPOSIT_TICKET = {
  ticketNo: required('Transaction ID'),
  reqDate: required('Request Time'),
  appDate: required('Approve Time'),
  userName: required('Member ID'),
  fullName: required('Member Name'),
};

/** The panel's status, operator and the member's references: the last columns of both Luxe deposit exports. */
const LUXE_DEPOSIT_OUTCOME = {
  boStatus: optional('Status'),
  boReason: optional('Reason'),
  boHandler: optional('Operator'),
  boWebsite: optional('Website'),
  playerRef: optional('Member Ref'),
  playerOwnRef: optional('Member Own Ref'),
};

/** POST /api/uploadboluxe */
export const LUXE_DEPOSIT_LAYOUT: TableLayout<DepositKey> = {
  id: 'luxe-deposit',
  label: 'BO Luxe Deposit',
  ...TEMPLATE_STYLE,
  columns: {
    ...LUXE_DEPOSIT_TICKET,
    paymentType: optional('Payment Method'),
    depoAmount: required('Amount'),
    adminFee: optional('Admin Fee'),
    agentFee: optional('Agent Fee'),
    playerFee: optional('Player Fee'),
    nettAmount: optional('Net Amount'),
    playerBank: required('Member Bank'),
    playerAccountName: optional('Member Account Name'),
    playerAccountNumber: optional('Member Account No'),
    corporateBank: optional('Destination Bank'),
    boDesc: optional('Description'),
    boRef: optional('Reference'),
    ...LUXE_DEPOSIT_OUTCOME,
  },
};

/** POST /api/uploadqris: a QRIS deposit has no player bank; RRN and NMID take its place. */
export const LUXE_DEPOSIT_QRIS_LAYOUT: TableLayout<DepositKey> = {
  id: 'luxe-deposit-qris',
  label: 'BO Luxe Deposit (QRIS)',
  ...TEMPLATE_STYLE,
  columns: {
    ...LUXE_DEPOSIT_TICKET,
    depoAmount: required('Amount'),
    adminFee: optional('Admin Fee'),
    nettAmount: optional('Net Amount'),
    boRef: required('RRN'),
    corporateBank: optional('NMID'),
    playerBank: optional('Issuer'),
    boDesc: optional('Description'),
    ...LUXE_DEPOSIT_OUTCOME,
  },
};

/** POST /api/uploadbowdluxe */
export const LUXE_WITHDRAW_LAYOUT: TableLayout<WithdrawKey> = {
  id: 'luxe-withdraw',
  label: 'BO Luxe Withdraw',
  ...TEMPLATE_STYLE,
  columns: {
    ticketNo: required('Transaction ID'),
    appDate: required('Approve Time'),
    brand: optional('Brand'),
    userName: required('Member ID'),
    fullName: required('Member Name'),
    playerBank: required('Member Bank'),
    playerAccountName: optional('Member Account Name'),
    playerAccountNumber: optional('Member Account No'),
    amount: required('Amount'),
    nettAmount: optional('Net Amount'),
    corpBank: optional('Source Bank'),
    website: optional('Website'),
    remarks: optional('Remarks'),
    status: optional('Status'),
    handler: optional('Operator'),
    refCode: optional('Reference'),
    ownRefCode: optional('Own Reference'),
    lastBalance: required('Last Balance'),
  },
};

/** Every BO export, each its own upload category. */
export const BO_LAYOUTS: readonly TableLayout[] = [
  NEXUS_DEPOSIT_LAYOUT,
  NEXUS_WITHDRAW_LAYOUT,
  LUXE_DEPOSIT_LAYOUT,
  LUXE_DEPOSIT_QRIS_LAYOUT,
  LUXE_WITHDRAW_LAYOUT,
];
