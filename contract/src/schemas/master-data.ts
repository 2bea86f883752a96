import { z } from 'zod';
import { BANKS, JENIS_TRANSAKSI } from '../banks.ts';
import { PANELS } from '../roles.ts';
import { idParam } from './common.ts';
import { IPV4_PATTERN, MSG_BANK_FIELDS_REQUIRED, MSG_IP_INVALID, MSG_WEBSITE_REQUIRED } from '../master-data.ts';

/** Answer of a create, toggle or remove on the master-data pages. */
export const changeResponse = z.object({ success: z.literal(true), message: z.string(), id: z.number().int() });
export type ChangeResponse = z.infer<typeof changeResponse>;

// ---- Whitelist --------------------------------------------------------------------------------
export const whitelistEntry = z.object({
  Whitelist_id: z.number().int(),
  Whitelist_ip: z.string(),
  Whitelist_status: z.boolean(),
  Whitelist_last_edited_at: z.string().nullable(),
  Whitelist_last_edited_by: z.number().int().nullable(),
  /** The account's name (ours: a CHECKER cannot look names up); null when none or deleted. */
  Whitelist_last_edited_by_name: z.string().nullable(),
  /** Total number of entries, on the first row only (the spec's convention). */
  all_data: z.number().int().optional(),
});
export type WhitelistEntry = z.infer<typeof whitelistEntry>;
export const createWhitelistBody = z.object({
  whitelist_ip: z.string({ error: MSG_IP_INVALID }).trim().regex(IPV4_PATTERN, MSG_IP_INVALID),
});
export const whitelistIdParams = z.object({ id: idParam });
export const updateWhitelistStatusBody = z.object({ Whitelist_status: z.boolean() });

// ---- Website ----------------------------------------------------------------------------------
export const websiteRow = z.object({
  website_id: z.number().int(),
  website_name: z.string(),
  website_code: z.string(),
  website_panel: z.enum(PANELS),
  website_last_edited_at: z.string().nullable(),
  website_last_edited_by: z.number().int().nullable(),
  website_last_edited_by_name: z.string().nullable(),
  all_data: z.number().int().optional(),
});
export type WebsiteRow = z.infer<typeof websiteRow>;
export const createWebsiteBody = z.object({
  website_name: z.string({ error: MSG_WEBSITE_REQUIRED }).trim().min(1, MSG_WEBSITE_REQUIRED).max(100),
  website_code: z
    .string({ error: MSG_WEBSITE_REQUIRED })
    .trim()
    .min(1, MSG_WEBSITE_REQUIRED)
    .max(20)
    .regex(/^[A-Za-z0-9]+$/, 'Website Code hanya boleh huruf dan angka.')
    .transform((v) => v.toUpperCase()),
  // The spec's form sends 'luxe' in lower case; stored one way, upper case.
  website_panel: z
    .string({ error: MSG_WEBSITE_REQUIRED })
    .trim()
    .min(1, MSG_WEBSITE_REQUIRED)
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(PANELS, { error: 'Website Panel harus NEXUS atau LUXE.' })),
});
export const websiteIdParams = z.object({ id: idParam });

// ---- Data Bank --------------------------------------------------------------------------------
export const bankAccountRow = z.object({
  akun_bank_id: z.number().int(),
  akun_bank_website: z.string(),
  akun_bank_jenis_transaksi: z.enum(JENIS_TRANSAKSI),
  akun_bank_bank: z.enum(BANKS),
  akun_bank_name: z.string(),
  akun_bank_no: z.string(),
  akun_bank_status: z.boolean(),
  akun_bank_last_edited_at: z.string().nullable(),
  akun_bank_last_edited_by: z.number().int().nullable(),
  akun_bank_last_edited_by_name: z.string().nullable(),
  akun_bank_created_by: z.number().int().nullable(),
  akun_bank_created_by_name: z.string().nullable(),
  all_data: z.number().int().optional(),
});
export type BankAccountRow = z.infer<typeof bankAccountRow>;

const requiredField = z.string({ error: MSG_BANK_FIELDS_REQUIRED }).trim().min(1, MSG_BANK_FIELDS_REQUIRED);
export const createBankAccountBody = z.object({
  akun_bank_website: requiredField.max(20).transform((v) => v.toUpperCase()),
  akun_bank_jenis_transaksi: requiredField.transform((v) => v.toUpperCase()).pipe(z.enum(JENIS_TRANSAKSI, { error: 'Jenis transaksi harus DEPO atau WD.' })),
  akun_bank_bank: requiredField.transform((v) => v.toUpperCase()).pipe(z.enum(BANKS, { error: `Bank harus salah satu dari ${BANKS.join(', ')}.` })),
  akun_bank_name: requiredField.max(100),
  akun_bank_no: requiredField.max(40).regex(/^\d+$/, 'Nomor rekening hanya boleh angka.'),
  /** Sent by the spec's client; ignored: the creator is the signed-in account. */
  akun_bank_created_by: z.unknown().optional(),
});
export const bankAccountIdParams = z.object({ akun_bank_id: idParam });
export const updateBankAccountStatusBody = z.object({ akun_bank_status: z.boolean() });

/** An option of the upload page's account dropdown. */
export const bankAccountOption = z.object({ akun_bank_id: z.number().int(), akun_bank_name: z.string(), akun_bank_no: z.string() });
export type BankAccountOption = z.infer<typeof bankAccountOption>;

// ---- Tracking ---------------------------------------------------------------------------------
export const trackingRow = z.object({
  tracking_id: z.number().int(),
  tracking_website: z.string().nullable(),
  tracking_username: z.string(),
  tracking_role: z.string(),
  tracking_activity: z.string(),
  /** Spelt so in the spec. */
  tracking_crated_at: z.string(),
  all_data: z.number().int().optional(),
});
export type TrackingRow = z.infer<typeof trackingRow>;
