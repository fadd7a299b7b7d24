/**
 * Whether a host belongs to the reviewed site: the page's host without a leading www., or any
 * subdomain of it. One rule for the fetch stage (first- or third-party files) and the facts stage
 * (internal links, other sites' scripts).
 */
export function isSameSiteHost(host: string, pageHost: string): boolean {
  const site = pageHost.toLowerCase().replace(/^www\./, '');
  const candidate = host.toLowerCase();
  return site !== '' && (candidate === site || candidate.endsWith(`.${site}`));
}
