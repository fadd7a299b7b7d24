import 'server-only';
import { after } from 'next/server';
import { logEvent } from '@/lib/server/log';

/**
 * Work that runs once the response has been sent: Next's after() inside a request (on Vercel the
 * function stays alive for it); outside one (scripts, tests) it starts at once without being awaited.
 * Each kind of work keeps its own set of runs under way, so tests and shutdown can wait for them;
 * a run that throws is logged as `event`, never thrown at the caller.
 */
export class AfterResponse {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly event: string) {}

  run(work: () => Promise<unknown>): void {
    const start = () => {
      const done = work().then(
        () => undefined,
        (error: unknown) => logEvent('error', this.event, { error: (error as Error).message }),
      );
      this.inFlight.add(done);
      return done.finally(() => this.inFlight.delete(done));
    };
    try {
      after(start);
    } catch {
      void start();
    }
  }

  /** Resolves when every run started so far has finished. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }
}
