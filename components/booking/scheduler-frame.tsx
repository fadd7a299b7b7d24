'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { isSchedulerBooking } from '@/lib/leads/scheduler-event';
import { NearFrame } from './near-frame';

/**
 * The embedded scheduler, 720px high, made as it nears the screen (NearFrame). When the frame reports a
 * finished booking, and only when the report comes from the scheduler's own origin, the visitor moves
 * on to `nextPath`.
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
    <NearFrame
      src={src}
      title="Book a strategy call: scheduling calendar"
      boxClassName="h-[720px] w-full overflow-hidden rounded-2xl border bg-card"
      frameClassName="size-full"
      testId="scheduler-frame"
    />
  );
}
