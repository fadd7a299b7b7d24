/**
 * Several Lighthouse runs of one route as one row (scripts/measure/lighthouse.mjs). Every number is the
 * median of its own values across the runs (the median LCP, the median TBT, the median score), as
 * the budgets' targets are defined ("median of 3"), so one slow run cannot decide a row and one
 * fast run cannot hide a slow page. What is not a number (the failing audits) comes from the run
 * with the median performance score, which is also the run whose report is kept: `medianOf`.
 */
export function medianRow<Row extends { performance: number }>(runs: readonly Row[]): Row & { medianOf: Row } {
  const middle = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
  if (!middle) throw new Error('medianRow needs at least one run');
  const numbers = Object.fromEntries(
    Object.entries(middle)
      .filter(([, value]) => typeof value === 'number')
      .map(([key]) => [key, median(runs.map((run) => run[key as keyof Row] as number))]),
  );
  return { ...middle, ...(numbers as Partial<Row>), medianOf: middle };
}

/** The middle value; of an even count, the upper of the two middle ones (a budget reads it as a limit). */
function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
}
