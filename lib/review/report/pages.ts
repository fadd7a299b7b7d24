/**
 * How a site review names its pages, the same in every renderer (the page panel, the report page,
 * the e-mail, the plain text): each page by its path on the site, a finding by the pages it is on,
 * and the table of pages read. Pure.
 */
import { formatBytes } from '@/lib/review/format-bytes';
import type { ReportFinding, ReviewReport } from './schema';

/** A page's address as its path on the reviewed site (/about.html), or whole when it is another host's. */
export function pagePath(url: string, siteUrl: string): string {
  const page = URL.parse(url);
  const site = URL.parse(siteUrl);
  if (!page) return url;
  return site && page.host === site.host ? `${page.pathname}${page.search}` || '/' : `${page.host}${page.pathname}${page.search}`;
}

/** "On /, /menu.html" or "On all 6 pages we read"; null for a report of one page or a finding of no page. */
export function pagesLine(finding: ReportFinding, report: ReviewReport): string | null {
  const read = report.pages?.length ?? 0;
  if (read < 2 || !finding.pages?.length) return null;
  if (finding.pages.length === read && report.pages!.every((p) => finding.pages!.includes(p.url))) return `On all ${read} pages we read`;
  const paths = finding.pages.map((url) => pagePath(url, report.site.url));
  return `On ${paths.slice(0, 6).join(', ')}${paths.length > 6 ? ` and ${paths.length - 6} more` : ''}`;
}

export interface PageRow {
  path: string;
  status: number;
  title: string;
  weight: string;
  /** A short line: how many findings are on the page. */
  line: string;
}

/** The pages read, as rows of a table (none for a report of one page). */
export function pageRows(report: ReviewReport): PageRow[] {
  if (!report.pages || report.pages.length < 2) return [];
  return report.pages.map((p) => ({
    path: pagePath(p.url, report.site.url),
    status: p.status,
    title: p.title ?? '(no title)',
    weight: p.bytes !== undefined ? formatBytes(p.bytes) : '',
    line: p.findings ? (p.findings.length === 0 ? 'nothing to fix' : `${p.findings.length} ${p.findings.length === 1 ? 'finding' : 'findings'}`) : '',
  }));
}
