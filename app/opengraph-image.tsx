import { renderOgImage, ogAlt, ogSize } from '@/lib/seo/og-image';

export const alt = ogAlt;
export const size = ogSize;
export const contentType = 'image/png';

export default function OpengraphImage() {
  return renderOgImage({ title: 'Professional Websites That Win Premium Clients', eyebrow: 'Founder-led web studio' });
}
