/**
 * Portfolio projects shown on /portfolio. Client names are fictional apart from
 * Hartwell & Reyes LLP, whose case study also appears on the home page.
 * Images are rendered from assets/portfolio/<slug>.svg by scripts/assets/render-images.mjs.
 */
import type { Capability, ProjectIndustry } from './portfolio-facets';

export { CAPABILITIES, type Capability, type ProjectIndustry } from './portfolio-facets';

export interface PortfolioProject {
  slug: string;
  title: string;
  /** A believable fictional client name. */
  client: string;
  industry: ProjectIndustry;
  /** Two to four capabilities. */
  capabilities: Capability[];
  /** One short, measurable outcome. */
  result: string;
  /** Two or three sentences: the challenge and what was done. */
  summary: string;
  image: { src: string; alt: string; width: number; height: number };
}

const image = (slug: string, alt: string) => ({ src: `/portfolio/${slug}.webp`, alt, width: 1200, height: 800 });

export const portfolioProjects: readonly PortfolioProject[] = [
  {
    slug: 'accountant-brand-refresh',
    title: 'From tax-season firm to year-round advisor',
    client: 'Calder & Finch CPAs',
    industry: 'Accountants',
    capabilities: ['Design', 'Messaging'],
    result: 'Advisory enquiries up 48% in six months',
    summary:
      'A respected CPA firm was still being found, and priced, as a tax-return shop. We rebuilt the brand and rewrote every service page around planning, outsourced CFO work and business advisory, so prospects understand the year-round value before the first call.',
    image: image(
      'accountant-brand-refresh',
      'Homepage mock-up for Calder & Finch CPAs in deep green and gold, with the headline "Year-round advice, not just tax season", a cash flow forecast chart and three service cards.',
    ),
  },
  {
    slug: 'law-firm-speed-overhaul',
    title: 'A litigation boutique that stopped competing on price',
    client: 'Hartwell & Reyes LLP',
    industry: 'Law Firm',
    capabilities: ['Build', 'Performance', 'Messaging'],
    result: 'Mobile load time 6.1s → 0.9s, 62% more consultation requests',
    summary:
      'A twelve-attorney commercial litigation firm was losing online prospects to larger firms: its template site took six seconds to load on a phone and described every practice area in generic terms. We rewrote the practice pages around the outcomes general counsel look for and hand-coded a new site that loads in 0.9 seconds, with a two-step consultation request.',
    image: image(
      'law-firm-speed-overhaul',
      'Homepage mock-up for Hartwell & Reyes LLP with a dark navy hero reading "Trial lawyers for high-stakes business disputes", a recent results card, a statistics strip and practice area cards.',
    ),
  },
  {
    slug: 'consulting-authority-site',
    title: 'An authority site for an operations consultant',
    client: 'Northbeam Advisory',
    industry: 'Consultants',
    capabilities: ['Design', 'SEO', 'Messaging'],
    result: 'Inbound advisory leads up 2.4x within six months',
    summary:
      'A manufacturing operations consultant relied entirely on referrals and had no way to show depth of expertise online. We sharpened the positioning, designed an editorial site around a library of practical insights, and structured each article to rank for the questions plant leaders actually search.',
    image: image(
      'consulting-authority-site',
      'Homepage mock-up for Northbeam Advisory on a warm sand background with the centred headline "Make your plant floor the competitive advantage", an as-featured-in strip and three insight article cards.',
    ),
  },
  {
    slug: 'local-services-conversion',
    title: 'Turning visits into booked jobs for a local trade',
    client: 'Brightwater Plumbing & Heating',
    industry: 'Local Business',
    capabilities: ['Design', 'Build', 'Messaging'],
    result: 'Booked jobs from the website up 71% year on year',
    summary:
      'A well-reviewed plumbing company had plenty of visitors but few bookings, because the phone number and prices were buried. We redesigned the homepage around a short quote form, clear upfront pricing and same-day availability, and rebuilt the site so booking takes under a minute on a phone.',
    image: image(
      'local-services-conversion',
      'Homepage mock-up for Brightwater Plumbing & Heating with a blue hero reading "Same-day plumbing, done right first time", orange booking buttons, a free quote form and priced service cards.',
    ),
  },
  {
    slug: 'professional-site-replatform',
    title: 'Off a slow site builder and onto code they own',
    client: 'Meridian Counseling Group',
    industry: 'Professional Services',
    capabilities: ['Build', 'Performance', 'SEO'],
    result: 'PageSpeed score 41 → 100, with no monthly platform fees',
    summary:
      'A growing therapy practice was paying monthly fees for a site builder that scored 41 on PageSpeed and made therapist profiles hard to update. We moved every page, redirect and profile to a hand-coded site the practice owns outright, keeping search rankings intact through the move.',
    image: image(
      'professional-site-replatform',
      'Homepage mock-up for Meridian Counseling Group in plum and peach, with the headline "Therapy that fits your life, in person or online", an arch illustration and three therapist profile cards.',
    ),
  },
  {
    slug: 'technical-seo-image-pipeline',
    title: 'Fast project galleries for an architecture studio',
    client: 'Avery Rowe Architects',
    industry: 'Professional Services',
    capabilities: ['Performance', 'SEO'],
    result: 'Image weight cut 91%, organic traffic up 85% in a year',
    summary:
      'An architecture studio with hundreds of high-resolution project photos had pages weighing over 14 MB, and search engines were not indexing its work. We built an image pipeline that produces responsive, modern-format images with descriptive alt text and structured data, so galleries load quickly and projects appear in search.',
    image: image(
      'technical-seo-image-pipeline',
      'Homepage mock-up for Avery Rowe Architects in charcoal and stone, with the headline "Buildings shaped by light and place", a large illustrated house photograph and a grid of three project tiles.',
    ),
  },
];
