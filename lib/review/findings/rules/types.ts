import type { IndustrySlug } from '@/content/industries/registry';
import type { ReviewFacts } from '../../facts';
import type { ReviewArea } from '../../areas';

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
  /**
   * About the server or the domain rather than one page (HTTPS, headers, robots.txt, the sitemap, the
   * favicon, the server's answer time): a site review says it once, in the first page's words
   * (findings/site.ts), however many pages carry it.
   */
  siteScoped?: true;
  /**
   * An absence another page of the site answers (a footer address left off one page is not a site
   * without an address): a site review names it only when every page it read lacks it.
   */
  answeredBySite?: true;
  /**
   * What Lighthouse's phone run adds to this finding's evidence when the lab measured the page
   * (lab/job.ts): one of its savings estimates, said once at the first finding it backs, or, for a
   * page that stays blank until a script shows it, that the run saw it stay blank.
   */
  refinedByLab?: LabRefinement;
}

/** The lab's refinements of a finding (Rule.refinedByLab). */
export type LabRefinement = 'render-blocking-saving' | 'image-saving' | 'unused-script-saving' | 'stayed-blank';
