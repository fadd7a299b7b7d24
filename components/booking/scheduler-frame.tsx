'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { isSchedulerBooking } from '@/lib/booking/scheduler-event';

/**
 * The embedded scheduler (720px, loaded lazily). When the frame reports a finished booking, and
 * only when the report comes from the scheduler's own origin, the visitor moves on to `nextPath`.
 */
export function SchedulerFrame({ src, schedulerOrigin, nextPath }: { src: string; schedulerOrigin: string; nextPath: string }) {
  const router = useRouter();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (isSchedulerBooking(event, schedulerOrigin)) router.push(nextPath);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [router, schedulerOrigin, nextPath]);

  return (
    <iframe
      title="Book a strategy call: scheduling calendar"
      src={src}
      loading="lazy"
      className="h-[720px] w-full rounded-2xl border bg-card"
      data-testid="scheduler-frame"
    />
  );
}
