'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

/** How often the report page asks whether the lab measurement has arrived, and for how long. */
const EVERY_MS = 3_000;
const FOR_MS = 120_000;

/**
 * On a report whose lab measurement is under way: says so, asks GET /api/review/<id> every few
 * seconds, and re-renders the page (router.refresh) once Lighthouse's figures have joined the report,
 * so the visitor never has to reload. Without script the page says to reload it.
 */
export function LabFollower({ id }: { id: string }) {
  const router = useRouter();
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const started = Date.now();
    let stopped = false;
    const check = async () => {
      if (stopped) return;
      try {
        const response = await fetch(`/api/review/${encodeURIComponent(id)}`, { cache: 'no-store' });
        const body = (await response.json()) as { report?: { lab?: { status?: string } } };
        if (response.ok && body.report?.lab?.status && body.report.lab.status !== 'pending') {
          router.refresh();
          return;
        }
      } catch {
        // A missed poll is retried on the next tick.
      }
      if (Date.now() - started > FOR_MS) setGaveUp(true);
      else timer = setTimeout(check, EVERY_MS);
    };
    let timer = setTimeout(check, EVERY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id, router]);
  return (
    <p role="status" className="rounded-xl border bg-secondary p-4 text-sm" data-testid="lab-pending">
      {gaveUp
        ? 'Lighthouse is taking longer than usual. Reload this page in a minute to see its figures.'
        : 'Lighthouse is measuring your page on a simulated phone. Its figures appear here within a minute (or reload this page); the estimate below stands until then.'}
    </p>
  );
}
