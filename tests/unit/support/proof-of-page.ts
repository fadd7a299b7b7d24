import type { ReviewFacts } from '@/lib/review/facts';
import type { PageVisit } from '@/lib/review/fetch/page';
import type { Assessment } from '@/lib/review/findings';
import { strengthItems } from '@/lib/review/findings/strengths';
import { joinProofs, pageCorpus, proveFindings, proveReport, type Proof } from '@/lib/review/proof';
import type { ReviewReport } from '@/lib/review/report/schema';

/** The proof of a review of one page: its findings' statements and its report's, against the page as fetched. */
export function proofOfPage(fetched: PageVisit, facts: ReviewFacts, assessment: Assessment, report: ReviewReport): Proof {
  const corpus = pageCorpus(fetched);
  return joinProofs(proveFindings(assessment.findings, corpus).proof, proveReport(report, corpus, { praise: strengthItems(facts) }).proof);
}
