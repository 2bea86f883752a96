import { z } from 'zod';

/**
 * GET /api/dashboard?date=YYYY-MM-DD (our addition, the home page): for one statement date (default today,
 * Jakarta) and the websites the user may see. The counts follow View BO and View Mutasi of the same day
 * exactly: same rows (statement date, not deleted), same Approved / Pending split.
 */

export const DASHBOARD_TREND_DAYS = 14;

export const DASHBOARD_MSG = {
  badDate: (raw: string) => `Tanggal '${raw}' tidak valid (format: 2026-07-03).`,
} as const;

export const dashboardQuery = z.object({ date: z.string().trim().max(20).optional() });

const money = z.number();

/** Count and amount of some rows. */
export const dashboardTotal = z.object({ count: z.number().int(), amount: money });
export type DashboardTotal = z.infer<typeof dashboardTotal>;

/** One side (deposit or withdraw) of the BO rows, split by how they were decided. */
export const dashboardSide = dashboardTotal.extend({
  /** Approved by the matcher. */
  auto: z.number().int(),
  /** Approved by a checker. */
  checker: z.number().int(),
  pending: z.number().int(),
  pending_amount: money,
});
export type DashboardSide = z.infer<typeof dashboardSide>;

export const dashboardWebsite = z.object({
  website_code: z.string(),
  website_name: z.string(),
  deposit: dashboardSide,
  withdraw: dashboardSide,
  /** Statement credits matched to no BO deposit: money without a request. */
  unmatched_credit: dashboardTotal,
  /** Statement debits matched to no BO withdrawal. */
  unmatched_debit: dashboardTotal,
});
export type DashboardWebsite = z.infer<typeof dashboardWebsite>;

export const dashboardTrendDay = z.object({
  date: z.string(),
  /** BO rows (both sides) of the day, and how many of them the matcher approved. */
  total: z.number().int(),
  auto: z.number().int(),
});
export type DashboardTrendDay = z.infer<typeof dashboardTrendDay>;

export const dashboardResponse = z.discriminatedUnion('scope', [
  z.object({
    scope: z.literal('full'),
    date: z.string(),
    totals: dashboardWebsite.omit({ website_code: true, website_name: true }),
    websites: z.array(dashboardWebsite),
    /** The last 14 days up to `date`, oldest first. */
    trend: z.array(dashboardTrendDay),
  }),
  /** CS: totals of its own website only. */
  z.object({
    scope: z.literal('totals'),
    date: z.string(),
    website_code: z.string().nullable(),
    deposit: dashboardTotal,
    withdraw: dashboardTotal,
  }),
]);
export type DashboardResponse = z.infer<typeof dashboardResponse>;
