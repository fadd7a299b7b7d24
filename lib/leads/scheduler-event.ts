/** Calendly's embed announces a finished booking to its parent page with this message. */
export const SCHEDULED_EVENT = 'calendly.event_scheduled';

/**
 * True when a window message is the scheduler's "booked" event: it must come from the scheduler's
 * own origin (any other frame or page could post the same data) and name the event.
 */
export function isSchedulerBooking(message: { origin: string; data: unknown }, schedulerOrigin: string): boolean {
  if (message.origin !== schedulerOrigin) return false;
  const data = message.data;
  return typeof data === 'object' && data !== null && (data as { event?: unknown }).event === SCHEDULED_EVENT;
}
