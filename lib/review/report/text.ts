/**
 * The report as plain text: the API's `analysis`, the e-mail's text part and the inbox's copy.
 * No markup of any kind (no markdown markers): it reads the same in any mail client or terminal.
 */
import { speedLines } from './lab-text';
import { pageRows, pagesLine } from './pages';
import { areaNames, reviewAreas, type ReviewReport } from './schema';

/** The "why it matters" the findings of one area share (the built-in writer's is one per area), else null. */
export function sharedWhy(findings: readonly ReviewReport['findings'][number][]): string | null {
  const first = findings[0]?.why;
  return first !== undefined && findings.every((f) => f.why === first) ? first : null;
}

export function reportText(report: ReviewReport): string {
  const byId = new Map(report.findings.map((f) => [f.id, f]));
  const lines: string[] = [];
  lines.push(`Website review: ${report.site.host}`, '', report.summary, '');
  lines.push(`Scores: ${reviewAreas.map((area) => `${areaNames[area]} ${report.scores[area]}/100`).join(' · ')}`, '');
  lines.push(`Speed: ${speedLines(report).join(' ')}`, '');
  const first = report.startWith.map((id) => byId.get(id)).filter((f) => f !== undefined);
  if (first.length) {
    lines.push(`Start with these ${first.length}:`);
    first.forEach((f, i) => {
      const where = pagesLine(f, report);
      lines.push(`${i + 1}. ${f.title} (${f.severity} impact${where ? `; ${where.charAt(0).toLowerCase()}${where.slice(1)}` : ''}): ${f.evidence[0]}.`);
    });
    lines.push('');
  }
  const rows = pageRows(report);
  if (rows.length) {
    lines.push('Pages we read:');
    for (const r of rows) lines.push(`- ${r.path} (${r.status}${r.weight ? `, ${r.weight}` : ''}): "${r.title}", ${r.line}`);
    lines.push('');
  }
  for (const area of reviewAreas) {
    const inArea = report.findings.filter((f) => f.area === area);
    if (!inArea.length) continue;
    const why = sharedWhy(inArea);
    lines.push(`${areaNames[area]} (${report.scores[area]}/100)`);
    if (why) lines.push(`Why it matters: ${why}`);
    for (const f of inArea) {
      lines.push(`- ${f.title} [${f.severity}]`);
      const where = pagesLine(f, report);
      if (where) lines.push(`    ${where}`);
      for (const e of f.evidence) lines.push(`    Evidence: ${e}`);
      lines.push(`    What to do: ${f.advice}`);
      if (!why) lines.push(`    Why it matters: ${f.why}`);
    }
    lines.push('');
  }
  if (report.working.length) {
    lines.push('What is working:', ...report.working.map((w) => `- ${w}`), '');
  }
  if (report.focus) {
    lines.push(`You asked about: "${report.focus.asked}"`, ...report.focus.notes.map((n) => `- ${n}`), '');
  }
  lines.push(
    `${(report.pages?.length ?? 0) > 1 ? 'This review reads your site’s key pages automatically.' : 'This review reads one page automatically.'} For a page-by-page look at design, copy and what your visitors actually do, ask for our expert audit.`,
  );
  return lines.join('\n');
}
