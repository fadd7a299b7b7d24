/**
 * The site's security headers. next.config.ts sends `securityHeaders` with every response; proxy.ts
 * adds the Content-Security-Policy, which differs by kind of response (a prerendered page allows
 * its own inline scripts by hash, a rendered page by nonce, an API answer or asset allows nothing).
 */

/** Headers every response carries. HSTS is ignored by browsers on plain http, so local runs are unaffected. */
export const securityHeaders: { key: string; value: string }[] = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  {
    key: 'Permissions-Policy',
    value: [
      'accelerometer=()',
      'autoplay=()',
      'browsing-topics=()',
      'camera=()',
      'display-capture=()',
      'geolocation=()',
      'gyroscope=()',
      'magnetometer=()',
      'microphone=()',
      'midi=()',
      'payment=()',
      'publickey-credentials-get=()',
      'usb=()',
      'xr-spatial-tracking=()',
    ].join(', '),
  },
];

/** What a response that is not a page may do: nothing (a JSON answer, a PDF, an image). */
export const resourcePolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The policy of an HTML page. Scripts: this origin (Next's chunks, Vercel Analytics' script at
 * /_vercel/insights) plus exactly the page's own inline scripts, named by hash (prerendered pages)
 * or by nonce (pages rendered per request). Frames: only the scheduler's origin (/book, /contact).
 * Stripe Checkout is a top-level redirect, which CSP does not govern, so it needs no entry.
 * Styles allow inline style attributes, which React sets (the slider's position, the Gantt bars).
 */
export function pagePolicy({
  scripts,
  frameOrigin,
  upgradeInsecure,
  connect = [],
}: {
  scripts: string[];
  frameOrigin: string;
  upgradeInsecure: boolean;
  /** Sources beyond this origin the page may fetch or open sockets to (next dev's ws:). */
  connect?: string[];
}): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${connect.join(' ')}`.trim(),
    `frame-src ${frameOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'none'",
    ...(upgradeInsecure ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}
