import { GANTT_LABEL_WIDTH, GANTT_MIN_WIDTH, layoutGantt, STATUS_LABEL, type GanttBar } from '@/lib/site/gantt';
import type { TaskStatus, TimelineTask } from '@/content/timeline';
import { cn } from '@/lib/utils';

/** Status colours of the spec: done = success, in progress = accent, planned or missing = muted primary. */
const barColour: Record<TaskStatus, string> = {
  done: 'bg-success text-success-foreground',
  'in-progress': 'bg-accent text-accent-foreground',
  planned: 'bg-primary-muted text-white',
};

function Bar({ bar }: { bar: GanttBar }) {
  const tooltipId = `gantt-tip-${bar.task.id}`;
  return (
    <div
      className="group relative row-start-1 flex items-center py-2"
      style={{ gridColumn: `${bar.gridColumnStart} / ${bar.gridColumnEnd}` }}
    >
      <button
        type="button"
        data-testid={`gantt-bar-${bar.task.id}`}
        data-status={bar.status}
        aria-describedby={tooltipId}
        className={cn('h-9 w-full truncate rounded-md px-2 text-left text-xs font-semibold', barColour[bar.status])}
      >
        {bar.task.label}
        <span className="sr-only">, {STATUS_LABEL[bar.status]}</span>
      </button>
      <div
        id={tooltipId}
        role="tooltip"
        className="invisible absolute top-full left-0 z-20 mt-1 w-72 rounded-lg border bg-popover p-4 text-sm text-popover-foreground opacity-0 shadow-card transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        <p className="font-semibold text-primary">{bar.task.label}</p>
        <p className="mt-1 text-muted-foreground">
          Days {bar.task.start}–{bar.task.end} · {bar.spanDays} days · {STATUS_LABEL[bar.status]}
        </p>
        <p className="mt-1 text-muted-foreground">Owner: {bar.task.owner}</p>
        <p className="mt-2">{bar.task.details}</p>
      </div>
    </div>
  );
}

/** A Gantt chart on a CSS grid: a 200px label column, then one column per day. No client JavaScript. */
export function GanttChart({ tasks, caption }: { tasks: readonly TimelineTask[]; caption: string }) {
  const { totalDays, bars, weekStarts } = layoutGantt(tasks);
  const columns = `${GANTT_LABEL_WIDTH}px repeat(${totalDays}, minmax(0, 1fr))`;
  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="text-sm text-muted-foreground">{caption}</figcaption>
      <div className="overflow-x-auto rounded-xl border bg-card pb-40" tabIndex={0} role="region" aria-label="Project timeline chart">
        <div data-testid="gantt" className="relative" style={{ minWidth: GANTT_MIN_WIDTH }}>
          <div className="grid border-b text-xs text-muted-foreground" style={{ gridTemplateColumns: columns }} aria-hidden="true">
            <div className="px-4 py-2 font-semibold">Phase</div>
            {weekStarts.map((day) => (
              <div key={day} className="border-l py-2 pl-1" style={{ gridColumn: `${day + 2} / span ${Math.min(7, totalDays - day)}` }}>
                Week {day / 7 + 1}
              </div>
            ))}
          </div>
          <ol>
            {bars.map((bar) => (
              <li key={bar.task.id} className="grid border-b last:border-b-0" style={{ gridTemplateColumns: columns }}>
                <div className="col-start-1 row-start-1 flex flex-col justify-center px-4 py-2 text-sm">
                  <span className="font-medium">{bar.task.label}</span>
                  <span className="text-xs text-muted-foreground">
                    Day {bar.task.start}–{bar.task.end}
                  </span>
                </div>
                <Bar bar={bar} />
              </li>
            ))}
          </ol>
        </div>
      </div>
    </figure>
  );
}
