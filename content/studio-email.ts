/**
 * The studio's e-mail address, on its own so that the last-resort error page (app/global-error.tsx, a
 * client component loaded on every page) can print it without shipping every studio fact to the browser.
 * content/studio.ts re-exports it as studio.email: edit it here.
 */
export const STUDIO_EMAIL = 'hello@polarisdigital.studio';
