import { studio } from '../studio';

/** The founder card's three variants; lib/site/cta-variant.ts picks one from the hero's button text. */
export type CtaVariant = 'primary' | 'secondary' | 'value-first';

/** The founder call-to-action card, in the three variants the spec names; all lead to /contact. */
export interface FounderCta {
  eyebrow: string;
  heading: string;
  body: string;
  buttonText: string;
  points: readonly string[];
}

export const founderCtas: Record<CtaVariant, FounderCta> = {
  primary: {
    eyebrow: 'Founder-led, start to finish',
    heading: `Talk to ${studio.founder.name}, who will build your site`,
    body: `No account managers and no hand-offs: the person you speak to is the person who writes your messaging and your code. ${studio.claims.experience} years of building sites for firms like yours.`,
    buttonText: 'Speak With the Founder',
    points: ['Straight answers on scope and price', 'A plan you keep, whether or not we work together'],
  },
  secondary: {
    eyebrow: `${studio.claims.discoveryCallMinutes} minutes, no pitch deck`,
    heading: 'See what your website should be earning',
    body: `In a ${studio.claims.discoveryCallMinutes}-minute discovery call we look at your current site together, name the three changes that would bring the most inquiries, and tell you what they would cost.`,
    buttonText: 'Book Your 20-Min Discovery Call',
    points: ['Your site reviewed live', 'A fixed quote within one business day'],
  },
  'value-first': {
    eyebrow: 'Free, and useful either way',
    heading: 'Leave with a strategy, not a sales pitch',
    body: `A free ${studio.claims.strategyCallMinutes}-minute strategy session: who your site should win, what should be on its first screen, and a realistic ${studio.claims.delivery} plan to get there.`,
    buttonText: 'Get Your Free Strategy Session',
    points: ['A written summary after the call', 'No obligation, no follow-up spam'],
  },
};
