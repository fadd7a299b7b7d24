import { safeFetch } from '@/lib/review/fetch/safe-fetch';
import { type Fixture, refusal, useSafeFetchSites } from '../../../support/safe-fetch-sites';

/**
 * What the review's fetch refuses and how: each hop resolved once and connected to the address it
 * checked (no DNS rebinding), and every private, reserved or disguised address, scheme and port
 * refused before any lookup or request.
 */

jest.setTimeout(20_000);

const sites = useSafeFetchSites();
let site: Fixture;
let other: Fixture;
let requestSpy: jest.SpyInstance;
let httpsSpy: jest.SpyInstance;
beforeEach(() => ({ site, other, requestSpy, httpsSpy } = sites));

describe('DNS pinning', () => {
  it('resolves each hop once and connects to the address it checked', async () => {
    const calls: string[] = [];
    // A rebinding resolver: the checked answer first, a different one on any later call for the same hop.
    const lookup = async (hostname: string) => {
      calls.push(hostname);
      return [{ address: calls.length === 1 ? '127.0.0.1' : '127.0.0.2', family: 4 as const }];
    };
    const result = await safeFetch(`http://rebind.test:${site.port}/page`, { allowHosts: [`rebind.test:${site.port}`], lookup });
    expect(calls).toEqual(['rebind.test']);
    expect(result.address).toBe('127.0.0.1');
    expect(site.lastHeaders.host).toBe(`rebind.test:${site.port}`);
  });

  it('resolves again, once, for every redirect hop', async () => {
    const calls: string[] = [];
    const lookup = async (hostname: string) => {
      calls.push(hostname);
      return [{ address: '127.0.0.1', family: 4 as const }];
    };
    const result = await safeFetch(`http://rebind.test:${site.port}/chain/2`, { allowHosts: [`rebind.test:${site.port}`], lookup });
    expect(result.redirects).toHaveLength(2);
    expect(calls).toEqual(['rebind.test', 'rebind.test', 'rebind.test']);
  });

  it('refuses a public-looking name that resolves to a private address, without saying which', async () => {
    const lookup = jest.fn(async () => [{ address: '10.1.2.3', family: 4 as const }]);
    const error = await refusal(safeFetch('https://intranet.example.com/', { lookup }));
    expect(error.message).toBe(
      'That address points to a private or reserved network, so we cannot review it. Please enter your public website address.',
    );
    expect(error.message).not.toContain('10.1.2.3');
    expect(lookup).toHaveBeenCalledWith('intranet.example.com');
    expect(httpsSpy).not.toHaveBeenCalled();
    expect(requestSpy).not.toHaveBeenCalled();
  });

  it('refuses a name when any one of its addresses is private', async () => {
    const lookup = async () => [
      { address: '93.184.216.34', family: 4 as const },
      { address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 as const },
      { address: '::ffff:127.0.0.1', family: 6 as const },
    ];
    await refusal(safeFetch('http://mixed.example.com/', { lookup }));
    expect(requestSpy).not.toHaveBeenCalled();
  });
});

describe('refused addresses', () => {
  const refused = [
    'http://127.0.0.1/',
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://0x7f.0.0.1/',
    'http://0x7f.1/',
    'http://100.64.0.1/',
    'http://192.168.1.1/',
    'http://172.16.0.1/',
    'http://0.0.0.0/',
    'http://[fe80::1]/',
    'http://[fc00::1]/',
    'http://[fd00:ec2::254]/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://[64:ff9b::a00:1]/',
    'file:///etc/passwd',
    'ftp://example.com/',
    'javascript:alert(1)',
    'data:text/html,<p>hi</p>',
    'http://user:pass@example.com/',
    'http://example.com:22/',
    'https://example.com:8443/',
  ];

  it.each(refused)('refuses %s before any lookup or request', async (url) => {
    const lookup = jest.fn(async () => [{ address: '93.184.216.34', family: 4 as const }]);
    await refusal(safeFetch(url, { allowHosts: [`127.0.0.1:${site.port}`], lookup }));
    expect(lookup).not.toHaveBeenCalled();
    expect(requestSpy).not.toHaveBeenCalled();
    expect(httpsSpy).not.toHaveBeenCalled();
  });

  it('refuses another port of an allow-listed host', async () => {
    await refusal(safeFetch(`http://127.0.0.1:${other.port}/`, { allowHosts: [`127.0.0.1:${site.port}`] }));
    expect(other.hits).toEqual([]);
    expect(requestSpy).not.toHaveBeenCalled();
  });

  it('refuses the fixture itself when it is not allow-listed', async () => {
    await refusal(safeFetch(`${site.base}/page`, { allowHosts: [] }));
    expect(site.hits).toEqual([]);
  });
});
