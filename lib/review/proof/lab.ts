/**
 * The proof of the lab's statements. What Lighthouse's phone run saw is the evidence here: the
 * elements its failing audits name (their text, selector and tag), the colours and ratios axe
 * measured, the tap targets' sizes, the errors the page logged and the requests it made
 * (facts/lab.ts). Each lab finding stands only where one of the audits behind it failed in that run;
 * each of its statements is checked like the page's (./index.ts): a quotation stands in what the run
 * names, a count is the audit's, a colour pair and its ratio are one element's, a file's answer and
 * a weight are the measured ones. A statement that fails is dropped, a finding left with none with it.
 * Pure.
 */
import { formatBytes } from '@/lib/review/format-bytes';
import type { LabFacts } from '../facts/lab';
import type { LabFinding } from '../findings/lab';
import { shortUrl } from '../facts/files';
import type { Proof, ProofDrop } from './index';

export interface LabCorpus {
  facts: LabFacts;
  /** Everything the run names that a quotation may stand in: elements' text, selectors and tags, the audits' titles, console messages. */
  texts: string[];
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const clip = (text: string, max = 100) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function labCorpus(facts: LabFacts): LabCorpus {
  const shifted = facts.layoutShift?.shifts.flatMap((s) => s.media) ?? [];
  const nodes = [...Object.values(facts.failed).flatMap((a) => a.nodes), ...facts.aria.flatMap((a) => a.nodes), ...shifted];
  const texts = [...nodes.flatMap((n) => [n.label, n.selector, n.snippet]), ...facts.consoleErrors.map((e) => e.text)].map(squash).filter(Boolean);
  return { facts, texts };
}

/** The run's audits behind a finding failed (or, for the requests, were measured). */
function backed(audits: readonly string[], facts: LabFacts): boolean {
  return audits.some((id) =>
    id === 'network-requests'
      ? facts.requests.length > 0
      : id === 'errors-in-console'
        ? facts.consoleErrors.length > 0
        : id === 'aria-*'
          ? facts.aria.length > 0
          : Boolean(facts.failed[id]),
  );
}

/** Quotations as the review writes them ("…", opening after a space or punctuation), a clipped one without its "…". */
function quotations(text: string): string[] {
  return [...text.matchAll(/(?<=^|[\s(:,;[])"([^"]+)"(?=$|[\s),.:;!?\]…])/g)].map((m) => squash(m[1]!).replace(/\s*…$/, '')).filter(Boolean);
}

const numberOf = (text: string) => Number(text.replace(/,/g, ''));
/** The element a line names first: its quoted text or selector. */
const firstQuote = (line: string) => quotations(line)[0] ?? '';
const names = (node: { label: string; selector: string }, quoted: string) => squash(node.label).includes(quoted) || squash(node.selector).includes(quoted);

/** Why a lab statement does not hold in the run, or null when it does. */
function failedLabLine(finding: LabFinding, line: string, corpus: LabCorpus): string | null {
  const { facts } = corpus;
  const quoted = quotations(line).find((q) => !corpus.texts.some((t) => t.includes(q)));
  if (quoted !== undefined) return `a quotation the run does not name: "${clip(quoted)}"`;

  const contrast = /is (#[0-9a-f]{6}) on (#[0-9a-f]{6}), a contrast of ([\d.]+):1 where WCAG AA asks for ([\d.]+):1/.exec(line);
  if (contrast) {
    const [, fg, bg, ratio, required] = contrast;
    const holds = facts.lowContrast.some((t) => names(t, firstQuote(line)) && t.fg === fg && t.bg === bg && t.ratio === Number(ratio) && t.required === Number(required));
    if (!holds) return `no text the run measured is ${fg} on ${bg} at ${ratio}:1`;
  }
  const size = /is ([\d.]+) by ([\d.]+) px, where WCAG 2\.2 asks for at least ([\d.]+) by/.exec(line);
  if (size && !facts.smallTargets.some((t) => names(t, firstQuote(line)) && t.problem === 'size' && t.width === Number(size[1]) && t.height === Number(size[2]) && t.minSize === Number(size[3]))) {
    return `no target the run measured is ${size[1]} by ${size[2]} px`;
  }
  const room = /has ([\d.]+) px of room around it, where WCAG 2\.2 asks for ([\d.]+) px/.exec(line);
  if (room && !facts.smallTargets.some((t) => names(t, firstQuote(line)) && t.problem === 'spacing' && t.offset === Number(room[1]) && t.minOffset === Number(room[2]))) {
    return `no target the run measured has ${room[1]} px of room`;
  }

  // "; so are 3 more elements of that name": as many more the run measured alike (the same name and the same measure).
  const alikeMore = /; so (?:is|are) ([\d,]+) more elements? of that name$/.exec(line);
  if (alikeMore) {
    const said = firstQuote(line);
    const measured = /is (#[0-9a-f]{6}) on (#[0-9a-f]{6})/.exec(line)
      ? facts.lowContrast.filter((t) => names(t, said) && line.includes(`is ${t.fg} on ${t.bg}, a contrast of ${t.ratio}:1 where`))
      : facts.smallTargets.filter((t) => names(t, said) && (t.problem === 'size' ? line.includes(`is ${t.width} by ${t.height} px`) : line.includes(`has ${t.offset} px of room`)));
    if (measured.length < numberOf(alikeMore[1]!) + 1) return `says ${alikeMore[1]} more alike, but the run measured ${Math.max(0, measured.length - 1)}`;
  }

  // "found 3 buttons", "check aria-roles fails on 2 elements", "; 4 files failed": the run's own counts.
  const check = /check (aria-[a-z-]+) fails on ([\d,]+) elements?/.exec(line);
  if (check && facts.aria.find((a) => a.id === check[1])?.count !== numberOf(check[2]!)) return `says ${check[1]} fails on ${check[2]}, but the run counts otherwise`;
  const found = /\bfound ([\d,]+) /.exec(line);
  if (found) {
    const count = finding.audits.reduce((sum, id) => sum + (facts.failed[id]?.count ?? 0), 0);
    if (numberOf(found[1]!) !== count) return `says ${found[1]}, but the run's audits count ${count}`;
  }
  const failedFiles = /; ([\d,]+) files? failed$/.exec(line);
  if (failedFiles && numberOf(failedFiles[1]!) !== facts.weight.broken.length) return `says ${failedFiles[1]} files failed, but the run measured ${facts.weight.broken.length}`;

  // "a cumulative layout shift of 0.112", "… moved (a shift of 0.112), when the web fonts /a.woff2 and /b.woff2 arrived": the run's shifts.
  const cls = /cumulative layout shift of ([\d.]+)/.exec(line);
  if (cls && Number(cls[1]) !== facts.layoutShift?.cls) return `says a layout shift of ${cls[1]}, but the run measured ${facts.layoutShift?.cls ?? 'none over 0.1'}`;
  const moved = /moved \(a shift of ([\d.]+)\)(?:, when (.*))?$/.exec(line);
  if (moved) {
    const said = firstQuote(line);
    const shift = facts.layoutShift?.shifts.find((s) => s.score === Number(moved[1]) && (s.node ? names(s.node, said) : said === ''));
    if (!shift) return `no shift of ${moved[1]} moved that element in the run`;
    const fonts = /the web fonts? (.+?) arrived/.exec(moved[2] ?? '');
    const wrongFont = fonts?.[1]!.split(/, | and /).find((file) => !shift.fonts.includes(file));
    if (wrongFont !== undefined) return `the run does not give the web font ${clip(wrongFont)} as that shift's cause`;
    if (/without an explicit size/.test(moved[2] ?? '') && shift.media.length === 0) return 'the run gives no picture without a size as that shift\'s cause';
    if (/\bframes? (?:was|were) added/.test(moved[2] ?? '') && shift.frames.length === 0) return 'the run gives no frame as that shift\'s cause';
  }

  // "…without an explicit width and height…, e.g. /a.png, /b.jpg": images the run found so.
  const unsized = /without an explicit width and height\b.*, e\.g\. (.+)$/.exec(line);
  if (unsized) {
    const wrong = unsized[1]!.split(', ').find((name) => !facts.unsizedImages.some((i) => i.file === name));
    if (wrong !== undefined) return `an image the run did not find unsized: ${clip(wrong)}`;
  }

  // "/logo.png answers 404": a request of the run, answering so.
  const file = /^(\S+) answers (\d{3}|with a web page)\b/.exec(line);
  if (file) {
    const [, name, said] = file;
    const request = facts.requests.find((r) => r.status !== null && (r.url === name || shortUrl(r.url, facts.url) === name));
    if (!request) return `a file the run did not request: ${clip(name!)}`;
    const holds = said === 'with a web page' ? request.status! < 400 && /^text\/html\b/i.test(request.mimeType) : request.status === Number(said);
    if (!holds) return `${clip(name!)} did not answer ${said} in the run`;
  }

  // Weights: "at 2.4 MB transferred", "1.1 MB of JavaScript transferred", "counted 64 requests", "Heaviest: /a.jpg (1.3 MB), …".
  const total = /at ([\d.]+ (?:MB|KB|bytes)) transferred/.exec(line);
  if (total && total[1] !== formatBytes(facts.weight.totalBytes)) return `says ${total[1]}, but the run transferred ${formatBytes(facts.weight.totalBytes)}`;
  const script = /measured ([\d.]+ (?:MB|KB|bytes)) of JavaScript/.exec(line);
  if (script && script[1] !== formatBytes(facts.weight.byType.script)) return `says ${script[1]} of JavaScript, but the run transferred ${formatBytes(facts.weight.byType.script)}`;
  const counted = /counted ([\d,]+) requests?/.exec(line);
  if (counted && numberOf(counted[1]!) !== facts.weight.requests) return `says ${counted[1]} requests, but the run counted ${facts.weight.requests}`;
  if (line.startsWith('Heaviest: ')) {
    const wrong = [...line.matchAll(/(\S+) \(([\d.]+ (?:MB|KB|bytes))\)/g)].find(([, name, bytes]) => !facts.weight.heaviest.some((f) => f.file === name && formatBytes(f.bytes) === bytes));
    if (wrong) return `${clip(wrong[1]!)} was not measured at ${wrong[2]}`;
  }

  // "Its own script /js/app.js logged …", "A script from cdn.example.com, another site’s, logged …": the error, from that script.
  const logged = /^(?:Its own script (\S+)|(An inline script of the page)|A script from (\S+), another site’s,|A script) logged /.exec(line);
  if (logged) {
    const said = firstQuote(line);
    const error = facts.consoleErrors.find((e) => {
      if (!squash(e.text).includes(said)) return false;
      if (logged[1]) return e.own && e.url !== null && shortUrl(e.url, facts.url) === logged[1];
      if (logged[2]) return e.own && e.url === facts.url;
      if (logged[3]) return !e.own && e.url !== null && URL.parse(e.url)?.host === logged[3];
      return e.url === null;
    });
    if (!error) return 'no error of the run was logged so, by that script';
  }
  return null;
}

/** The lab's findings, each kept only where the run backs it, and each statement checked against the run. */
export function proveLabFindings(findings: readonly LabFinding[], corpus: LabCorpus): { findings: LabFinding[]; proof: Proof } {
  const dropped: ProofDrop[] = [];
  let statements = 0;
  const kept: LabFinding[] = [];
  const page = corpus.facts.url || undefined;
  for (const finding of findings) {
    statements += 2 + finding.evidence.length;
    if (!backed(finding.audits, corpus.facts)) {
      dropped.push({ rule: finding.id, ...(page ? { page } : {}), reason: `no audit behind it failed in Lighthouse's run (${finding.audits.join(', ')})` });
      continue;
    }
    const misquoted = [finding.title, finding.advice].flatMap(quotations).find((q) => !corpus.texts.some((t) => t.includes(q)));
    if (misquoted !== undefined) {
      dropped.push({ rule: finding.id, reason: `a quotation the run does not name: "${clip(misquoted)}"` });
      continue;
    }
    const evidence = finding.evidence.filter((line) => {
      const reason = failedLabLine(finding, line, corpus);
      if (reason) dropped.push({ rule: finding.id, ...(page ? { page } : {}), reason });
      return reason === null;
    });
    if (evidence.length === 0) {
      dropped.push({ rule: finding.id, reason: 'no statement of its evidence held' });
      continue;
    }
    kept.push(evidence.length === finding.evidence.length ? finding : { ...finding, evidence });
  }
  return { findings: kept, proof: { statements, dropped } };
}
