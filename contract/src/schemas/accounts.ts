import { z } from 'zod';
import { ROLES } from '../roles.ts';
import { MSG } from '../messages.ts';
import { idParam, MAX_ID, requiredText } from './common.ts';

export const roleSchema = z.enum(ROLES);

/** Who is signed in: the login response and GET /api/me. */
export const identitySchema = z.object({
  account_id: z.number().int(),
  account_name: z.string(),
  account_role: roleSchema,
  /** Website id; null for ADMIN. */
  account_website: z.number().int().nullable(),
  /** Code of that website (our addition, so the client needs no second lookup). */
  account_website_code: z.string().nullable(),
});
export type Identity = z.infer<typeof identitySchema>;

export const loginBody = z.object({
  account_name: z.string().trim().min(1, MSG.loginFailed).max(100, MSG.loginFailed),
  account_password: z.string().min(1, MSG.loginFailed).max(200, MSG.loginFailed),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginResponse = identitySchema.extend({ message: z.string() });

/** An account as the API shows it. No password field exists on this type. */
export const accountSchema = z.object({
  account_id: z.number().int(),
  account_name: z.string(),
  account_status: z.boolean(),
  account_role: roleSchema,
  account_website: z.number().int().nullable(),
  account_website_code: z.string().nullable(),
  account_created_by: z.number().int().nullable(),
  /** The accounts' names (ours: a CHECKER cannot look names up); null when none or deleted. */
  account_created_by_name: z.string().nullable(),
  account_last_edited_at: z.string().nullable(),
  account_last_edited_by: z.number().int().nullable(),
  account_last_edited_by_name: z.string().nullable(),
});
export type Account = z.infer<typeof accountSchema>;
export const accountListResponse = z.array(accountSchema);

const password = z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(200);

/** A website reference as a form may send it: id as number or numeric string, empty for none. */
const websiteRef = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v === '') return null;
    const n = typeof v === 'number' ? v : Number(v.trim());
    if (!Number.isInteger(n) || n <= 0 || n > MAX_ID) {
      ctx.addIssue({ code: 'custom', message: 'Website tidak valid.' });
      return z.NEVER;
    }
    return n;
  });

export const createAccountBody = z
  .object({
    account_name: requiredText(50, 'Username wajib diisi.').regex(/^[A-Za-z0-9._-]+$/, 'Username hanya boleh huruf, angka, titik, garis bawah dan strip.'),
    account_password: password,
    account_status: z.boolean().optional().default(true),
    account_role: roleSchema,
    account_website: websiteRef,
    /** Sent by the spec's client; ignored: the creator is the signed-in account. */
    account_created_by: z.unknown().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.account_role === 'ADMIN' && b.account_website !== null) {
      ctx.addIssue({ code: 'custom', path: ['account_website'], message: MSG.adminHasNoWebsite });
    }
    if (b.account_role !== 'ADMIN' && b.account_website === null) {
      ctx.addIssue({ code: 'custom', path: ['account_website'], message: MSG.websiteRequiredForRole });
    }
  });
export type CreateAccountBody = z.input<typeof createAccountBody>;

export const accountIdParams = z.object({ id: idParam });
export const updateStatusBody = z.object({ account_status: z.boolean() });
export const updatePasswordBody = z.object({ account_password: password });

export const accountChangeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  id: z.number().int(),
  account: accountSchema.optional(),
});
