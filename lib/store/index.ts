import 'server-only';
import path from 'node:path';
import { createEmbeddedStore } from './embedded';
import { createVercelKvStore } from './vercel-kv';
import { StoreUnavailableError, type Store } from './types';
import { serverEnv, type Env } from '@/lib/env';

export * from './types';


/** A store whose every call fails with `message`: for a deployment that cannot keep data. */
function unavailableStore(message: string): Store {
  const fail = () => Promise.reject(new StoreUnavailableError(message));
  return {
    name: 'vercel-kv',
    addRecord: fail,
    addRecordOnce: fail,
    getRecord: fail,
    updateRecord: fail,
    listRecords: fail,
    countRecords: fail,
    deleteRecordsBefore: fail,
    increment: fail,
    getCounter: fail,
    getSetting: fail,
    setSetting: fail,
    ping: fail,
  };
}

export const MISSING_KV_MESSAGE =
  'Storage is not configured: this is a Vercel deployment, whose filesystem does not keep data. Set KV_REST_API_URL and KV_REST_API_TOKEN (connect a Vercel KV / Upstash Redis database to the project).';

/** Picks the store from configuration: Vercel KV when both variables are set, the embedded store otherwise. */
export function createStore(env: Env = serverEnv()): Store {
  const url = env.KV_REST_API_URL;
  const token = env.KV_REST_API_TOKEN;
  if (url && token) return createVercelKvStore({ url, token });
  if (env.VERCEL) return unavailableStore(MISSING_KV_MESSAGE);
  // The data directory is chosen at run time; it is not part of the build's output.
  return createEmbeddedStore(path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR));
}

const globalStore = globalThis as typeof globalThis & { __studioStore?: Store };

/** The process's one store, created on first use (so a build never opens it). */
export function getStore(): Store {
  globalStore.__studioStore ??= createStore();
  return globalStore.__studioStore;
}
