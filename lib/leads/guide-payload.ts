import { findIndustry, type IndustrySlug } from '@/content/industries/registry';
import { DEFAULT_GUIDE_INDUSTRY, type GuideOffer } from '@/content/guides';
import type { GuideRequest, LeadCaptureRequest } from './schema';

/** An unknown or missing industry falls back to professional services. */
export function resolveGuideIndustry(industry: string | undefined | null): IndustrySlug {
  return (industry && findIndustry(industry)?.slug) || DEFAULT_GUIDE_INDUSTRY;
}

/** The two request bodies a guide download sends, built from where the visitor is. */
export function buildGuidePayloads(
  guide: GuideOffer,
  email: string,
  location: { origin: string; pathname: string },
): { lead: LeadCaptureRequest; guide: GuideRequest } {
  const industry = resolveGuideIndustry(guide.industry);
  const page = `${location.origin}${location.pathname}`;
  const downloadUrl = new URL(guide.downloadUrl, location.origin).toString();
  const trimmed = email.trim();
  return {
    lead: {
      email: trimmed,
      source: 'lead_magnet',
      industry,
      page,
      metadata: { fileName: guide.fileName, downloadUrl },
    },
    guide: { email: trimmed, title: guide.title, fileName: guide.fileName, downloadUrl, industry, page },
  };
}
