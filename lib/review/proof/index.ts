/**
 * The proof stage: before anything is shown, stored or e-mailed, every statement of the review is
 * checked against the documents the review fetched (./corpus.ts), and one that fails is dropped,
 * never softened:
 * - a quotation ("…", the page's own words) stands verbatim in one text block, attribute, inline
 *   script or style, or the title of a page the statement names (or in robots.txt or the sitemap);
 * - a claim of absence (Rule.claimsAbsent, "appears nowhere") is searched for again over the whole
 *   of every page it covers (./absence.ts); a finding whose absence is not absent is dropped whole;
 * - a count is recounted from what it counts: "on all N pages" and "and on N more pages" from the
 *   finding's pages, "N places: "a", "b"" from the whole list it heads, "N characters: "…"" from the
 *   quotation;
 * - a file said to answer an error was requested by that page and answered so;
 * - praise is dropped when a finding of the report contradicts it;
 * - what the lab's rules say of Lighthouse's run is checked against that run (./lab.ts).
 * The proof is the net, not the fix: each drop names its rule, for the log and the inbox's overview.
 * Pure.
 */
import type { Absent } from '../findings/rules/types';
import { contradictedBy } from '../findings/strengths';
import type { ReviewReport } from '../report/schema';
import { findOnPage } from './absence';
import { searchable, type ProofCorpus, type ProofPage } from './corpus';

export { corpusOf, pageCorpus, proofCorpus, proofPage, type ProofCorpus, type ProofPage } from './corpus';

export interface ProofDrop {
  /** The finding's rule id, or the part of the report ("summary", "working:<strength>", "focus"). */
  rule: string;
  /** The page the statement failed on, when it names one. */
  page?: string;
  reason: string;
}

export interface Proof {
  statements: number;
  dropped: ProofDrop[];
}

/** A finding as the proof reads it: the findings stage's, or the report's. */
export interface ProvableFinding {
  id: string;
  title: string;
  evidence: string[];
  advice: string;
  pages?: string[];
  absent?: readonly Absent[];
  absentOn?: Record<string, readonly Absent[]>;
  namesFileAnswers?: 'requested' | 'latent';
}

const clip = (text: string, max = 100) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The review's own quotes of a page: "…" opening after a space, a bracket or punctuation and closing before one. */
const STRAIGHT = /(?<=^|[\s(:,;[])"([^"]+)"(?=$|[\s),.:;!?\]…])/g;
/** A model may quote with typographic marks too. */
const CURLY = /“([^”]+)”/g;

function quotations(text: string, curly: boolean): string[] {
  const found = [...text.matchAll(STRAIGHT)].map((m) => m[1]!);
  if (curly) found.push(...[...text.matchAll(CURLY)].map((m) => m[1]!));
  // A quote clipped by the review ends (or starts) with its "…": the rest is the page's.
  return found.map((q) => squash(q).replace(/^…\s*|\s*…$/g, '')).filter((q) => q.length > 0);
}

/** Where a quotation may stand: a text block, an attribute, the title, inline code; a quotation of markup ("<…>") in the HTML itself. */
const pieces = (page: ProofPage, quoted: string) => (quoted.startsWith('<') ? [page.source] : [page.title, ...page.blocks, ...page.attributes, ...page.code]);

/** The first quotation of `text` that stands in none of `pages` (nor the site's robots.txt or sitemap), or null. */
function misquoted(text: string, pages: readonly ProofPage[], corpus: ProofCorpus, curly = false): string | null {
  for (const quoted of quotations(text, curly)) {
    const stands = pages.some((page) => pieces(page, quoted).some((piece) => piece.includes(quoted))) || corpus.siteFiles.some((file) => file.includes(quoted));
    if (!stands) return quoted;
  }
  return null;
}

/** The pages a finding covers, as the corpus has them (the submitted page for a review of one page). */
function pagesOf(finding: { pages?: string[] }, corpus: ProofCorpus): ProofPage[] {
  const named = (finding.pages ?? []).map((url) => corpus.byUrl.get(url) ?? corpus.pages.find((p) => p.path === url)).filter((p): p is ProofPage => Boolean(p));
  return named.length ? named : finding.pages?.length ? corpus.pages : [corpus.home];
}

/** A site's evidence line may name its page first ("/about.html: …"): then it speaks of that page alone. */
function linePages(line: string, pages: ProofPage[], corpus: ProofCorpus): { text: string; pages: ProofPage[] } {
  const prefix = /^(\/[^\s:]*|[^\s:/]+\.[^\s:]+\/[^\s:]*): /.exec(line);
  const page = prefix && corpus.pages.find((p) => p.path === prefix[1]);
  return page ? { text: line.slice(prefix[0].length), pages: [page] } : { text: line, pages };
}

