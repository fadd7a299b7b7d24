/**
 * The widths a picture's srcset may offer, and its quality: next.config.ts gives them to next/image,
 * and the build encodes every picture at each of them (scripts/build/picture-variants.ts). Every
 * picture on the site is at most 1200 px wide (public/), so wider candidates would only lengthen
 * each srcset, which a page carries twice (markup and RSC payload). Plain JavaScript: the build's
 * scripts read it with Node alone.
 */
export const DEVICE_SIZES = [640, 828, 1080, 1200];
export const IMAGE_SIZES = [256, 384];
/** next/image's default quality, which every picture uses. */
export const PICTURE_QUALITY = 75;

/** The widths a picture `width` px wide is encoded at: every srcset width below it, and its own. */
export function variantWidths(width) {
  return [...new Set([...IMAGE_SIZES, ...DEVICE_SIZES].filter((size) => size < width).concat(width))].sort((a, b) => a - b);
}
