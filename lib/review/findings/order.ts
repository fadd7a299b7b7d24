/**
 * The order to work in: what a flaw costs the business's customers comes first (Rule.cost), so a
 * hidden page, a dead menu, a broken way to get in touch, placeholders, leftovers and wrong facts
 * are named before the browser's "not secure", and that before what only slows or hinders a visit
 * and the hygiene no customer meets. Within a cost, the most severe, then the heaviest; ties keep
 * the order given. Protection no customer sees ('hardening': security headers, HSTS) is never among
 * the five to start with. Pure.
 */
import type { Severity } from '../areas';
import type { CustomerCost } from './rules/types';

export type { CustomerCost } from './rules/types';

/** The costs, the most costly to a customer first. */
export const customerCosts: readonly CustomerCost[] = ['turns-away', 'shows-broken', 'warns', 'hinders', 'unseen', 'hardening'];
export const costRank = (cost: CustomerCost) => customerCosts.indexOf(cost);
const severityRank: Record<Severity, number> = { high: 0, medium: 1, low: 2 };

interface Ranked {
  cost: CustomerCost;
  severity: Severity;
  weight: number;
}

/** The most costly of several costs (one flaw found on several pages). */
export const mostCostly = (costs: readonly CustomerCost[]): CustomerCost => customerCosts.find((cost) => costs.includes(cost)) ?? 'hinders';

/** By what each costs a customer, then most severe, then heaviest; ties keep the given order. */
export function byCustomerCost<T extends Ranked>(findings: readonly T[]): T[] {
  return findings
    .map((finding, index) => ({ finding, index }))
    .sort((a, b) => costRank(a.finding.cost) - costRank(b.finding.cost) || severityRank[a.finding.severity] - severityRank[b.finding.severity] || b.finding.weight - a.finding.weight || a.index - b.index)
    .map(({ finding }) => finding);
}

/** The five to start with: the first by what they cost a customer, none that only hardens the site. */
export function firstToFix<T extends Ranked>(findings: readonly T[], max = 5): T[] {
  return byCustomerCost(findings.filter((f) => f.cost !== 'hardening')).slice(0, max);
}
