import { readFileSync } from 'node:fs';
import { SITE_ICON_DATA_URL, SITE_ICON_SVG } from '@/lib/seo/site-icon';
import { metadata } from '@/app/layout';

describe('the site icon', () => {
  it('is public/icon.svg, the logo structured data names', () => {
    expect(readFileSync('public/icon.svg', 'utf8').trim()).toBe(SITE_ICON_SVG);
  });

  it('is linked inline, so loading a page asks for no icon file', () => {
    expect(decodeURIComponent(SITE_ICON_DATA_URL.replace(/^data:image\/svg\+xml,/, ''))).toBe(SITE_ICON_SVG);
    expect(metadata.icons).toEqual({ icon: [{ url: SITE_ICON_DATA_URL, type: 'image/svg+xml', sizes: 'any' }] });
  });
});
