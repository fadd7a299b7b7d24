/**
 * scripts/serve/compressed-responses.mjs: which encoding `npm start` answers a browser's
 * Accept-Encoding with. The answers themselves are tested against the real server (tests/e2e/compression.spec.ts).
 */
import { acceptedEncoding } from '@/scripts/serve/compressed-responses.mjs';

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'], // Chrome
    ['gzip, deflate, br', 'br'], // Safari, Firefox
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'], // the browser weighs gzip higher
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', null],
    ['deflate', null],
    ['', null],
    [undefined, null],
    ['gzip;q=0, br;q=0', null],
    [' GZIP , BR ', 'br'],
  ])('%j → %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });

  it('offers only the copies a file has', () => {
    expect(acceptedEncoding('gzip, br', ['gzip'])).toBe('gzip');
    expect(acceptedEncoding('br', ['gzip'])).toBeNull();
  });
});
