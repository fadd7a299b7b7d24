/**
 * What measured the page's speed, said plainly wherever the report is shown (the panel, the report
 * page, the e-mail, the plain text): Lighthouse's own figures beside its good/poor thresholds when the
 * lab measured the page, otherwise the estimate from the files we fetched, called an estimate.
 */
import { formatBytes } from '@/lib/review/format-bytes';
import { seconds } from '../findings/wording';
import { rateLabMetric } from './lab-thresholds';
import type { ReviewReport } from './schema';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The speed figures as sentences, first the one that says what measured them. */
export function speedLines(report: ReviewReport): string[] {
  const m = report.measurements;
  const lab = report.lab;
  const estimate = `first paint about ${seconds(m.estimatedFirstPaintMs)} and largest paint about ${seconds(m.estimatedLargestPaintMs)} on a phone over a mobile network`;
  const weight =
    m.measuredBy === 'lighthouse'
      ? `Lighthouse measured the page and its files at ${formatBytes(m.totalBytes)} transferred in ${m.requests} requests.`
      : `The page and its files weigh ${formatBytes(m.totalBytes)} in ${m.requests} requests.`;
  if (lab?.status === 'done' && lab.lcpMs !== undefined && lab.fcpMs !== undefined && lab.tbtMs !== undefined && lab.cls !== undefined) {
    const version = (lab.lighthouseVersion ?? '').split('.')[0] || '';
    return [
      `Measured by Lighthouse${version ? ` ${version}` : ''} on a simulated mid-range phone on slow 4G${lab.measuredAt ? `, ${day(lab.measuredAt)}` : ''}${lab.source === 'psi' ? ' (PageSpeed Insights)' : ''}: performance ${lab.performance}/100.`,
      `Largest paint ${seconds(lab.lcpMs)}${lab.lcpElement ? ` (${lab.lcpElement})` : ''}, ${rateLabMetric('lcpMs', lab.lcpMs)} (good is 2.5 s or less); first paint ${seconds(lab.fcpMs)}, ${rateLabMetric('fcpMs', lab.fcpMs)}; total blocking time ${Math.round(lab.tbtMs)} ms, ${rateLabMetric('tbtMs', lab.tbtMs)}; layout shift ${lab.cls.toFixed(2)}, ${rateLabMetric('cls', lab.cls)}${lab.speedIndexMs !== undefined ? `; speed index ${seconds(lab.speedIndexMs)}` : ''}.`,
      weight,
    ];
  }
  if (lab?.status === 'failed' && lab.blank) {
    return [
      `Lighthouse loaded the page on a simulated phone${lab.source === 'psi' ? ' (PageSpeed Insights)' : ''} and nothing was ever painted: the page’s style hides it until a script shows it, and that did not happen, so a visitor on a phone saw a blank page. Performance 0/100.`,
      weight,
    ];
  }
  if (lab?.status === 'pending') {
    return [`Lighthouse is measuring the page on a simulated phone now. Until it reports, these figures are estimated from the files we fetched: ${estimate}.`, weight];
  }
  return [
    `Estimated from the files we fetched: ${estimate}.${lab?.status === 'failed' ? ` Lighthouse could not measure the page this time (${(lab.reason ?? 'no reason given').replace(/\.$/, '')}).` : ''}`,
    weight,
  ];
}
