import type { IndustrySlug } from '@/content/industries/registry';
import type { ReviewFacts } from '../../facts';
import type { ReviewArea } from '../../report/schema';

/** What a rule knows beyond the facts: the trade the visitor chose, so advice is written for it. */
export interface RuleContext {
  industry: IndustrySlug;
}

type Of<T> = T | ((facts: ReviewFacts, context: RuleContext) => T);

/**
 * One check: when it applies, how much it weighs, and what the report says, every sentence built
 * from facts. A rule whose condition is false says nothing; a fact that was not measured (null) is
 * never a reason for a finding.
 */
export interface Rule {
  id: string;
  area: ReviewArea;
  applies: (facts: ReviewFacts, context: RuleContext) => boolean;
  /** Points taken off the area's score (performance: used for ranking; its score comes from the model). */
  weight: Of<number>;
  title: Of<string>;
  /** What on the page shows it: elements, counts, files and sizes, and what the fetch saw. Never empty. */
  evidence: (facts: ReviewFacts, context: RuleContext) => string[];
  advice: Of<string>;
}
