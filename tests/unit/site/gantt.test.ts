import { layoutGantt, taskStatus } from '@/lib/site/gantt';
import { sampleProjectTasks, type TimelineTask } from '@/content/timeline';

const task = (id: string, start: number, end: number, status?: TimelineTask['status']): TimelineTask => ({
  id,
  label: id,
  start,
  end,
  status,
  owner: 'x',
  details: 'y',
});

describe('layoutGantt', () => {
  it('places the sample phases on days 0–5, 6–14, 15–28 and 29–35', () => {
    const { totalDays, bars, weekStarts } = layoutGantt(sampleProjectTasks);
    expect(totalDays).toBe(36);
    expect(bars.map((b) => [b.offsetDays, b.spanDays])).toEqual([
      [0, 6],
      [6, 9],
      [15, 14],
      [29, 7],
    ]);
    expect(bars.map((b) => [b.gridColumnStart, b.gridColumnEnd])).toEqual([
      [2, 8],
      [8, 17],
      [17, 31],
      [31, 38],
    ]);
    expect(weekStarts).toEqual([0, 7, 14, 21, 28, 35]);
  });

  it('treats a missing status as planned', () => {
    expect(taskStatus({})).toBe('planned');
    expect(layoutGantt([task('a', 0, 1)]).bars[0]!.status).toBe('planned');
    expect(layoutGantt(sampleProjectTasks).bars.map((b) => b.status)).toEqual(['done', 'in-progress', 'planned', 'planned']);
  });

  it('handles a one-day task and an empty plan', () => {
    expect(layoutGantt([task('a', 3, 3)]).bars[0]).toMatchObject({ offsetDays: 3, spanDays: 1, gridColumnStart: 5, gridColumnEnd: 6 });
    expect(layoutGantt([])).toEqual({ totalDays: 0, bars: [], weekStarts: [] });
  });

  it('rejects ranges that end before they start or are not whole days', () => {
    expect(() => layoutGantt([task('bad', 5, 4)])).toThrow(/invalid range/);
    expect(() => layoutGantt([task('bad', -1, 4)])).toThrow(/invalid range/);
    expect(() => layoutGantt([task('bad', 0.5, 4)])).toThrow(/invalid range/);
  });
});
