import type { ImageLoader } from 'next/image';
import pictures from './pictures.json';
import { variantWidths } from './sizes.mjs';
import { isProductionBuild } from '@/lib/site/config';

/**
 * The site's own pictures, encoded at build time (scripts/build/encode-pictures.mjs) into every
 * width their srcset offers, as AVIF and WebP, under /img/<hash>/<width>. A request for one is
 * answered by a static file: next.config.ts rewrites it to the .avif when the browser's Accept
 * names AVIF, else to the .webp, and serves it as immutable (the hash is the picture's content and
 * the encoding's settings). No visitor waits for an encoder, and nothing is encoded per request.
 *
 * pictures.json lists each picture under public/ with that hash and its width (`npm run
 * images:manifest` writes it; the build and a unit test refuse one that is out of date).
 */
export interface PictureEntry {
  hash: string;
  width: number;
}

const manifest: Record<string, PictureEntry> = pictures;

/** Where the variants are served from (a folder of public/, made by the build). */
export const VARIANTS_PATH = '/img';

/** The picture behind a src, when it is one of the site's own. */
export const pictureOf = (src: string): PictureEntry | undefined => manifest[src];

/** The URL of a picture's variant for a width next/image asks for (its own width when that is smaller). */
export function variantUrl(entry: PictureEntry, width: number): string {
  const widths = variantWidths(entry.width);
  const fit = widths.find((w) => w >= width) ?? entry.width;
  return `${VARIANTS_PATH}/${entry.hash}/${fit}`;
}

/**
 * The loader for a src: the built variants for the site's own pictures in a production build; Next's
 * own optimiser (undefined: next/image's default) in development, where nothing is built, and for
 * anything else.
 */
export function pictureLoader(src: unknown, production = isProductionBuild): ImageLoader | undefined {
  const entry = typeof src === 'string' && production ? pictureOf(src) : undefined;
  return entry ? ({ width }) => variantUrl(entry, width) : undefined;
}
