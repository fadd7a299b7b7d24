/**
 * The studio's mark as the site icon, the drawing components/layout/brand-mark.tsx shows. public/icon.svg is
 * the same file (structured data names it as the logo; tests/unit/seo/site-icon.test.ts keeps the two one).
 */
export const SITE_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1b2a4a"/><path d="M16 5l2.6 8.4L27 16l-8.4 2.6L16 27l-2.6-8.4L5 16l8.4-2.6z" fill="#f5c38b"/></svg>';

/**
 * The icon as a data: URL for the pages' <link rel="icon">. A browser asks for a page's icon while the
 * page is still loading; at a URL of its own it was one more request beside the stylesheet on every
 * first visit (and with no link at all, browsers ask for /favicon.ico). Inline it costs about 250 bytes
 * of each page's head and no request.
 */
export const SITE_ICON_DATA_URL = `data:image/svg+xml,${encodeURIComponent(SITE_ICON_SVG)}`;
