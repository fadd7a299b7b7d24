/**
 * Public configuration, read once. NEXT_PUBLIC_* values are inlined at build
 * time; VERCEL_ENV is only read on the server (metadata, robots).
 */
const DEFAULT_SITE_URL = 'http://localhost:3000';

function normaliseOrigin(value: string | undefined): string {
  const raw = value?.trim() || DEFAULT_SITE_URL;
  try {
    return new URL(raw).origin;
  } catch {
    throw new Error(`NEXT_PUBLIC_SITE_URL is not a valid URL: ${raw}`);
  }
}

export const siteUrl: string = normaliseOrigin(process.env.NEXT_PUBLIC_SITE_URL);

/** Preview deployments must never be indexed. */
export function isPreviewDeployment(): boolean {
  return process.env.VERCEL_ENV === 'preview';
}

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl).toString();
}
