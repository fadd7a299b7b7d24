'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { isSchedulerBooking } from '@/lib/leads/scheduler-event';

/**
 * The embedded scheduler, 720px high. The frame is created after hydration, once its box comes
 * within a screen of the viewport, so the third-party calendar never competes with the page's own
 * content for the first paint. When the frame reports a finished booking, and only when the report
 * comes from the scheduler's own origin, the visitor moves on to `nextPath`.
 */
export function SchedulerFrame({ src, schedulerOrigin, nextPath }: { src: string; schedulerOrigin: string; nextPath: string }) {
  const router = useRouter();
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (isSchedulerBooking(event, schedulerOrigin)) router.push(nextPath);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [router, schedulerOrigin, nextPath]);

  useEffect(() => {
    const element = box.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={box} className="h-[720px] w-full overflow-hidden rounded-2xl border bg-card">
      {near ? (
        <iframe title="Book a strategy call: scheduling calendar" src={src} loading="lazy" className="size-full" data-testid="scheduler-frame" />
      ) : (
        // Until the frame is made (and for good without script) the box says where the calendar is, and links to it.
        <p className="p-6 text-muted-foreground">
          The booking calendar appears here.{' '}
          <a href={src} className="font-medium text-primary underline underline-offset-4">
            Open the scheduling page
          </a>{' '}
          to book without it.
        </p>
      )}
    </div>
  );
}
