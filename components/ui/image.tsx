import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's optimisation (a srcset served by /_next/image, sizes, intrinsic width and height, lazy
 * loading below the fold) as a plain <img> rendered on the server. The <Image> component itself is a
 * client component: its code (about 8 KB gzip) would load on every page that shows a picture, to do
 * nothing a static picture needs after hydration.
 *
 * `preload` marks a picture in the first screen: loaded eagerly at high fetch priority. The <img> is in
 * the prerendered HTML, so the browser's preload scanner finds it without a separate preload link.
 */
export function Image({ preload = false, alt, ...rest }: Omit<ImageProps, 'priority' | 'placeholder' | 'onLoad' | 'onError'>) {
  const { props } = getImageProps({ ...rest, alt, preload, fetchPriority: preload ? 'high' : rest.fetchPriority });
  // The optimised props come from next/image itself (getImageProps).
  return <img {...props} alt={alt} />;
}
