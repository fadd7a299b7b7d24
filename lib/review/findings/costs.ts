/**
 * What each finding's flaw costs a customer, by the finding's id (Rule.cost, SiteRule.cost,
 * LabRule.cost): for a report's findings, which carry their id but not their rule.
 */
import { rules } from './index';
import { siteRules } from './rules/site';
import { labRules } from './rules/lab';
import type { CustomerCost } from './rules/types';

let byId: Map<string, CustomerCost> | undefined;

/** The cost of the rule that made the finding; a finding no rule here made counts as hindering. */
export function costOf(id: string): CustomerCost {
  byId ??= new Map([...labRules, ...siteRules, ...rules].map((rule) => [rule.id, rule.cost]));
  return byId.get(id) ?? 'hinders';
}
