import { medianRow } from '@/scripts/lib/median-row';

const run = (performance: number, lcpMs: number, tbtMs: number, failing: string[] = []) => ({
  route: '/',
  performance,
  lcpMs,
  tbtMs,
  failing,
});

describe('medianRow', () => {
  it('takes the median of each number on its own, not one run whole', () => {
    // The fastest-scoring run has the slowest LCP; the median row must not inherit it.
    const row = medianRow([run(100, 1540, 0), run(99, 1300, 80), run(98, 1350, 20)]);
    expect(row).toMatchObject({ performance: 99, lcpMs: 1350, tbtMs: 20 });
  });

  it('keeps one slow run from deciding the row, and one fast run from hiding a slow page', () => {
    expect(medianRow([run(100, 1200, 10), run(72, 2900, 700), run(100, 1250, 12)])).toMatchObject({ lcpMs: 1250, tbtMs: 12 });
    expect(medianRow([run(80, 2100, 500), run(100, 1200, 5), run(82, 2000, 450)])).toMatchObject({ lcpMs: 2000, tbtMs: 450 });
  });

  it('takes what is not a number, and the report to keep, from the run with the median score', () => {
    const middle = run(95, 1400, 60, ['bf-cache']);
    const row = medianRow([run(100, 1200, 0), middle, run(90, 1600, 150, ['errors-in-console'])]);
    expect(row.medianOf).toBe(middle);
    expect(row.failing).toEqual(['bf-cache']);
    expect(row.route).toBe('/');
  });

  it('is the run itself for a single run, and refuses none', () => {
    const only = run(97, 1500, 40);
    expect(medianRow([only])).toMatchObject({ performance: 97, lcpMs: 1500, tbtMs: 40, medianOf: only });
    expect(() => medianRow([])).toThrow('at least one run');
  });
});
