/** The campaign fields an inquiry carries. */
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
type UtmKey = (typeof UTM_KEYS)[number];

/**
 * The campaign a visitor arrived from: the UTM fields that are present, at most 100 characters each.
 * `read` looks one up (a page's query string in the browser or the posting page's on the server,
 * or a validated request's fields).
 */
export function pickUtm(read: (key: UtmKey) => string | null | undefined): Partial<Record<UtmKey, string>> {
  return Object.fromEntries(UTM_KEYS.flatMap((key) => {
    const value = read(key)?.trim();
    return value ? [[key, value.slice(0, 100)]] : [];
  }));
}
