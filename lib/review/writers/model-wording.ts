/**
 * What the model may write, and how it joins the built-in report. Pure: the call is writers/model.ts's.
 */
import * as z from 'zod';
import { plainModelText as plainText } from '../facts/proofreading';
import type { ReviewReport } from '../report/schema';
import { costOf } from '../findings/costs';
import { costRank, type CustomerCost } from '../findings/order';

/**
 * What the model may write: the summary, and the wording and order of findings the rules already
 * made. It cannot add a finding, change a score, a severity or a piece of evidence: those come from
 * the facts, and anything else it returns is dropped when it is merged (mergeModelWording).
 */
export const modelWording = z.object({
  summary: z.string().max(1200).describe('Two or three sentences for the business owner, quoting their page title or heading.'),
  findings: z
    .array(
      z.object({
        id: z.string().describe('The id of a finding from FINDINGS, unchanged.'),
        title: z.string().max(120),
        advice: z.string().max(600),
        why: z.string().max(400).describe('Why it matters for this industry.'),
      }),
    )
    .max(60),
  startWith: z.array(z.string()).max(5).describe('Ids of the five findings to fix first, most valuable first.'),
  proofreading: z
    .array(
      z.object({
        quote: z.string().max(160).describe('The exact words from PAGE TEXT, copied character for character.'),
        problem: z.string().max(240).describe('What is wrong with them, in one sentence.'),
      }),
    )
    .max(8)
    .default([])
    .describe('Typos, filler or template text, notices whose date has passed, and statements that contradict each other, as PAGE TEXT shows them.'),
});
export type ModelWording = z.infer<typeof modelWording>;

/**
 * The built-in report with the model's wording where it matches a finding: ids it invented are
 * dropped, findings it left out keep the built-in wording, evidence, scores and severities stay.
 */
export function mergeModelWording(report: ReviewReport, wording: Pick<ModelWording, 'summary' | 'findings' | 'startWith'>, writer: string, costs?: Record<string, CustomerCost>): ReviewReport {
  const cost = (id: string) => costOf(id, costs);
  const known = new Set(report.findings.map((f) => f.id));
  const worded = new Map(wording.findings.filter((f) => known.has(f.id)).map((f) => [f.id, f]));
  // The model orders findings within what each costs a customer (findings/order.ts), never across it, and never starts with hardening.
  const startWith = [...new Set(wording.startWith.filter((id) => known.has(id) && cost(id) !== 'hardening'))]
    .map((id, index) => ({ id, index }))
    .sort((a, b) => costRank(cost(a.id)) - costRank(cost(b.id)) || a.index - b.index)
    .map(({ id }) => id)
    .slice(0, 5);
  return {
    ...report,
    writer,
    summary: plainText(wording.summary).slice(0, 1200) || report.summary,
    findings: report.findings.map((f) => {
      const w = worded.get(f.id);
      return w ? { ...f, title: plainText(w.title).slice(0, 120) || f.title, advice: plainText(w.advice).slice(0, 600) || f.advice, why: plainText(w.why).slice(0, 400) || f.why } : f;
    }),
    startWith: startWith.length ? startWith : report.startWith,
  };
}
