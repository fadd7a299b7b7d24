import type { TaskStatus, TimelineTask } from '@/content/timeline';

export const GANTT_MIN_WIDTH = 720;
export const GANTT_LABEL_WIDTH = 200;

export interface GanttBar {
  task: TimelineTask;
  status: TaskStatus;
  /** 1-based CSS grid columns: column 1 is the label column, day d is column d + 2. */
  gridColumnStart: number;
  gridColumnEnd: number;
  /** Offset and width in day columns, for geometry checks and tooltips. */
  offsetDays: number;
  spanDays: number;
}

export interface GanttLayout {
  totalDays: number;
  bars: GanttBar[];
  /** Day numbers that start a week, for the axis. */
  weekStarts: number[];
}

export function taskStatus(task: Pick<TimelineTask, 'status'>): TaskStatus {
  return task.status ?? 'planned';
}

/** Lays tasks out on a grid with one column per day from day 0 to the last task's end. */
export function layoutGantt(tasks: readonly TimelineTask[]): GanttLayout {
  for (const task of tasks) {
    if (!Number.isInteger(task.start) || !Number.isInteger(task.end) || task.start < 0 || task.end < task.start) {
      throw new Error(`Task ${task.id} has an invalid range ${task.start}-${task.end}`);
    }
  }
  const totalDays = tasks.length === 0 ? 0 : Math.max(...tasks.map((t) => t.end)) + 1;
  const bars = tasks.map((task) => ({
    task,
    status: taskStatus(task),
    gridColumnStart: task.start + 2,
    gridColumnEnd: task.end + 3,
    offsetDays: task.start,
    spanDays: task.end - task.start + 1,
  }));
  const weekStarts = Array.from({ length: Math.ceil(totalDays / 7) }, (_, week) => week * 7);
  return { totalDays, bars, weekStarts };
}

export const STATUS_LABEL: Record<TaskStatus, string> = {
  done: 'Done',
  'in-progress': 'In progress',
  planned: 'Planned',
};
