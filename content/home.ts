import type { IconName } from './icons';
import type { IndustrySlug } from './industries/registry';

/** Home page copy. Icons are named here and mapped to components in the view. */
export type HomeIcon = Extract<IconName, 'compass' | 'gauge' | 'key' | 'scale' | 'calculator' | 'briefcase'>;

export interface ApproachCard {
  title: string;
  description: string;
  icon: HomeIcon;
}

export interface SpecializationCard {
  title: string;
  description: string;
  href: string;
  industry: IndustrySlug;
  icon: HomeIcon;
}

export interface ProcessPhase {
  phase: number;
  title: string;
  description: string;
}

export const homeHero = {
  eyebrow: 'Founder-led web studio',
  headline: 'Professional Websites That Win Premium Clients',
  subheadline:
    'Hand-coded, fast-loading websites for lawyers, accountants and consultants who are tired of templates that look like everyone else. Strategic messaging, a site that loads in under a second, and full ownership of every line: no platform fees, ever.',
  primaryCta: { label: 'Schedule a Strategy Call', href: '/contact' },
  secondaryCta: { label: 'Get a Free AI Website Review', href: '/ai-feedback' },
} as const;

export const heroScorecard = [
  { label: 'Performance', value: '100' },
  { label: 'Accessibility', value: '100' },
  { label: 'Best Practices', value: '100' },
  { label: 'SEO', value: '100' },
] as const;

export const approachCards: ApproachCard[] = [
  {
    title: 'Positioning before pixels',
    description:
      'We start with who you want to win and why they should choose you. Every page is written around the questions your best clients ask before they call.',
    icon: 'compass',
  },
  {
    title: 'Speed as a trust signal',
    description:
      'A site that appears instantly tells a prospect you sweat the details. We hand-code every page to load in under a second on a phone, and keep it there.',
    icon: 'gauge',
  },
  {
    title: 'Ownership without lock-in',
    description:
      'You receive the code, the domain, the hosting account and the content. No monthly platform fee, no proprietary builder, no hostage negotiations if you ever leave.',
    icon: 'key',
  },
];

export const caseStudy = {
  eyebrow: 'Case study · Law firm',
  title: 'A litigation boutique that stopped competing on price',
  client: 'Hartwell & Reyes LLP',
  summary:
    'A twelve-attorney commercial litigation firm was winning work through referrals but losing online prospects to larger firms. Their template site took six seconds to load on a phone and described every practice area in the same words as their competitors.',
  work: [
    'Rewrote each practice page around the outcomes general counsel look for',
    'Rebuilt the site by hand: 0.9 s load on a mid-range phone, down from 6.1 s',
    'Added attorney pages with matter highlights and a two-step consultation request',
  ],
  results: [
    { value: '62%', label: 'more consultation requests in the first quarter' },
    { value: '0.9s', label: 'mobile load time, down from 6.1 seconds' },
    { value: '3x', label: 'more six-figure matters sourced from the website' },
  ],
  quote:
    'Within two months, the calls changed. We stopped hearing "what do you charge?" and started hearing "we read about your trial work." The site finally sounds like us, and it is ours.',
  quoteAuthor: 'Daniel Reyes',
  quoteRole: 'Managing Partner, Hartwell & Reyes LLP',
} as const;

export const specializations: SpecializationCard[] = [
  {
    title: 'Lawyers',
    description:
      'Practice pages that speak to the clients you want, attorney profiles that build confidence, and intake that respects confidentiality.',
    href: '/lawyers',
    industry: 'lawyers',
    icon: 'scale',
  },
  {
    title: 'Accountants',
    description:
      'Move conversations from tax-season price shopping to year-round advisory work, with a site that explains your value before the first call.',
    href: '/accountants',
    industry: 'accountants',
    icon: 'calculator',
  },
  {
    title: 'Consultants',
    description:
      'Authority sites that turn your expertise into a clear offer, with case studies and insights that do the selling while you deliver.',
    href: '/consultants',
    industry: 'consultants',
    icon: 'briefcase',
  },
];

export const processPhases: ProcessPhase[] = [
  {
    phase: 1,
    title: 'Strategic Discovery',
    description:
      'A working session on your ideal clients, competitors and the services that matter most to your growth. You leave with a written positioning brief.',
  },
  {
    phase: 2,
    title: 'Authority Architecture',
    description:
      'We map every page to a question a prospect asks, write the copy with you, and design a structure that leads naturally to a consultation.',
  },
  {
    phase: 3,
    title: 'Premium Development',
    description:
      'Hand-coded pages, tuned for speed, accessibility and search from the first commit. You review a live preview of every change before it ships.',
  },
  {
    phase: 4,
    title: 'Growth Optimization',
    description:
      'After launch we watch real visitor data, refine headlines and calls to action, and hand over the keys with training so your team owns what comes next.',
  },
];

export const finalCta = {
  heading: 'Ready for a website that wins the clients you want?',
  subheading:
    'Book a strategy call and leave with a clear roadmap for your site, whether or not we work together. Or let our AI review your current site in two minutes.',
  primary: { label: 'Book Your Strategic Roadmap Call', href: '/contact' },
  secondary: { label: 'Run a Free AI Site Audit', href: '/ai-feedback' },
} as const;
