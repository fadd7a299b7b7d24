/**
 * What each finding's flaw costs a customer, by the finding's id (Rule.cost, SiteRule.cost,
 * LabRule.cost): for a report's findings, which carry their id but not their rule.
 */
import { rules } from './index';
import { siteRules } from './rules/site';
import { labRules } from './rules/lab';
import type { CustomerCost } from './rules/types';

let byId: Map<string, CustomerCost> | undefined;

/**
 * The cost the review recorded for the finding (ReviewRecord.costs), else its rule's where the rule
 * gives one for every page; a cost that depends on the page (a missing image is seen, a missing
 * manifest is not) and was not recorded, or a finding no rule here made, counts as hindering.
 */
export function costOf(id: string, recorded?: Record<string, CustomerCost>): CustomerCost {
  byId ??= new Map([...labRules, ...siteRules, ...rules].flatMap((rule) => (typeof rule.cost === 'string' ? [[rule.id, rule.cost] as const] : [])));
  return recorded?.[id] ?? byId.get(id) ?? 'hinders';
}