/** Why an evidence line does not hold, or null when it does. */
function failedLine(finding: ProvableFinding, line: string, pages: ProofPage[], corpus: ProofCorpus): { reason: string; page?: string } | null {
  const scoped = linePages(line, pages, corpus);
  // A line that names where the server answered with its own page ("/gallery/ shows …") may quote that answer.
  const answers = corpus.serverPages.filter((answer) => scoped.text.includes(`${answer.path} `));
  const quoted = misquoted(scoped.text, [...scoped.pages, ...answers], corpus);
  if (quoted !== null) return { reason: `a quotation that is not in the page: "${clip(quoted)}"`, page: scoped.pages.length === 1 ? scoped.pages[0]!.url : undefined };

  const all = /\bon all ([\d,]+) pages\b/.exec(scoped.text);
  if (all) {
    const n = Number(all[1]!.replace(/,/g, ''));
    if (n !== corpus.pages.length || (finding.pages && finding.pages.length !== n)) return { reason: `says "on all ${n} pages", but the review read ${corpus.pages.length} and the finding is on ${finding.pages?.length ?? 1}` };
  }
  const more = /^and on ([\d,]+) more pages?$/.exec(scoped.text);
  if (more && finding.pages) {
    const shown = new Set(finding.evidence.map((l) => linePages(l, pages, corpus)).filter((l) => l.pages.length === 1 && l.pages !== pages).map((l) => l.pages[0]!.url)).size;
    const n = Number(more[1]!.replace(/,/g, ''));
    if (n !== finding.pages.length - shown) return { reason: `says "${n} more", but ${finding.pages.length - shown} pages are not shown` };
  }

  // "The title is 24 characters: "…"": the quotation, when whole, is that long.
  const length = /\bis (\d[\d,]*) characters?: "([^"]*)"/.exec(scoped.text);
  if (length && !length[2]!.endsWith('…')) {
    const n = Number(length[1]!.replace(/,/g, ''));
    if ([...length[2]!].length !== n) return { reason: `says ${n} characters, but the quotation has ${[...length[2]!].length}` };
  }
  // "in 3 places: "a", "b", "c"": a count before a whole list (no "…", no "e.g.") is the list's length.
  const listed = /\b(\d[\d,]*) ([a-z][a-z :-]*?)\b[^"]*?: ((?:"[^"]*", )*"[^"]*")$/.exec(scoped.text);
  if (listed && !length && !/\be\.g\./.test(scoped.text)) {
    const n = Number(listed[1]!.replace(/,/g, ''));
    const items = [...listed[3]!.matchAll(/"[^"]*"/g)].length;
    if (items !== n) return { reason: `says ${n} ${listed[2]!.trim()}, but lists ${items}` };
  }

  // "<file> answers 404", "<file> answers with a web page": a file the page requested, answering so.
  const file = /^(\S+) answers (\d{3}|with a web page)\b/.exec(scoped.text);
  if (file && finding.namesFileAnswers) {
    const [, name, said] = file;
    // A broken file is one the page requested on its first load; a stylesheet's leftover is one it names and the page does not fetch.
    const answers = scoped.pages.map((p) => p.files.get(name!)).filter((a): a is NonNullable<typeof a> => a !== undefined && a.latent === (finding.namesFileAnswers === 'latent'));
    if (answers.length === 0) return { reason: `${finding.namesFileAnswers === 'latent' ? 'a file no stylesheet of the page names' : 'a file no page it names requested'}: ${clip(name!)}`, page: scoped.pages.length === 1 ? scoped.pages[0]!.url : undefined };
    const holds = answers.some((a) => (said === 'with a web page' ? a.status !== null && a.status < 400 && /html/i.test(a.contentType) : a.status === Number(said)));
    if (!holds) return { reason: `${clip(name!)} did not answer ${said}`, page: scoped.pages.length === 1 ? scoped.pages[0]!.url : undefined };
  }

  // "“X” appears nowhere in the page’s text": searched for again in every form it could be written.
  const nowhere = /"([^"]+)" appears nowhere in the page’s text/.exec(scoped.text);
  if (nowhere) {
    const term = searchable(nowhere[1]!);
    const on = scoped.pages.find((p) => searchable(p.blocks.join(' \n ')).includes(term));
    if (on) return { reason: `says "${clip(nowhere[1]!)}" appears nowhere, but the page's text has it`, page: on.url };
  }
  return null;
}

/**
 * The findings, each statement checked against the pages it covers: a finding whose absence is not
 * absent, or whose title or advice misquotes, is dropped whole; an evidence line that fails is
 * dropped, and a finding left without evidence with it.
 */
