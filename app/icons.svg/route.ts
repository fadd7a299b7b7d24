import { spriteSvg } from '@/lib/ui/icons/sprite';

export const dynamic = 'force-static';

/** The icon sprite every page's <Icon> refers to; prerendered at build time. */
export function GET() {
  return new Response(spriteSvg(), { headers: { 'content-type': 'image/svg+xml; charset=utf-8' } });
}
