import { studio } from '@/content/studio';

/**
 * The footer's copyright line: the studio's first year (the spec's 2024) to the current one, so the
 * notice never reads as a site nobody keeps ("© 2024–2026 Polaris Digital"). Static pages are
 * rendered at build time, so "current" is the year of the last deploy.
 */
export function copyrightLine(now: Date): string {
  const year = now.getUTCFullYear();
  const years = year > studio.copyrightSince ? `${studio.copyrightSince}–${year}` : `${studio.copyrightSince}`;
  return `© ${years} ${studio.name}. All rights reserved.`;
}
