import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

export const serverLogFile = process.env.E2E_LOG ?? path.resolve('.data/e2e/server.log');

/** Structured JSON lines the server has logged so far. */
export function serverLogEvents(): Record<string, unknown>[] {
  return readFileSync(serverLogFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Scrolls the window to a fraction of its scrollable height and lets scroll listeners run. */
export async function scrollToFraction(page: Page, fraction: number): Promise<void> {
  await page.evaluate((f) => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo({ top: Math.round(max * f), behavior: 'instant' });
  }, fraction);
  await page.waitForTimeout(150);
}

/** Collects the analytics events pushed to window.dataLayer. */
export async function installDataLayer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  });
}

export async function dataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer ?? []);
}

export const dataDir = path.resolve(process.env.DATA_DIR ?? '.data/e2e');

/** Raw .eml messages the server wrote to its outbox, oldest first. */
export function outboxMessages(): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => readFileSync(path.join(dir, file), 'utf8'));
}

/** A unique visitor address, so per-IP rate limits never couple one test to another. */
export function uniqueVisitorIp(): string {
  const n = Math.floor(Math.random() * 2 ** 24);
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * Answers every request to another origin (the embedded scheduler) with a blank page: third-party
 * content is not ours to test, and the test network may not reach it.
 */
export async function standInForThirdParties(page: Page, siteOrigin: string): Promise<void> {
  const origin = new URL(siteOrigin).origin;
  await page.route(
    (url) => url.origin !== origin,
    (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Third-party stand-in</title></html>' }),
  );
}

/**
 * Waits until React has hydrated the element (it carries React's props), so a key press or click
 * reaches the island's handler rather than a server-rendered button that does nothing yet. On a
 * slow machine a test can otherwise act in the gap between the load event and hydration.
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps'))), {
      message: 'the island hydrates',
    })
    .toBe(true);
}

/**
 * The URL pattern of a picture's built variants (lib/ui/images/variants.ts): /img/<its hash>/<width>.
 * `srcs` are the pictures' paths in public/ ('/about/founder.webp'); any of them matches.
 */
export function pictureVariant(...srcs: string[]): RegExp {
  const list = JSON.parse(readFileSync(path.resolve('lib/ui/images/pictures.json'), 'utf8')) as Record<string, { hash: string }>;
  const hashes = srcs.map((src) => {
    const entry = list[src];
    if (!entry) throw new Error(`${src} is not in lib/ui/images/pictures.json`);
    return entry.hash;
  });
  return new RegExp(`^/img/(${hashes.join('|')})/\\d+$`);
}
