import type { IndustrySlug } from '@/content/industries/registry';
import type { ReviewArea } from './review-areas';

/**
 * Why each area of the free review matters to a visitor's kind of business: one sentence per area,
 * appended to every finding in that area ("why it matters for you"). Studio copy, not facts about the
 * reviewed site: the evidence beside it is what the review found.
 */
export interface IndustryActions {
  /** The one action a visitor of this trade should find at the top of the page. */
  primary: string;
  /** A link text that names its destination, in this trade's words. */
  linkText: string;
  /** The schema.org type that describes this kind of business, when the page does not show its own trade's (findings/rules/trade.ts schemaTypeFor). */
  schemaType: string;
  /** What a thin page should say, in this trade's words (its visitors are not all "clients"). */
  copy: string;
}

/** Advice the review writes in the visitor's trade: what to ask visitors to do, and how to name things. */
export const industryActions: Record<IndustrySlug, IndustryActions> = {
  lawyers: { primary: 'Book a consultation', linkText: 'See our practice areas', schemaType: 'LegalService', copy: 'Explain each practice area, who you help and what happens after the first call, in your clients’ words.' },
  accountants: { primary: 'Book a call', linkText: 'See our tax services', schemaType: 'AccountingService', copy: 'Explain your services, who they are for and what happens next, in your clients’ words.' },
  consultants: { primary: 'Book a discovery call', linkText: 'Read the case studies', schemaType: 'ProfessionalService', copy: 'Explain the problems you solve, for whom, and what working with you looks like, in your clients’ words.' },
  'local-businesses': { primary: 'Call us', linkText: 'See our services and prices', schemaType: 'LocalBusiness (or the more particular type schema.org has for your trade)', copy: 'Say what you sell or do, where and when, and how to order or book, in your customers’ words.' },
  nonprofits: { primary: 'Donate', linkText: 'See how to volunteer', schemaType: 'NGO (or, for a congregation, Church)', copy: 'Say what you do, who it is for and how to take part (visit, volunteer, give), in the words of the people you serve.' },
  creatives: { primary: 'Check my availability', linkText: 'See the wedding gallery', schemaType: 'ProfessionalService with your portfolio as its image', copy: 'Describe your work, who it is for and how booking works, in your clients’ words.' },
  'professional-services': { primary: 'Book an appointment', linkText: 'See our services', schemaType: 'ProfessionalService (or the more particular type schema.org has for your trade)', copy: 'Explain your services, who they are for and what happens at the first appointment, in the words your clients or patients use.' },
};

