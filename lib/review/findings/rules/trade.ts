/**
 * What the business's own visitors look for first, by the trade the page shows (facts/trade.ts):
 * a place of worship says when and where it meets; a practice or a shop says its hours; a firm
 * shows its office or says it works remotely; a trade that lives on calls puts a tap-to-call number
 * at the top of the page. A phone's first screen cannot be laid out from code: the top is what the
 * code puts there (its header, its menu, what comes before its main heading).
 */
import type { ReviewFacts } from '../../facts';
import type { Trade } from '../../facts/trade';
import { quote, quoteList, withArticle } from '../wording';
import type { Absent, Rule, RuleContext } from './types';
import { industryActions } from '@/content/review-advice';
import { groupOfType, type TradeGroup } from '../../facts/trade-type';

/** How the page shows its trade, in words. */
export const tradeSign = (trade: Trade) => (trade.by === 'type' ? `its structured data names it ${withArticle(trade.text)}` : `it names itself ${quote(trade.text)}`);

/** A trade that lives on calls: its customers ring when something has gone wrong. */
export const livesOnCalls = (f: ReviewFacts) => f.trade?.kind === 'calls';

const standInPhone = (f: ReviewFacts) => f.contact.placeholders.some((p) => p.kind === 'phone') || f.links.placeholderContacts.some((l) => /^tel:/i.test(l));

const visitMissing = (f: ReviewFacts): Absent[] => [...(f.visit.when ? [] : (['service-times'] as const)), ...(f.visit.where ? [] : (['meeting-place'] as const))];

/**
 * The trades a type may be of, by the industry the visitor chose: a law firm's is a legal one,
 * whatever else its title names ("Plumbing Accident Lawyers"); a consultant's or a photographer's
 * title names the trades they serve ("Restaurant Consulting"), never their own type.
 */
const FITS: Record<RuleContext['industry'], readonly TradeGroup[] | null> = {
  lawyers: ['legal'],
  accountants: ['accounting'],
  nonprofits: ['worship', 'charity'],
  consultants: [],
  creatives: ['service'],
  'local-businesses': null,
  'professional-services': null,
};

/**
 * The schema.org type to advise for the business's own trade: the one its names give (a Plumber, a
 * LegalService), or the one the page's structured data gives; only when every such type is of one
 * trade, fitting the industry; else the industry's own general type (LocalBusiness, LegalService).
 */
export function schemaTypeFor(f: ReviewFacts, c: RuleContext): { type: string; own: boolean } {
  const fits = (group: TradeGroup) => FITS[c.industry]?.includes(group) ?? true;
  const declared = [f.structuredData.business?.type, f.contact.atCustomers?.by === 'type' ? f.contact.atCustomers.text : undefined]
    .filter((t): t is string => Boolean(t))
    .flatMap((type) => (groupOfType(type) ? [{ type, group: groupOfType(type)! }] : []));
  const found = [...f.tradeTypes, ...declared].filter((t) => fits(t.group));
  // Names of two trades ("Bakery Square Dental") say nothing sure of which one the business is.
  if (found.length > 0 && found.every((t) => t.group === found[0]!.group)) return { type: found[0]!.type, own: true };
  return { type: industryActions[c.industry].schemaType, own: false };
}

/** Firms whose clients come to an office, unless they work remotely. */
const firms = new Set(['lawyers', 'accountants', 'consultants', 'professional-services']);

/** The industries whose rules already ask for hours (rules/conversion.ts: no-opening-hours). */
const hoursAsked = new Set(['local-businesses']);

export const tradeRules: Rule[] = [
  {
    id: 'no-office-address',
    claimsAbsent: ['address'],
    answeredBySite: true,
    area: 'conversion',
    cost: 'hinders',
    // A firm that says it works remotely (by video, nationwide) has said where it works.
    applies: (f, c) => firms.has(c.industry) && !f.contact.address && !f.visit.remote && !f.contact.atCustomers,
    weight: 8,
    title: 'Show your office address, or say that you work remotely',
    evidence: () => ['No street address, postcode, <address> element, map link or schema.org address anywhere on the page'],
    advice: 'Put the office’s street address and town in the footer, with a link to directions; if you meet clients only by phone or video, say so: clients choosing a firm want to know where it is, or that it does not matter.',
  },
  {
    id: 'no-practice-hours',
    claimsAbsent: ['opening-hours'],
    answeredBySite: true,
    area: 'conversion',
    cost: 'hinders',
    applies: (f, c) => f.trade?.kind === 'practice' && !hoursAsked.has(c.industry) && !f.contact.hours && !f.visit.dayWithFigure,
    weight: 8,
    title: 'Show your opening hours',
    evidence: (f) => ['No opening hours (days with times) in the page’s text or structured data', `A practice or a shop people come to: ${tradeSign(f.trade!)}`],
    advice: 'List your hours on the home page and in your Google Business Profile: whether you are open, and when to call, is what a patient or a customer checks first.',
  },
  {
    id: 'no-call-link-up-top',
    claimsAbsent: (f) => (f.links.tel === 0 ? ['tel-link'] : ['tel-link-up-top']),
    area: 'conversion',
    cost: 'hinders',
    // With no tel: or mailto: link at all, the missing phone and e-mail links are one finding (no-phone-or-email-link); a stand-in number is the placeholder's.
    applies: (f) => livesOnCalls(f) && f.telUpTop === 0 && (f.links.tel > 0 || f.links.mailto > 0) && !standInPhone(f),
    weight: 16,
    title: 'Put a tap-to-call number at the top of the page',
    evidence: (f) => [
      f.links.tel > 0
        ? 'The page has tel: links, but none in its header, its menu or before its main heading'
        : `No tel: link anywhere on the page, in its header or elsewhere${f.contact.phones.length > 0 ? `: ${quoteList(f.contact.phones, 1)} is plain text` : ''}`,
      `The business lives on calls: ${tradeSign(f.trade!)}`,
    ],
    advice:
      'Put the number as a tel: link in the header, where a phone shows it first: a customer with a burst pipe, a dead socket or a locked door calls the first business whose number they can tap.',
  },
  {
    id: 'no-service-times-or-place',
    claimsAbsent: visitMissing,
    answeredBySite: true,
    area: 'conversion',
    cost: 'hinders',
    applies: (f) => f.trade?.kind === 'worship' && (!f.visit.when || !f.visit.where),
    weight: (f) => (!f.visit.when && !f.visit.where ? 16 : 12),
    title: (f) => (!f.visit.when && !f.visit.where ? 'Say when and where you meet' : !f.visit.when ? 'Say when you meet' : 'Say where you meet'),
    evidence: (f) => [
      ...(f.visit.when ? [] : ['No time of day in figures or words (such as 10:30, 10 AM or ten o’clock) anywhere in the page’s text or structured data']),
      ...(f.visit.where
        ? []
        : [
            f.visit.poBox
              ? `The page gives a post-office box, ${quote(f.visit.poBox)}, which is where letters go: no street address, map link or schema.org street address says where to come`
              : 'No street address, map link or schema.org street address anywhere on the page says where to come',
          ]),
      `A place of worship: ${tradeSign(f.trade!)}`,
    ],
    advice: (f) =>
      `Put ${!f.visit.when && !f.visit.where ? 'the service times and the street address, with a map link,' : !f.visit.when ? 'the service times' : 'the street address, with a map link,'} near the top of the home page: when and where to come are a first-time visitor’s first questions.`,
  },
];
