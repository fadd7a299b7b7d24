/**
 * The performance score, from what the page weighs and what blocks its first paint, on a documented
 * model; never from the server's response time alone.
 *
 * 1. A phone on Lighthouse's mobile network (150 ms round trip, 1.6 Mbit/s down) loads the page:
 *    - first paint ≈ server time + connection (3 round trips) + the HTML + everything that blocks
 *      rendering (one more round trip and its bytes);
 *    - largest paint ≈ a fixed start (connections, parsing and layout on a slow phone) plus the
 *      bytes fetched before the largest element can paint (facts/files.ts `earlyBytes`),
 *      which share the one connection's bandwidth; when the page's pictures wait for a script
 *      (data-src), its scripts come first. Never before the first paint.
 * 2. Each metric gets a score between 0 and 1 on Lighthouse's log-normal curve (0.9 at the "good"
 *    value, p10; 0.5 at the median), and they are weighted as Lighthouse 10+ weighs its own: first
 *    paint 10%, speed index 10% (read from the first paint), largest paint 25%, blocking time 30%
 *    (read from the script bytes, which a fetch can count but not run) and layout shift 25% (which a
 *    fetch cannot see: counted as good).
 * 3. The performance score is their weighted mean, out of 100.
 *
 * Calibrated against Lighthouse 13 mobile runs of the nine practice pages (npm run
 * measure:review-lab, 2026-11-26): largest paint within 40% and the score within 10 points of
 * Lighthouse on every page Lighthouse could load. It is an estimate, said so in the report; the lab
 * stage (lib/review/lab) replaces it with Lighthouse's own figures when it can.
 */
import type { ReviewFacts } from '../facts';

export const performanceModel = {
  rttMs: 150,
  /** 1.6 Mbit/s (Lighthouse's simulated slow 4G) in bytes per millisecond. */
  bytesPerMs: (1638.4 * 1024) / 8 / 1000,
  connectionRoundTrips: 3,
  /** The fixed start of the largest paint and the share of the early bytes' transfer it waits for (fitted, see above). */
  largestPaintStartMs: 1100,
  earlyBytesShare: 0.75,
  curves: {
    firstPaintMs: { p10: 1800, median: 3000, weight: 0.1 },
    speedIndexMs: { p10: 3387, median: 5800, weight: 0.1 },
    largestPaintMs: { p10: 2500, median: 4000, weight: 0.25 },
    scriptBytes: { p10: 170_000, median: 500_000, weight: 0.3 },
    layoutShift: { p10: 0.1, median: 0.25, weight: 0.25 },
  },
} as const;

type Metric = keyof typeof performanceModel.curves;

/** Lighthouse's log-normal scoring: 0.9 at p10, 0.5 at the median, towards 0 beyond. */
export function logNormalScore(value: number, { p10, median }: { p10: number; median: number }): number {
  if (value <= 0) return 1;
  const inverseErfcOneFifth = 0.9061938024368232;
  const standardised = (Math.log(value / median) * inverseErfcOneFifth) / Math.log(median / p10);
  return Math.max(0, Math.min(1, erfc(standardised) / 2));
}

/** Complementary error function (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * z);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const value = poly * Math.exp(-z * z);
  return x >= 0 ? value : 2 - value;
}

export interface PerformanceEstimate {
  firstPaintMs: number;
  largestPaintMs: number;
  scriptBytes: number;
  totalBytes: number;
  /** Each metric's 0–1 score. */
  parts: Record<Metric, number>;
  score: number;
}

export function estimatePerformance(facts: ReviewFacts): PerformanceEstimate {
  const m = performanceModel;
  const p = facts.performance;
  const transfer = (bytes: number) => bytes / m.bytesPerMs;
  const blockingFiles = p.renderBlocking.scripts.length + p.renderBlocking.stylesheets.length;
  const firstPaintMs =
    (facts.responseMs ?? 0) +
    m.connectionRoundTrips * m.rttMs +
    transfer(facts.htmlBytes) +
    (blockingFiles > 0 ? m.rttMs + transfer(p.renderBlocking.bytes) : 0);
  // Pictures a script fills in (data-src) wait for the page's scripts first.
  const scriptFirst = facts.images.scriptOnly > 0 ? 2 * m.rttMs + transfer(p.byType.script) : 0;
  const largestPaintMs = Math.max(firstPaintMs, m.largestPaintStartMs + m.earlyBytesShare * (transfer(p.earlyBytes) + scriptFirst));
  const values: Record<Metric, number> = {
    firstPaintMs,
    speedIndexMs: firstPaintMs,
    largestPaintMs,
    scriptBytes: p.byType.script,
    // A fetch cannot see layout shifts: counted as none.
    layoutShift: 0,
  };
  const parts = Object.fromEntries(
    (Object.keys(m.curves) as Metric[]).map((metric) => [metric, logNormalScore(values[metric], m.curves[metric])]),
  ) as Record<Metric, number>;
  const score = Math.round(100 * (Object.keys(m.curves) as Metric[]).reduce((sum, metric) => sum + parts[metric] * m.curves[metric].weight, 0));
  return { firstPaintMs: Math.round(firstPaintMs), largestPaintMs: Math.round(largestPaintMs), scriptBytes: values.scriptBytes, totalBytes: p.totalBytes, parts, score };
}
