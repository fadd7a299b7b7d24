import type { ReviewFacts } from '../../facts';
import type { ReviewArea } from '../../report/schema';

/**
 * One check: when it applies, how much it weighs, and what the report says, every sentence built
 * from facts. A rule whose condition is false says nothing; a fact that was not measured (null) is
 * never a reason for a finding.
 */
export interface Rule {
  id: string;
  area: ReviewArea;
  applies: (facts: ReviewFacts) => boolean;
  /** Points taken off the area's score (performance: used for ranking; its score comes from the model). */
  weight: number | ((facts: ReviewFacts) => number);
  title: string | ((facts: ReviewFacts) => string);
  /** What on the page shows it: elements, counts, files and sizes. Never empty. */
  evidence: (facts: ReviewFacts) => string[];
  advice: string | ((facts: ReviewFacts) => string);
}
