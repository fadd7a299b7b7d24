/** Lighthouse's good/poor thresholds, apart from the reader so the report's view can rate figures without it. */

/** Lighthouse's thresholds for its mobile metrics: good at or below the first, poor above the second. */
export const labThresholds = {
  fcpMs: [1800, 3000],
  lcpMs: [2500, 4000],
  tbtMs: [200, 600],
  cls: [0.1, 0.25],
  speedIndexMs: [3400, 5800],
} as const;

export type LabMetricName = keyof typeof labThresholds;
export const rateLabMetric = (name: LabMetricName, value: number): 'good' | 'needs improvement' | 'poor' =>
  value <= labThresholds[name][0] ? 'good' : value <= labThresholds[name][1] ? 'needs improvement' : 'poor';
