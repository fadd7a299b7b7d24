import { formatPrice, paymentProducts } from './payments';

/** /pricing: the four tiers, consultations and the pricing FAQ. */
export interface PricingTier {
  tier: string;
  price: string;
  /** Lowest amount in US dollars, for structured data. */
  priceValue: number;
  summary: string;
  timeline: string;
  features: string[];
  popular: boolean;
}

export const pricingTiers: PricingTier[] = [
  {
    tier: 'Website Refresh',
    price: '$995',
    priceValue: 995,
    summary: 'A faster, sharper version of the site you have, without starting over.',
    timeline: 'About 2 weeks',
    features: [
      'Speed and accessibility fixes to your current pages',
      'Refreshed homepage copy and calls to action',
      'Mobile layout and image optimisation',
      'Analytics and search console set up correctly',
    ],
    popular: false,
  },
  {
    tier: 'Professional Site',
    price: '$2,495',
    priceValue: 2495,
    summary: 'A hand-coded site of up to eight pages for a firm ready to look its best.',
    timeline: '3-5 weeks',
    features: [
      'Up to 8 custom-designed pages',
      'Positioning session and page copy written with you',
      'Consultation or inquiry form routed to your inbox',
      'On-page SEO and structured data',
      'Full ownership: code, domain and hosting in your name',
    ],
    popular: true,
  },
  {
    tier: 'Growth Platform',
    price: '$4,500',
    priceValue: 4500,
    summary: 'For firms that publish and want the site to generate consistent leads.',
    timeline: '4-8 weeks',
    features: [
      'Up to 20 pages, including practice or service pages',
      'Insights or blog section you can edit yourself',
      'Lead magnets with e-mail delivery',
      'Conversion tracking and a 90-day optimisation review',
      'Team profiles and case-study templates',
    ],
    popular: false,
  },
  {
    tier: 'Custom Solution',
    price: '$8,000+',
    priceValue: 8000,
    summary: 'Multi-location firms, integrations, client portals or bespoke tools.',
    timeline: 'Scoped together',
    features: [
      'Discovery workshop and technical plan',
      'Integrations with your CRM, booking or intake systems',
      'Multi-location or multi-language structure',
      'Custom tools such as calculators or client portals',
      'Priority support after launch',
    ],
    popular: false,
  },
];

/** The two consultations, from the payment price list (they are paid online, on /payment). */
export const consultations = paymentProducts
  .filter((product) => product.id !== 'conversion-audit')
  .map((product) => ({ title: product.title, price: formatPrice(product.amount), description: product.summary }));

export const pricingFaqs = [
  {
    q: 'How long does a project take?',
    a: 'A Website Refresh takes about 2 weeks and a Professional Site 3-5 weeks. Larger Growth Platform and custom projects run 4-8 weeks, and we agree the dates before we start.',
  },
  {
    q: 'Are there monthly fees?',
    a: 'No platform fees, ever. You own the code, the domain and the hosting account. Hosting itself typically costs $0-$20 a month paid directly to the host, and Care & Optimization is optional.',
  },
  {
    q: 'How does payment work?',
    a: 'Half to start and half at launch for fixed-price tiers. Custom Solutions are billed in milestones agreed in the proposal. Consultations are paid upfront online.',
  },
] as const;

export const pricingTestimonial = {
  quote:
    'The Professional Site paid for itself with two new clients in the first month. Clear price, clear timeline, and the site is genuinely ours.',
  author: 'Priya Raman',
  role: 'Principal, Raman Advisory',
};
