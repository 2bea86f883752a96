/**
 * The header of each BO export, in one place so that every parser can also tell the user which other
 * export a refused file looks like. No real panel export is known: these are our templates, built from
 * the spec's BO records. Nexus writes the View BO column labels; Luxe writes its own English labels
 * (`Transaction ID`, `Request Time`, `Member ID`...), so each panel's file is recognised by its header
 * and refused by the other panel's parser. Only the columns needed to recognise the file and to match
 * it are required; the others may be absent.
 */
import type { Layout } from '../../parsing/named-columns.ts';

export type DepositKey =
  | 'ticketNo' | 'reqDate' | 'appDate' | 'userName' | 'fullName' | 'paymentType' | 'depoAmount'
  | 'adminFee' | 'agentFee' | 'playerFee' | 'nettAmount' | 'playerBank' | 'playerAccountName' | 'playerAccountNumber'
  | 'corporateBank' | 'boDesc' | 'boRef' | 'boStatus' | 'boReason' | 'boHandler' | 'boWebsite' | 'playerRef' | 'playerOwnRef';

export type WithdrawKey =
  | 'ticketNo' | 'appDate' | 'brand' | 'userName' | 'fullName' | 'playerBank' | 'playerAccountName' | 'playerAccountNumber'
  | 'amount' | 'nettAmount' | 'corpBank' | 'website' | 'remarks' | 'status' | 'handler' | 'refCode' | 'ownRefCode' | 'lastBalance';

const req = (name: string) => ({ names: [name], required: true });
const opt = (name: string) => ({ names: [name] });

/** POST /api/checkdata */
export const NEXUS_DEPOSIT_LAYOUT: Layout<DepositKey> = {
  variant: 'nexus-deposit',
  columns: {
    ticketNo: req('Ticket No'),
    reqDate: req('Req Date'),
    appDate: req('App Date'),
    userName: req('Username'),
    fullName: req('Fullname'),
    paymentType: opt('Payment Type'),
    depoAmount: req('Depo Amount'),
    adminFee: opt('Admin Fee'),
    agentFee: opt('Agent Fee'),
    playerFee: opt('Player Fee'),
    nettAmount: opt('Nett Amount'),
    playerBank: req('Player Bank'),
    corporateBank: opt('Corporate Bank'),
    boDesc: opt('Bo Desc'),
    boRef: opt('Bo Ref'),
    boStatus: opt('Bo Status'),
    boReason: opt('Bo Reason'),
    boHandler: opt('Bo Handler'),
    boWebsite: opt('Bo Website'),
    playerRef: opt('Player Ref'),
    playerOwnRef: opt('Player Own Ref'),
  },
};

/** POST /api/bowd */
export const NEXUS_WITHDRAW_LAYOUT: Layout<WithdrawKey> = {
  variant: 'nexus-withdraw',
  columns: {
    ticketNo: req('Ticket No'),
    appDate: req('App Date'),
    brand: opt('Brand'),
    userName: req('Username'),
    fullName: req('Fullname'),
    playerBank: req('Player Bank'),
    playerAccountNumber: opt('Player Number'),
    amount: req('Amount'),
    nettAmount: opt('Nett Amount'),
    corpBank: opt('Corporate Bank'),
    website: opt('Website'),
    remarks: opt('Remarks'),
    status: opt('WD Status'),
    handler: opt('Handler'),
    refCode: opt('Ref Code'),
    ownRefCode: opt('Own Ref'),
    lastBalance: opt('Last Balance'),
  },
};

/** POST /api/uploadboluxe */
export const LUXE_DEPOSIT_LAYOUT: Layout<DepositKey> = {
  variant: 'luxe-deposit',
  columns: {
    ticketNo: req('Transaction ID'),
    reqDate: req('Request Time'),
    appDate: req('Approve Time'),
    userName: req('Member ID'),
    fullName: req('Member Name'),
    paymentType: opt('Payment Method'),
    depoAmount: req('Amount'),
    adminFee: opt('Admin Fee'),
    agentFee: opt('Agent Fee'),
    playerFee: opt('Player Fee'),
    nettAmount: opt('Net Amount'),
    playerBank: req('Member Bank'),
    playerAccountName: opt('Member Account Name'),
    playerAccountNumber: opt('Member Account No'),
    corporateBank: opt('Destination Bank'),
    boDesc: opt('Description'),
    boRef: opt('Reference'),
    boStatus: opt('Status'),
    boReason: opt('Reason'),
    boHandler: opt('Operator'),
    boWebsite: opt('Website'),
    playerRef: opt('Member Ref'),
    playerOwnRef: opt('Member Own Ref'),
  },
};

/** POST /api/uploadqris: a QRIS deposit has no player bank; RRN and NMID take its place. */
export const LUXE_DEPOSIT_QRIS_LAYOUT: Layout<DepositKey> = {
  variant: 'luxe-deposit-qris',
  columns: {
    ticketNo: req('Transaction ID'),
    reqDate: req('Request Time'),
    appDate: req('Approve Time'),
    userName: req('Member ID'),
    fullName: req('Member Name'),
    depoAmount: req('Amount'),
    adminFee: opt('Admin Fee'),
    nettAmount: opt('Net Amount'),
    boRef: req('RRN'),
    corporateBank: opt('NMID'),
    playerBank: opt('Issuer'),
    boDesc: opt('Description'),
    boStatus: opt('Status'),
    boReason: opt('Reason'),
    boHandler: opt('Operator'),
    boWebsite: opt('Website'),
    playerRef: opt('Member Ref'),
    playerOwnRef: opt('Member Own Ref'),
  },
};

/** POST /api/uploadbowdluxe */
export const LUXE_WITHDRAW_LAYOUT: Layout<WithdrawKey> = {
  variant: 'luxe-withdraw',
  columns: {
    ticketNo: req('Transaction ID'),
    appDate: req('Approve Time'),
    brand: opt('Brand'),
    userName: req('Member ID'),
    fullName: req('Member Name'),
    playerBank: req('Member Bank'),
    playerAccountName: opt('Member Account Name'),
    playerAccountNumber: opt('Member Account No'),
    amount: req('Amount'),
    nettAmount: opt('Net Amount'),
    corpBank: opt('Source Bank'),
    website: opt('Website'),
    remarks: opt('Remarks'),
    status: opt('Status'),
    handler: opt('Operator'),
    refCode: opt('Reference'),
    ownRefCode: opt('Own Reference'),
    lastBalance: req('Last Balance'),
  },
};

/** Every BO export with the label the user knows it by, for "this file looks like ..." hints. */
export const BO_LAYOUTS: readonly { label: string; layout: Layout<string> }[] = [
  { label: 'BO Nexus Deposit', layout: NEXUS_DEPOSIT_LAYOUT },
  { label: 'BO Nexus Withdraw', layout: NEXUS_WITHDRAW_LAYOUT },
  { label: 'BO Luxe Deposit', layout: LUXE_DEPOSIT_LAYOUT },
  { label: 'BO Luxe Deposit (QRIS)', layout: LUXE_DEPOSIT_QRIS_LAYOUT },
  { label: 'BO Luxe Withdraw', layout: LUXE_WITHDRAW_LAYOUT },
];
