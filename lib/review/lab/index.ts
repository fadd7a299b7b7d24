import 'server-only';
import { serverEnv, type Env } from '@/lib/env';
import { parseAllowHosts } from '../fetch/url-policy';
import { readLighthouseResult, type LabMetrics } from './lhr';
import { findChromium, LocalLighthouseError, runLocalLighthouse } from './local';
import { runPagespeed } from './psi';
import { localLabState } from './sandbox-probe';

/**
 * The lab stage: the page's lab metrics from Lighthouse itself, from PageSpeed Insights (production:
 * no browser on the server, and the very number a prospect sees there) or from a local run (self-
 * hosting, development). Chosen once from configuration:
 *
 *   REVIEW_LAB=auto (default)  PageSpeed Insights when PAGESPEED_API_KEY is set, else a local run
 *                              when a Chromium is found (CHROME_PATH or a standard path), else none
 *   REVIEW_LAB=psi | local | off
 */

export type LabSource = 'psi' | 'local';

/** How long a measurement may take before the review goes out with the estimate. */
export const LAB_LIMIT_MS = 60_000;

export type LabPlan = { source: 'psi'; apiKey?: string; endpoint?: string } | { source: 'local'; chromePath: string } | { source: null; reason: string };

export function labPlan(env: Env = serverEnv()): LabPlan {
  const { REVIEW_LAB: mode, PAGESPEED_API_KEY: apiKey, PAGESPEED_API_URL: endpoint } = env;
  if (mode === 'off') return { source: null, reason: 'The lab measurement is turned off on this site (REVIEW_LAB=off).' };
  if (mode === 'psi' || (mode === 'auto' && apiKey)) return { source: 'psi', apiKey, endpoint };
  const chromePath = findChromium(env);
  if (chromePath) return { source: 'local', chromePath };
  return {
    source: null,
    reason: mode === 'local' ? 'REVIEW_LAB=local, but no Chromium was found (set CHROME_PATH).' : 'No PageSpeed Insights key and no Chromium on this server.',
  };
}

export interface MeasuredLab extends LabMetrics {
  source: LabSource;
}

/** The measurement took longer than its limit, whichever source ran it. */
export class LabTimeoutError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The lab measurement took longer than its limit', options);
    this.name = 'LabTimeoutError';
  }
}

/** Measures `url` with the planned source within `limitMs`; throws LabTimeoutError past it, or the source's own error. */
export async function measureLab(url: string, plan: Exclude<LabPlan, { source: null }>, env: Env = serverEnv(), limitMs = LAB_LIMIT_MS): Promise<MeasuredLab> {
  const signal = AbortSignal.timeout(limitMs);
  let lhr: unknown;
  try {
    lhr =
      plan.source === 'psi'
        ? await runPagespeed(url, { apiKey: plan.apiKey, endpoint: plan.endpoint, signal })
        : await runLocalLighthouse(url, { chromePath: plan.chromePath, timeoutMs: limitMs, allowHosts: parseAllowHosts(env.AI_FETCH_ALLOW_HOSTS) });
  } catch (error) {
    if (signal.aborted || (error instanceof LocalLighthouseError && error.timedOut)) throw new LabTimeoutError({ cause: error });
    throw error;
  }
  return { ...readLighthouseResult(lhr), source: plan.source };
}

/** What the inbox's overview says of the lab: which source measures reviews here, and in what state. */
export async function labStatus(env: Env = serverEnv()): Promise<{ state: 'psi' | 'sandboxed' | 'unavailable' | 'unsandboxed' | 'none'; detail: string }> {
  const plan = labPlan(env);
  if (plan.source === 'psi') {
    return { state: 'psi', detail: `PageSpeed Insights measures each review’s page${plan.apiKey ? ', with this site’s key' : ', without a key (the shared quota)'}${plan.endpoint ? ` at ${plan.endpoint}` : ''}.` };
  }
  if (plan.source === null) return { state: 'none', detail: `${plan.reason} Reviews go out with the estimate.` };
  return localLabState(plan.chromePath, env);
}