export function proveFindings<F extends ProvableFinding>(findings: readonly F[], corpus: ProofCorpus): { findings: F[]; proof: Proof } {
  const dropped: ProofDrop[] = [];
  let statements = 0;
  const kept: F[] = [];
  for (const finding of findings) {
    const pages = pagesOf(finding, corpus);
    statements += 2 + finding.evidence.length;
    const absentOn = (page: ProofPage) => (finding.absentOn ? (finding.absentOn[page.url] ?? []) : (finding.absent ?? []));
    const present = pages.flatMap((page) => absentOn(page).map((absent) => ({ page, absent, found: findOnPage(page, absent, corpus) }))).find((c) => c.found !== null);
    if (present) {
      dropped.push({ rule: finding.id, page: present.page.url, reason: `says the page has no ${present.absent}, but it has ${present.found}` });
      continue;
    }
    const wording = [finding.title, finding.advice].map((text) => misquoted(text, pages, corpus)).find((q) => q !== null);
    if (wording) {
      dropped.push({ rule: finding.id, reason: `a quotation that is not in the page: "${clip(wording)}"` });
      continue;
    }
    const evidence: string[] = [];
    for (const line of finding.evidence) {
      const failed = failedLine(finding, line, pages, corpus);
      if (failed) dropped.push({ rule: finding.id, ...(failed.page ? { page: failed.page } : {}), reason: failed.reason });
      else evidence.push(line);
    }
    if (evidence.length === 0) {
      dropped.push({ rule: finding.id, reason: 'no statement of its evidence held' });
      continue;
    }
    kept.push(evidence.length === finding.evidence.length ? finding : { ...finding, evidence });
  }
  return { findings: kept, proof: { statements, dropped } };
}

/**
 * The written report's own statements: the summary, what is working, the notes on the visitor's
 * focus, what the review read, and the model's wording of each finding. A model's statement that
 * fails gives way to the built-in wording (`builtin`, proved with it); praise a finding of the report
 * contradicts is dropped. `praise` names the strength behind each line of `working`.
 */
export function proveReport(report: ReviewReport, corpus: ProofCorpus, options: { builtin?: ReviewReport; praise?: readonly { id: string; text: string }[] } = {}): { report: ReviewReport; proof: Proof } {
  const dropped: ProofDrop[] = [];
  const modelWrote = report.writer !== 'builtin';
  let statements = 0;

  statements += 1;
  let summary = report.summary;
  const summaryQuote = misquoted(summary, corpus.pages, corpus, modelWrote);
  if (summaryQuote !== null) {
    dropped.push({ rule: 'summary', reason: `a quotation that is not in the page: "${clip(summaryQuote)}"` });
    summary = options.builtin?.summary ?? summary;
  }

  const builtinById = new Map(options.builtin?.findings.map((f) => [f.id, f]) ?? []);
  const findings = report.findings.map((finding) => {
    statements += 1; // why it matters
    if (!modelWrote) return finding;
    const pages = pagesOf(finding, corpus);
    const own = builtinById.get(finding.id);
    const fields = (['title', 'advice', 'why'] as const).filter((field) => misquoted(finding[field], pages, corpus, true) !== null);
    for (const field of fields) dropped.push({ rule: finding.id, reason: `the model's ${field} quotes what the page does not say: "${clip(misquoted(finding[field], pages, corpus, true)!)}"` });
    return fields.length && own ? { ...finding, ...Object.fromEntries(fields.map((field) => [field, own[field]])) } : finding;
  });

  const ids = new Set(findings.map((f) => f.id));
  const working = report.working.filter((line) => {
    statements += 1;
    const strength = options.praise?.find((p) => p.text === line)?.id;
    const against = strength ? (contradictedBy[strength] ?? []).find((id) => ids.has(id)) : undefined;
    const quoted = misquoted(line, [corpus.home], corpus);
    if (against || quoted !== null) {
      dropped.push({ rule: `working:${strength ?? 'unknown'}`, reason: against ? `praise the finding ${against} contradicts` : `a quotation that is not in the page: "${clip(quoted!)}"` });
      return false;
    }
    return true;
  });

  const focus = report.focus && {
    ...report.focus,
    notes: report.focus.notes.filter((note) => {
      statements += 1;
      const quoted = misquoted(note, corpus.pages, corpus, modelWrote);
      if (quoted !== null) dropped.push({ rule: 'focus', reason: `a quotation that is not in the page: "${clip(quoted)}"` });
      return quoted === null;
    }),
  };
  if (report.coverage) statements += 1;

  return { report: { ...report, summary, findings, working, focus }, proof: { statements, dropped } };
}

/** Two proofs of one report (its findings', then its wording's) as one. */
export const joinProofs = (a: Proof, b: Proof): Proof => ({ statements: a.statements + b.statements, dropped: [...a.dropped, ...b.dropped] });