export const reviewAdvice: Record<IndustrySlug, { reader: string; why: Record<ReviewArea, string> }> = {
  lawyers: {
    reader: 'People looking for a lawyer decide quickly, often on a phone and under stress, and want to talk to someone.',
    why: {
      search: 'Most clients start with a search for a practice area and a town; a page search engines cannot read clearly loses them to the firm above you.',
      performance: 'A prospective client in a hurry leaves a slow page and calls the next firm in the results.',
      accessibility: 'Clients include older and disabled people, and an accessible site is part of treating them fairly; inaccessible sites also attract demand letters.',
      conversion: 'A legal enquiry is a moment of need: if calling or booking a consultation takes more than a tap, it goes to another firm.',
      trust: 'People share confidential matters with a law firm; anything that looks unsafe or unfinished undermines the first impression before the first call.',
    },
  },
  accountants: {
    reader: 'Clients compare accounting firms on services, fees and how safe their financial documents will be.',
    why: {
      search: 'Business owners search for an accountant by service and town, especially near tax deadlines; clear titles and descriptions decide whether they click you.',
      performance: 'Busy owners judge a firm’s efficiency by its website; a slow page suggests slow service.',
      accessibility: 'Your clients include people of every age and ability, and accessible forms and documents are part of a professional service.',
      conversion: 'Clients often decide at deadline time: a quick way to book a call or ask for a quote wins the engagement.',
      trust: 'Clients send you financial details; visible security and a finished, current site are part of why they choose you.',
    },
  },
  consultants: {
    reader: 'Buyers of consulting want proof of results and an easy first conversation.',
    why: {
      search: 'Buyers research before they reach out; being found for your specialism, and shared well on LinkedIn, is how the shortlist forms.',
      performance: 'Your site is a sample of how you work: a fast page signals a sharp operator.',
      accessibility: 'Corporate and public-sector buyers increasingly require accessible suppliers, starting with their websites.',
      conversion: 'A discovery call is the whole funnel for a consultant: it must be one obvious step from every page.',
      trust: 'Buyers hire consultants on credibility; broken or insecure details weaken the authority the copy builds.',
    },
  },
  'local-businesses': {
    reader: 'Local customers search on their phones and call, book or visit right away.',
    why: {
      search: 'Local searches (near me, a service and a town) are where your customers come from; search engines need a clear title, description and business details.',
      performance: 'Customers searching on a phone, often on mobile data, leave a page that takes more than a few seconds.',
      accessibility: 'Every customer who cannot read your menu, prices or opening hours is a lost sale, and accessible sites serve older customers better.',
      conversion: 'Local customers act now: a tappable phone number, directions and a booking button turn a search into a visit.',
      trust: 'A site that looks unfinished or insecure makes customers wonder whether the business is still open.',
    },
  },
  nonprofits: {
    reader: 'Supporters need to see your mission and a clear way to give or help.',
    why: {
      search: 'Volunteers, donors and people who need your help find you by searching for the cause and the place.',
      performance: 'Many supporters visit on a phone from a social-media appeal; a slow page loses them before the story loads.',
      accessibility: 'Funders and public bodies expect accessible sites, and the people you serve include those who rely on screen readers and zoom.',
      conversion: 'An appeal works only if giving, volunteering or asking for help is one clear step away.',
      trust: 'Donors give to organisations that look careful with their money and data; a secure, finished site is part of that.',
    },
  },
  creatives: {
    reader: 'Your work sells you, so images must load fast, look right and be found.',
    why: {
      search: 'Clients find creatives through search and shared links; titles, descriptions and image text decide whether your work shows up.',
      performance: 'Portfolios are image-heavy: unoptimised pictures make the first impression a blank screen.',
      accessibility: 'Described images help image search and every visitor using a screen reader see what you made.',
      conversion: 'A client who likes the work needs an obvious way to hire or contact you from the portfolio itself.',
      trust: 'A polished, secure site is part of your portfolio: clients read every rough edge as a sample of your care.',
    },
  },
  'professional-services': {
    reader: 'Clients choosing a professional look for credentials, clear services and an easy way to start.',
    why: {
      search: 'Clients search for your service and town; a page that search engines understand is how new clients find the practice.',
      performance: 'People comparing practices on a phone leave slow pages and book with the next one.',
      accessibility: 'Clients of every age and ability need to read your services and book; accessible pages are part of a professional practice.',
      conversion: 'Booking an appointment or a call should be one obvious step from the first screen.',
      trust: 'Clients share personal matters with a practice; a secure, complete site reassures them before they get in touch.',
    },
  },
};

/** The trade a site shows of itself (lib/review/facts/trade.ts, contacts.ts): what its visitors come for, beyond its industry group. */
export type TradeShown = 'calls' | 'at-customers' | 'worship';

const atCustomersWhy = {
  accessibility: 'Every customer who cannot read your services, prices or the area you cover is a job lost, and accessible sites serve older customers better.',
  conversion: 'A customer with a job to be done acts now: a phone number they can tap and a quick way to ask for a quote turn a search into a booking.',
};

/**
 * "Why it matters" in the trade's own terms where the site shows its trade: a roofer or an electrician
 * is never told about the menus and opening hours a restaurant's customers look for.
 */
const tradeWhy: Record<TradeShown, Partial<Record<ReviewArea, string>>> = {
  'at-customers': atCustomersWhy,
  calls: {
    ...atCustomersWhy,
    performance: 'A customer with a burst pipe or a locked door, on a phone, does not wait for a slow page: they call the next result.',
    conversion: 'Your customers call when something has gone wrong: a number they can tap at once decides whether the job is yours or the next business’s.',
  },
  worship: {
    accessibility: 'Congregations include older members and people who rely on screen readers and zoom; an accessible site welcomes them before they arrive.',
    conversion: 'A first-time visitor wants to know when and where to come and how to reach someone: each should be one clear step from the home page.',
    trust: 'A site that looks unfinished or insecure makes a newcomer wonder whether the congregation still meets.',
  },
};

/** Why each area matters, for the industry chosen and, where the site shows one, its own trade. */
export function whyFor(industry: IndustrySlug, trade: TradeShown | null): Record<ReviewArea, string> {
  const base = (reviewAdvice[industry] ?? reviewAdvice['professional-services']).why;
  return trade ? { ...base, ...tradeWhy[trade] } : base;
}
