import 'server-only';

type Level = 'info' | 'warn' | 'error';

/** One structured JSON line per event, so log drains can filter and count them. */
export function logEvent(level: Level, event: string, fields: Record<string, unknown> = {}): void {
  // The fields cannot overwrite ts, level or event: theirs are dropped.
  const { ts: _ts, level: _level, event: _event, ...rest } = fields;
  const line = JSON.stringify({ ts: new Date().toISOString(), level, event, ...rest });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}
