import { STUDIO_EMAIL } from './studio-email';

/**
 * Studio facts: the one place to edit when the studio rebrands.
 * Everything that names the studio, its founder or its claims reads from here.
 */
export const studio = {
  name: 'Polaris Digital',
  legalName: 'Polaris Digital Studio LLC',
  tagline: 'Fast, hand-coded websites you own outright.',
  blurb:
    'A founder-led web studio building fast, hand-coded websites for lawyers, accountants, consultants, local businesses, nonprofits and creatives. You own every line of code, with no platform fees.',
  founder: {
    name: 'Maya Ellison',
    role: 'Founder & Lead Developer',
  },
  email: STUDIO_EMAIL,
  phone: '(555) 014-2290',
  phoneHref: 'tel:+15550142290',
  /** How clients meet the studio: it has no office to visit, and the footer says so (a firm's visitors look for one). */
  howWeMeet: 'We work remotely: clients meet us by video call and phone.',
  foundedYear: 2022,
  /** The first year of the footer's copyright line (the spec's 2024); the line runs to the current year. */
  copyrightSince: 2024,
  /** Default for NEXT_PUBLIC_SCHEDULER_URL; read through lib/site/config's schedulerUrl. */
  schedulerUrl: 'https://calendly.com/polaris-digital/strategy-call',
  associations: [
    'Legal Marketing Association',
    'Association for Accounting Marketing',
    'International Association of Accessibility Professionals',
    'Chamber of Commerce Member',
  ],
  claims: {
    clients: '100+',
    clientsLabel: '100+ Satisfied Clients',
    experience: '20+',
    experienceLabel: '20+ Years of Experience',
    delivery: '4-8 weeks',
    deliveryLabel: '4-8 Week Delivery',
    noFees: 'No Ongoing Fees',
    strategyCallMinutes: 30,
    discoveryCallMinutes: 20,
    replyTime: 'one business day',
  },
} as const;

export type Studio = typeof studio;
