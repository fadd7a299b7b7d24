import { EnvError, parseEnv } from '@/lib/env';

describe('parseEnv', () => {
  it('runs with nothing set: every variable has its embedded default', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ DATA_DIR: '.data', AI_MODEL: 'gpt-4.1-mini', AI_MODEL_TIMEOUT_MS: 8_000, AI_DAILY_LIMIT: 3, AI_GLOBAL_DAILY_LIMIT: 300, TRUSTED_PROXY_HOPS: 0, REVIEW_LAB: 'auto', VERCEL: false, REVIEW_LAB_UNSANDBOXED: false, PATH: '/usr/bin:/bin' });
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('reads a blank value as unset, and trims the others', () => {
    expect(parseEnv({ AI_DAILY_LIMIT: ' ', SMTP_URL: '', DATA_DIR: ' /var/data ', REVIEW_LAB: ' PSI ' })).toMatchObject({ AI_DAILY_LIMIT: 3, SMTP_URL: undefined, DATA_DIR: '/var/data', REVIEW_LAB: 'psi' });
  });

  it('types numbers and switches', () => {
    expect(parseEnv({ AI_DAILY_LIMIT: '5', TRUSTED_PROXY_HOPS: '2', VERCEL: '1', REVIEW_LAB_UNSANDBOXED: '1' })).toMatchObject({ AI_DAILY_LIMIT: 5, TRUSTED_PROXY_HOPS: 2, VERCEL: true, REVIEW_LAB_UNSANDBOXED: true });
  });

  it('stops on a value that is set but wrong, naming each variable and what it must be', () => {
    const read = () => parseEnv({ AI_DAILY_LIMIT: 'three', TRUSTED_PROXY_HOPS: '11', REVIEW_LAB: 'lighthouse', KV_REST_API_URL: 'kv.example' });
    expect(read).toThrow(EnvError);
    expect(read).toThrow(/AI_DAILY_LIMIT="three": must be a whole number from 1 to 1000000/);
    expect(read).toThrow(/TRUSTED_PROXY_HOPS="11": must be a whole number from 0 to 10/);
    expect(read).toThrow(/REVIEW_LAB="lighthouse": must be auto, psi, local or off/);
    expect(read).toThrow(/KV_REST_API_URL="kv.example": must be an absolute URL/);
  });
});
