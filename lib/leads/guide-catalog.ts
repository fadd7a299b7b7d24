import { industryGuideOffer, professionalServicesPlaybook, smbRoiGuide, type GuideOffer } from '@/content/guides';
import { quickWinsGuides } from '@/content/quick-wins';

/** Every guide the site gives away, by its site-relative download path. */
export const guideCatalog: ReadonlyMap<string, GuideOffer> = new Map(
  [professionalServicesPlaybook, smbRoiGuide, ...quickWinsGuides.map(industryGuideOffer)].map((guide) => [guide.downloadUrl, guide]),
);

/**
 * The catalogue entry a requested download URL names, or null. Only URLs on one of `origins` with
 * the exact path of a known guide qualify, so the site never e-mails a link it did not publish.
 */
export function findGuideByUrl(downloadUrl: string, origins: readonly string[]): GuideOffer | null {
  let url: URL;
  try {
    url = new URL(downloadUrl);
  } catch {
    return null;
  }
  if (!origins.includes(url.origin) || url.search || url.hash || url.username || url.password) return null;
  return guideCatalog.get(url.pathname) ?? null;
}
