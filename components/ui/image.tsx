import { getImageProps, type ImageProps } from 'next/image';
import { pictureLoader } from '@/lib/ui/images/variants';

/**
 * next/image's optimisation (a srcset served by /_next/image, sizes, intrinsic width and height, lazy
 * loading below the fold) as a plain <img> rendered on the server. The <Image> component itself is a
 * client component: its code (about 8 KB gzip) would load on every page that shows a picture, to do
 * nothing a static picture needs after hydration.
 *
 * `preload` marks a picture in the first screen: loaded eagerly at high fetch priority. The <img> is in
 * the prerendered HTML, so the browser's preload scanner finds it without a separate preload link.
 *
 * The site's own pictures are not encoded on request: in a production build their srcset names the
 * variants the build made (lib/ui/images/variants.ts), static files a first visitor gets as fast as the
 * hundredth.
 */
export function Image({ preload = false, alt, ...rest }: Omit<ImageProps, 'priority' | 'placeholder' | 'onLoad' | 'onError'>) {
  const loader = rest.loader ?? pictureLoader(rest.src);
  const { props } = getImageProps({ ...rest, ...(loader ? { loader } : {}), alt, preload, fetchPriority: preload ? 'high' : rest.fetchPriority });
  // The optimised props come from next/image itself (getImageProps).
  return <img {...props} alt={alt} />;
}
