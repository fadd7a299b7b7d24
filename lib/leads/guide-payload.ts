import type { GuideOffer } from '@/content/guides';
import type { GuideRequest, LeadCaptureRequest } from './schema';

/**
 * The two request bodies a guide download sends, built from where the visitor is. The guide's
 * industry is taken as it is: the server resolves it first (./guide-industry.ts; GuideCard for the
 * form, sendGuideForm for a post without script), so the form's island carries no industry list.
 */
export function buildGuidePayloads(
  guide: GuideOffer,
  email: string,
  location: { origin: string; pathname: string },
): { lead: LeadCaptureRequest; guide: GuideRequest } {
  const { industry } = guide;
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
