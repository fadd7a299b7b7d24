/**
 * The local-business cost comparison: our build (4,500 upfront, 120 a year hosting, no maintenance)
 * against a typical agency (3,500 upfront, hosting included, 50 a month maintenance).
 * Total = upfront + yearly costs × years; savings = agency total − our total.
 */
export const costModel = {
  product: { upfront: 4500, hostingPerYear: 120, maintenancePerYear: 0 },
  agency: { upfront: 3500, hostingPerYear: 0, maintenancePerYear: 50 * 12 },
} as const;

export const horizons = [1, 2, 3, 5] as const;
export type Horizon = (typeof horizons)[number];
export const DEFAULT_HORIZON: Horizon = 3;

export interface CostComparison {
  years: number;
  productTotal: number;
  agencyTotal: number;
  /** Negative while the agency's lower upfront price has not yet been overtaken. */
  savings: number;
  /** Savings as a share of the agency total, rounded to a whole percent (negative when dearer). */
  savingsPercent: number;
}

type Plan = { upfront: number; hostingPerYear: number; maintenancePerYear: number };

const yearly = (plan: Plan) => plan.hostingPerYear + plan.maintenancePerYear;
const total = (plan: Plan, years: number) => plan.upfront + yearly(plan) * years;

export function compareCosts(years: number): CostComparison {
  if (!Number.isFinite(years) || years < 0) throw new RangeError(`years must be a non-negative number, got ${years}`);
  const productTotal = total(costModel.product, years);
  const agencyTotal = total(costModel.agency, years);
  const savings = agencyTotal - productTotal;
  return { years, productTotal, agencyTotal, savings, savingsPercent: Math.round((savings / agencyTotal) * 100) };
}

/** The first month in which our total is lower than the agency's (whole months, counted from launch). */
export function breakEvenMonth(): number {
  const upfrontGap = costModel.product.upfront - costModel.agency.upfront;
  const monthlyGain = (yearly(costModel.agency) - yearly(costModel.product)) / 12;
  if (upfrontGap <= 0) return 0;
  return Math.floor(upfrontGap / monthlyGain) + 1;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Whole US dollars, e.g. 4860 → "$4,860"; negatives are formatted by magnitude (the caller words the sign). */
export function formatUsd(amount: number): string {
  return usd.format(Math.abs(amount));
}
