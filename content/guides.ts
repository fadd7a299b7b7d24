import type { IndustrySlug } from './industries/registry';

/** A downloadable guide offered in exchange for an e-mail address. */
export interface GuideOffer {
  industry: IndustrySlug;
  title: string;
  description: string;
  benefits: readonly string[];
  fileName: string;
  /** Site-relative; made absolute when the lead is captured. */
  downloadUrl: string;
}

export const professionalServicesPlaybook: GuideOffer = {
  industry: 'professional-services',
  title: 'Professional Services ROI Playbook',
  description:
    'The framework we use to decide what a firm website should earn, and the fixes that move it there fastest.',
  benefits: ['ROI model template', '10 CRO quick wins', 'Analytics setup checklist', 'Executive summary one-pager'],
  fileName: 'professional-services-roi-playbook.pdf',
  downloadUrl: '/guides/professional-services-roi-playbook.pdf',
};

export const DEFAULT_GUIDE_INDUSTRY: IndustrySlug = 'professional-services';

export const smbRoiGuide: GuideOffer = {
  industry: 'local-businesses',
  title: "SMB's Guide to Website ROI",
  description:
    'How a small business website pays for itself: what to measure, what a lead is worth, and the changes that raise it.',
  benefits: ['Lead value worksheet', 'Five-metric dashboard', 'Speed and mobile checklist', '90-day improvement plan'],
  fileName: 'smb-guide-to-website-roi.pdf',
  downloadUrl: '/guides/smb-guide-to-website-roi.pdf',
};

/** The quick-wins guides featured on /resources. */
export const featuredQuickWins = ['lawyers', 'accountants', 'local-businesses'] as const;

/**
 * The guide an industry page offers: that industry's quick-wins guide as a PDF, its first four
 * tips as the benefits.
 */
export function industryGuideOffer(guide: {
  industry: IndustrySlug;
  title: string;
  subtitle: string;
  tips: readonly { title: string }[];
}): GuideOffer {
  return {
    industry: guide.industry,
    title: guide.title,
    description: guide.subtitle,
    benefits: guide.tips.slice(0, 4).map((tip) => tip.title),
    fileName: `${guide.industry}-quick-wins.pdf`,
    downloadUrl: `/guides/${guide.industry}-quick-wins.pdf`,
  };
}
