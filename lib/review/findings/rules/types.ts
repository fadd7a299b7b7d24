import type { IndustrySlug } from '@/content/industries/registry';
import type { ReviewFacts } from '../../facts';
import type { LabFacts } from '../../facts/lab';
import type { ReviewArea } from '../../areas';

/** What a rule knows beyond the facts: the trade the visitor chose, so advice is written for it. */
export interface RuleContext {
  industry: IndustrySlug;
}

type Of<T> = T | ((facts: ReviewFacts, context: RuleContext) => T);

/**
 * What a flaw costs the business's customers, the order the report says to start in
 * (findings/order.ts), the most costly first:
 * - 'turns-away': the page is hidden (from visitors or search), a menu or link leads nowhere, or a
 *   way to get in touch fails: the customer is lost;
 * - 'shows-broken': what a customer sees broken, unfinished, left over or wrong (placeholders, a
 *   build's leftovers, a stale or contradicting fact, a missing image, a page shrunk on a phone);
 * - 'warns': the browser itself warns the customer (not secure);
 * - 'hinders': the visit is slower or harder, or the business harder to find or to reach;
 * - 'unseen': code and search hygiene a customer never meets;
 * - 'hardening': protection against attackers that no customer sees; never among the five to start with.
 */
export type CustomerCost = 'turns-away' | 'shows-broken' | 'warns' | 'hinders' | 'unseen' | 'hardening';

/**
 * One check: when it applies, how much it weighs, and what the report says, every sentence built
 * from facts. A rule whose condition is false says nothing; a fact that was not measured (null) is
 * never a reason for a finding.
 */
export interface Rule {
  id: string;
  area: ReviewArea;
  /** What the flaw costs a customer: where it stands in the order to start in. */
  cost: Of<CustomerCost>;
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
  /**
   * What the finding says the page lacks ("no <h1>", "no phone number anywhere on the page"). Before
   * anything is shown, the proof stage (lib/review/proof) searches every page the finding names for
   * each of them again, over the whole page, and drops a finding whose absence is not absent.
   */
  claimsAbsent?: Of<readonly Absent[]>;
  /**
   * Its evidence names files, each with its answer ("/logo.png answers 404"): files the page
   * requested on its first load ('requested'), or files a stylesheet names that the page does not
   * fetch ('latent'). The proof stage checks that each is such a file and answered so.
   */
  namesFileAnswers?: 'requested' | 'latent';
}

/** The things a finding can say a page lacks (Rule.claimsAbsent); the proof knows how to look for each. */
export type Absent =
  | 'title'
  | 'description'
  | 'h1'
  | 'headings'
  | 'lang'
  | 'viewport'
  | 'charset'
  | 'doctype'
  | 'canonical'
  | 'icon-link'
  | 'open-graph'
  | 'structured-data'
  | 'phone-number'
  | 'email-address'
  | 'tel-link'
  | 'mailto-link'
  | 'message-form'
  | 'contact-link'
  /** A link to a page of the site with a form to write in (or to one the review did not read, which may have one). */
  | 'form-link'
  | 'address'
  | 'opening-hours'
  /** A tel: link in the page's header or menu, or before its main heading (anywhere, on a page with none of those). */
  | 'tel-link-up-top'
  /** A time of day, in figures or words, anywhere in the page or its structured data. */
  | 'service-times'
  /** A place to come to: a street address, a postcode that is not a P.O. Box's, an <address>, a map link. */
  | 'meeting-place'
  | 'privacy-link';

/** The lab's refinements of a finding (Rule.refinedByLab). */
export type LabRefinement = 'render-blocking-saving' | 'image-saving' | 'unused-script-saving' | 'stayed-blank';

type LabOf<T> = T | ((lab: LabFacts) => T);

/**
 * One check of what Lighthouse's phone run saw (facts/lab.ts), run when the lab measured the page:
 * the flaws static HTML cannot show (text too faint on its background, tap targets too small, errors
 * the scripts throw) and the lab's view of flaws the code shows too. Its finding is about the
 * submitted page, the one the lab loaded.
 */
export interface LabRule {
  /** The finding's id: the static rule's (sameFlaw.rule) when that rule reports the same flaw, so a flaw has one id. */
  id: string;
  area: ReviewArea;
  /** What the flaw costs a customer (Rule.cost); the static rule's, where it reports the same flaw. */
  cost: CustomerCost;
  /** The Lighthouse audits it reads: the proof keeps its finding only where the run has them failing (or measured). */
  audits: readonly string[];
  applies: (lab: LabFacts) => boolean;
  weight: LabOf<number>;
  title: LabOf<string>;
  /** What the run saw, each line a statement the proof checks against the run's facts. Never empty. */
  evidence: (lab: LabFacts) => string[];
  advice: LabOf<string>;
  /**
   * The static rule that reports the same flaw from the page's code (one finding per flaw): when the
   * review made that finding, the lab's evidence joins it ('adds'); for what the lab measures and the
   * fetch could only count ('measures': the files the page requested, their answers and bytes), the
   * lab's evidence replaces the submitted page's, and a finding the measurement does not bear out goes.
   */
  sameFlaw?: 'adds' | 'measures';
}
