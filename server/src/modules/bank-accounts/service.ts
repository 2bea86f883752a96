import { MSG, bankOfListSegment, type Bank, type BankAccountRow, type Identity, type JenisTransaksi } from '@auto-checker/contract';
import type { Db } from '../../db/connect.ts';
import { Conflict, Invalid, NotFound, isForeignKeyViolation, isUniqueViolation } from '../../errors.ts';
import { pageWindow } from '../../http/page.ts';
import { actorOf, recordActivity } from '../activity/record.ts';
import { websiteCodeExists } from '../websites/service.ts';
import { websiteFilter } from '../websites/scope.ts';
import {
  bankAccountExists,
  countBankAccountUses,
  deleteBankAccount,
  insertBankAccount,
  listBankAccountOptions,
  listBankAccounts,
  lockBankAccount,
  setBankAccountStatus,
} from './repo.ts';

/** `website` is a code or 'all' (ADMIN); CHECKER sees its own website's accounts only. */
export function listVisibleBankAccounts(db: Db, me: Identity, website: string, pageSize: number, page: number) {
  return listBankAccounts(db, { websiteCode: websiteFilter(me, website), ...pageWindow(pageSize, page) });
}

export interface NewBankAccountInput {
  /** Already trimmed and upper case (the contract's schema), as are jenis and bank. */
  akun_bank_website: string;
  akun_bank_jenis_transaksi: JenisTransaksi;
  akun_bank_bank: Bank;
  akun_bank_name: string;
  akun_bank_no: string;
}

/** How the activity log names a bank account. */
function describeAccount(a: { bank: Bank; kind: JenisTransaksi; number: string; name: string; websiteCode: string }): string {
  return `akun bank ${a.bank} ${a.kind} ${a.number} (${a.name}) untuk website ${a.websiteCode}`;
}

function describeRow(row: BankAccountRow): string {
  return describeAccount({
    bank: row.akun_bank_bank,
    kind: row.akun_bank_jenis_transaksi,
    number: row.akun_bank_no,
    name: row.akun_bank_name,
    websiteCode: row.akun_bank_website,
  });
}

/**
 * The creator is the signed-in account, never a field of the body. A CHECKER can only name its
 * own website: the access guard has answered 404 for any other.
 */
export async function createBankAccount(db: Db, me: Identity, input: NewBankAccountInput): Promise<number> {
  const account = {
    websiteCode: input.akun_bank_website,
    kind: input.akun_bank_jenis_transaksi,
    bank: input.akun_bank_bank,
    name: input.akun_bank_name,
    number: input.akun_bank_no,
  };
  const duplicate = () => new Conflict(MSG.bankAccountExists(account.bank, account.kind, account.number, account.websiteCode));
  if (!(await websiteCodeExists(db, account.websiteCode))) throw new Invalid(MSG.websiteNotFound);
  if (await bankAccountExists(db, account)) throw duplicate();
  try {
    return await db.transaction().execute(async (trx) => {
      const id = await insertBankAccount(trx, account, me.account_id, new Date());
      await recordActivity(trx, actorOf(me), `Menambahkan ${describeAccount(account)}`, account.websiteCode);
      return id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate();
    // The website was removed between the check and the insert.
    if (isForeignKeyViolation(err)) throw new Invalid(MSG.websiteNotFound);
    throw err;
  }
}

export async function setBankAccountActive(db: Db, me: Identity, id: number, active: boolean): Promise<BankAccountRow> {
  return db.transaction().execute(async (trx) => {
    const account = await lockBankAccount(trx, id);
    if (!account) throw new NotFound(MSG.bankAccountNotFound);
    await setBankAccountStatus(trx, id, active, me.account_id, new Date());
    const verb = active ? 'Mengaktifkan' : 'Menonaktifkan';
    await recordActivity(trx, actorOf(me), `${verb} ${describeRow(account)}`, account.akun_bank_website);
    return { ...account, akun_bank_status: active };
  });
}

export async function removeBankAccount(db: Db, me: Identity, id: number): Promise<BankAccountRow> {
  return db.transaction().execute(async (trx) => {
    const account = await lockBankAccount(trx, id);
    if (!account) throw new NotFound(MSG.bankAccountNotFound);
    // Its uploads and lines keep it (their foreign keys restrict): said as a 409, not left to a 500.
    const uses = await countBankAccountUses(trx, id);
    const named = [...(uses.uploads > 0 ? [`${uses.uploads} upload`] : []), ...(uses.statementLines > 0 ? [`${uses.statementLines} data mutasi`] : [])];
    if (named.length > 0) throw new Conflict(MSG.bankAccountInUse(account.akun_bank_name, account.akun_bank_no, named));
    await deleteBankAccount(trx, id);
    await recordActivity(trx, actorOf(me), `Menghapus ${describeRow(account)}`, account.akun_bank_website);
    return account;
  });
}

/**
 * GET /api/akunbanklist/{website}/{bank}/{depo|wd}: the upload page's bank segment (mandiri-excel,
 * bni-mobile...) names the stored bank; 'depo' is DEPO and anything else WD, as the spec's client sends it.
 */
export async function listBankAccountChoices(db: Db, me: Identity, website: string, bankSegment: string, jenis: string) {
  const bank = bankOfListSegment(bankSegment);
  if (!bank) throw new Invalid(MSG.unknownBank(bankSegment));
  const websiteCode = websiteFilter(me, website);
  if (websiteCode === null) return []; // 'all' is no website the upload page can choose
  const kind: JenisTransaksi = jenis.trim().toLowerCase() === 'depo' ? 'DEPO' : 'WD';
  return listBankAccountOptions(db, { websiteCode, bank, kind });
}
