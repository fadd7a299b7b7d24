import { FetchRefusedError } from '@/lib/review/fetch/errors';
import { isPublicAddress, normaliseReviewUrl, parseAllowHosts } from '@/lib/review/fetch/url-policy';

/**
 * The review's URL policy as pure functions: which addresses are public, how a visitor's URL is
 * read, and how the allow-list of local hosts is parsed.
 */

jest.setTimeout(20_000);

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['1.1.1.1', true],
    ['2606:4700:4700::1111', true],
    ['::ffff:8.8.8.8', true],
    ['127.0.0.1', false],
    ['10.0.0.1', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['100.100.100.200', false],
    ['0.0.0.0', false],
    ['255.255.255.255', false],
    ['224.0.0.1', false],
    ['192.0.0.192', false],
    ['192.0.2.1', false],
    ['198.18.0.1', false],
    ['198.51.100.1', false],
    ['203.0.113.1', false],
    ['240.0.0.1', false],
    ['::', false],
    ['::1', false],
    ['fe80::1', false],
    ['fc00::1', false],
    ['fd00:ec2::254', false],
    ['ff02::1', false],
    ['2001:db8::1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:127.0.0.1', false],
    ['::7f00:1', false],
    ['64:ff9b::a00:1', false],
    ['2002:a00:1::1', false],
    ['2001:0:4136:e378:8000:63bf:f5ff:fffe', false],
    ['not an address', false],
    ['2130706433', false],
  ])('%s → %s', (ip, expected) => {
    expect(isPublicAddress(ip)).toBe(expected);
  });
});

describe('normaliseReviewUrl', () => {
  it('adds https:// to a bare host name', () => {
    expect(normaliseReviewUrl('example.com').href).toBe('https://example.com/');
    expect(normaliseReviewUrl('www.example.com/about?x=1').href).toBe('https://www.example.com/about?x=1');
  });

  it('trims and lower-cases the scheme and host', () => {
    expect(normaliseReviewUrl('  HTTPS://Example.com/path ').href).toBe('https://example.com/path');
    expect(normaliseReviewUrl('http://example.com:80/').href).toBe('http://example.com/');
  });

  it.each(['file:///etc/passwd', 'ftp://example.com/', 'javascript:alert(1)', 'mailto:hello@example.com', 'http://user:pass@example.com/', 'example.com:8080', '', '   ', 'http://'])(
    'refuses %j',
    (input) => {
      expect(() => normaliseReviewUrl(input, new Set())).toThrow(FetchRefusedError);
    },
  );

  it('allows a non-standard port only for an allow-listed origin', () => {
    expect(normaliseReviewUrl('localhost:4567', new Set(['localhost:4567'])).href).toBe('https://localhost:4567/');
    expect(() => normaliseReviewUrl('localhost:4568', new Set(['localhost:4567']))).toThrow(FetchRefusedError);
  });
});

describe('parseAllowHosts', () => {
  it('normalises host:port entries and ignores blanks', () => {
    expect(parseAllowHosts(' 127.0.0.1:4567 , localhost:8080,[::1]:9000 ')).toEqual(new Set(['127.0.0.1:4567', 'localhost:8080', '[::1]:9000']));
  });

  it('lower-cases names and ignores entries without a valid port', () => {
    expect(parseAllowHosts('LocalHost:80,example.com,example.org:99999,,')).toEqual(new Set(['localhost:80']));
    expect(parseAllowHosts(undefined)).toEqual(new Set());
  });
});
