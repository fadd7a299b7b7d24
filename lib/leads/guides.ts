import { findQuickWinsGuide, quickWinsGuides, type QuickWinsGuide } from '@/content/quick-wins';

const SUFFIX = '-quick-wins';

export function quickWinsSlug(industry: string): string {
  return `${industry}${SUFFIX}`;
}

export function quickWinsPath(industry: string): string {
  return `/guides/${quickWinsSlug(industry)}`;
}

/** The guide for a URL slug such as 'lawyers-quick-wins', or undefined. */
export function guideForSlug(slug: string): QuickWinsGuide | undefined {
  if (!slug.endsWith(SUFFIX)) return undefined;
  return findQuickWinsGuide(slug.slice(0, -SUFFIX.length));
}

export function allQuickWinsSlugs(): string[] {
  return quickWinsGuides.map((g) => quickWinsSlug(g.industry));
}
