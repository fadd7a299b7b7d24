import { industryActions } from '@/content/review-advice';
import type { ReviewFacts } from '../../facts';
import { plain, plural, quote, quoteList, withArticle } from '../wording';
import type { Rule } from './types';
import { stuffingRules } from './stuffing';
import { schemaTypeFor } from './trade';

/** Pages whose purpose is a form, a booking, a payment or the small print, by their address. */
const UTILITY_PAGE = /(?:^|[/_-])(?:contact|contact-us|book|booking|schedule|appointments?|reserv\w*|estimate|quote|thank-you|thanks|privacy|privacy-policy|terms|legal|cookies?|accessibility|login|sign-in|cart|checkout|payment|pay)(?:[/._-]|$)/i;

export const searchLimits = { titleMin: 30, titleMax: 60, descriptionMin: 70, descriptionMax: 160, thinWords: 300 } as const;
const l = searchLimits;

const structuredTypes = (f: ReviewFacts) => [...new Set([...f.structuredData.jsonLd, ...f.structuredData.microdata])];
const ogBasics = ['og:title', 'og:description', 'og:image'];

export const searchRules: Rule[] = [
  {
    id: 'http-error',
    area: 'search',
    cost: 'turns-away',
    applies: (f) => f.status >= 400,
    weight: 40,
    title: 'Fix the error page',
    evidence: (f) => [`The page answered with HTTP status ${f.status}`],
    advice: 'Make sure the address answers with the real page and status 200.',
  },
  {
    id: 'noindex',
    area: 'search',
    cost: 'turns-away',
    applies: (f) => f.robots.noindex,
    weight: 40,
    title: 'Let search engines index the page',
    evidence: (f) => [
      ...(f.robots.meta.length ? [`robots meta tag: ${f.robots.meta.map(plain).join(', ')}`] : []),
      ...(f.robots.header.length ? [`X-Robots-Tag header: ${f.robots.header.map(plain).join(', ')}`] : []),
    ],
    advice: 'Remove noindex unless the page is meant to stay out of search results.',
  },
  {
    id: 'robots-disallow-all',
    siteScoped: true,
    area: 'search',
    cost: 'turns-away',
    applies: (f) => f.robotsTxt.disallowsAll,
    weight: 30,
    title: 'Unblock crawlers in robots.txt',
    evidence: () => ['robots.txt disallows the whole site for every crawler (Disallow: /)'],
    advice: 'Disallow only private paths, never the root.',
  },
  {
    id: 'title-missing',
    claimsAbsent: ['title'],
    area: 'search',
    cost: 'hinders',
    applies: (f) => !f.title,
    weight: 20,
    title: (f) => (f.titleElement ? 'Fill in the empty page title' : 'Add a page title'),
    evidence: (f) => [f.titleElement ? 'The <title> element is empty' : 'The page has no <title> element'],
    advice: `Write a title of ${l.titleMin}–${l.titleMax} characters naming what you do and where: it is the blue link in every search result.`,
  },
  {
    id: 'title-length',
    area: 'search',
    cost: 'hinders',
    applies: (f) => f.title !== null && (f.title.length < l.titleMin || f.title.length > l.titleMax),
    // Too long gets cut off in results (medium); short only wastes room (low).
    weight: (f) => (f.title!.length > l.titleMax ? 8 : 4),
    title: (f) => (f.title!.length > l.titleMax ? 'Shorten the page title' : 'Lengthen the page title'),
    evidence: (f) => [`The title is ${f.title!.length} characters: ${quote(f.title!.text)}`],
    advice: (f) =>
      f.title!.length > l.titleMax
        ? `Aim for ${l.titleMin}–${l.titleMax} characters; search results cut longer titles off.`
        : `Use the ${l.titleMin}–${l.titleMax} characters a result shows to say what you do and where.`,
  },
  {
    id: 'viewport-missing',
    claimsAbsent: ['viewport'],
    area: 'search',
    cost: 'shows-broken',
    applies: (f) => !f.viewport,
    weight: 15,
    title: 'Make the page fit phones',
    evidence: () => ['No <meta name="viewport"> tag, so phones show a shrunken desktop page'],
    advice: 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> and check the layout on a phone; Google ranks the mobile page.',
  },
  ...stuffingRules,
  {
    id: 'description-missing',
    claimsAbsent: ['description'],
    area: 'search',
    cost: 'hinders',
    applies: (f) => !f.description,
    weight: 12,
    title: 'Write a meta description',
    evidence: () => ['No <meta name="description"> (or an empty one)'],
    advice: `Write ${l.descriptionMin}–${l.descriptionMax} characters that make a searcher want to click; otherwise search engines pick a snippet for you.`,
  },
  {
    id: 'description-repeats-title',
    area: 'search',
    cost: 'unseen',
    applies: (f) => f.descriptionRepeatsTitle,
    weight: 6,
    title: 'Write a description that adds to the title',
    evidence: (f) => [`The meta description repeats the title word for word: ${quote(f.description!.text)}`],
    advice: `Write ${l.descriptionMin}–${l.descriptionMax} characters on what a visitor gets and why you, which the title has no room to say.`,
  },
  {
    id: 'description-length',
    area: 'search',
    cost: 'unseen',
    applies: (f) => f.description !== null && !f.descriptionRepeatsTitle && (f.description.length < l.descriptionMin || f.description.length > l.descriptionMax),
    weight: 4,
    title: 'Adjust the meta description',
    evidence: (f) => [`The meta description is ${f.description!.length} characters: ${quote(f.description!.text)}`],
    advice: `Aim for ${l.descriptionMin}–${l.descriptionMax} characters.`,
  },
  {
    id: 'h1-missing',
    claimsAbsent: (f) => (f.headings.first ? ['h1'] : ['headings']),
    area: 'search',
    cost: 'hinders',
    applies: (f) => f.headings.h1Count === 0,
    weight: 10,
    title: 'Give the page one main heading',
    evidence: (f) => [
      f.headings.first
        ? `No <h1>; the first heading is an h${f.headings.first.level}${f.headings.first.text ? `: ${quote(f.headings.first.text)}` : ''}`
        : 'No headings at all on the page, so no <h1>',
    ],
    advice: 'Add one h1 that says what you offer and for whom.',
  },
  {
    id: 'h1-many',
    area: 'search',
    cost: 'unseen',
    applies: (f) => f.headings.h1Count > 1,
    weight: 5,
    title: 'Keep one main heading',
    evidence: (f) => [`${f.headings.h1Count} h1 headings: ${quoteList(f.headings.h1)}`],
    advice: 'Keep one h1 for the page’s main message and make the others h2.',
  },
  {
    id: 'h1-is-logo',
    area: 'search',
    cost: 'unseen',
    applies: (f) => f.headings.h1IsLogo,
    weight: 5,
    title: 'Give the page a main heading of its own',
    evidence: (f) => [`The page’s only h1 is its logo, the site’s name: ${quoteList(f.headings.h1, 1)}, so the main heading says nothing of what this page offers`],
    advice: 'Keep the logo a plain link, and make the h1 say what the page offers and for whom.',
  },
  {
    id: 'thin-content',
    area: 'search',
    cost: 'hinders',
    // A contact, booking or legal page is short by nature: only pages meant to be found for what they say are held to it.
    applies: (f) => f.status < 400 && f.words < l.thinWords && !UTILITY_PAGE.test(URL.parse(f.finalUrl)?.pathname ?? ''),
    weight: 8,
    title: 'Add more useful copy',
    evidence: (f) => [`Only ${plural(f.words, 'word')} of visible text`],
    advice: (_f, c) => industryActions[c.industry].copy,
  },
  {
    id: 'structured-data-missing',
    claimsAbsent: ['structured-data'],
    area: 'search',
    cost: 'unseen',
    applies: (f) => structuredTypes(f).length === 0 && f.structuredData.unknownTypes.length === 0 && f.structuredData.invalidJsonLd === 0,
    weight: 6,
    title: 'Add structured data',
    evidence: () => ['No JSON-LD or microdata (schema.org) on the page'],
    // A trade that goes to its customers names the area it covers (areaServed) where a shop gives its address.
    advice: (f, c) => {
      const { type, own } = schemaTypeFor(f, c);
      const details = f.contact.atCustomers && c.industry === 'local-businesses' ? 'name, phone, the towns you cover (areaServed), hours, services' : 'name, address, phone, opening hours, services';
      return `Describe the business with schema.org JSON-LD as ${withArticle(type)}${own ? ', schema.org’s type for your trade' : ''}: ${details}.`;
    },
  },
  {
    id: 'structured-data-invalid',
    area: 'search',
    cost: 'unseen',
    applies: (f) => f.structuredData.invalidJsonLd > 0 || f.structuredData.unknownTypes.length > 0,
    weight: 5,
    title: 'Fix the broken structured data',
    evidence: (f) => [
      ...(f.structuredData.invalidJsonLd > 0 ? [`${plural(f.structuredData.invalidJsonLd, 'JSON-LD block')} could not be parsed`] : []),
      ...(f.structuredData.unknownTypes.length > 0 ? [`Not schema.org types, so search engines ignore them: ${f.structuredData.unknownTypes.slice(0, 4).map(plain).join(', ')}`] : []),
    ],
    advice: (f, c) => `Use schema.org’s own type names (for you, ${schemaTypeFor(f, c).type}) and check the result in Google’s Rich Results Test.`,
  },
  {
    id: 'script-filled-content',
    area: 'search',
    cost: 'hinders',
    applies: (f) => f.scriptFilled.count > 0,
    weight: 6,
    title: 'Put the content in the page itself',
    evidence: (f) => [
      `Where content should be, the page’s HTML says only ${quoteList(f.scriptFilled.examples, 2)}: the content appears only if a script replaces it, so search engines and visitors whose script fails read just that`,
    ],
    advice: 'Write the content (your hours, a menu, a list) into the HTML and let a script only enhance it.',
  },
  {
    id: 'script-only-images',
    area: 'search',
    cost: 'hinders',
    applies: (f) => f.images.scriptOnly > 0,
    weight: (f) => (f.images.scriptOnly >= 10 ? 8 : 5),
    title: 'Let images show without a script',
    evidence: (f) => [
      `${plural(f.images.scriptOnly, 'image')} ${f.images.scriptOnly === 1 ? 'has' : 'have'} no src of ${f.images.scriptOnly === 1 ? 'its' : 'their'} own: a script fills ${f.images.scriptOnly === 1 ? 'it' : 'them'} in from data-src, and there is no <noscript> copy, e.g. ${f.images.scriptOnlyExamples.slice(0, 2).map(plain).join(', ')}`,
    ],
    advice: 'Use the browser’s own lazy loading (<img src="…" loading="lazy">) so the pictures show even before or without the script, and image search can find them.',
  },
  {
    id: 'canonical-elsewhere',
    area: 'search',
    cost: 'hinders',
    applies: (f) => f.canonicalElsewhere,
    weight: 10,
    title: 'Point each page’s canonical link at itself',
    evidence: (f) => [`The page’s canonical link names another page, ${plain(f.canonical!)}, so search engines are told to index that one instead of this`],
    advice: 'Give every page a rel="canonical" with its own address; a canonical copied from the home page hides the other pages from search.',
  },
  {
    id: 'canonical-missing',
    claimsAbsent: ['canonical'],
    area: 'search',
    cost: 'unseen',
    applies: (f) => !f.canonical,
    weight: 3,
    title: 'Add a canonical link',
    evidence: () => ['No <link rel="canonical">'],
    advice: 'Point rel=canonical at the preferred address so duplicates (with and without www, tracking parameters) count as one page.',
  },
  {
    id: 'open-graph-missing',
    claimsAbsent: ['open-graph'],
    area: 'search',
    cost: 'unseen',
    applies: (f) => f.social.openGraph.length === 0,
    weight: 4,
    title: 'Add Open Graph tags',
    evidence: () => ['No Open Graph tags (og:title, og:description, og:image)'],
    advice: 'Add them so links shared on LinkedIn, Facebook and in messages show a title, summary and image.',
  },
  {
    id: 'open-graph-incomplete',
    area: 'search',
    cost: 'unseen',
    applies: (f) => f.social.openGraph.length > 0 && ogBasics.some((p) => !f.social.openGraph.includes(p)),
    weight: 2,
    title: 'Complete the Open Graph tags',
    evidence: (f) => [`Open Graph is missing ${ogBasics.filter((p) => !f.social.openGraph.includes(p)).join(', ')}`],
    advice: 'Add the missing tags so shared links look complete.',
  },
  {
    id: 'sitemap-missing',
    siteScoped: true,
    area: 'search',
    cost: 'unseen',
    applies: (f) => !f.sitemap.present,
    weight: 3,
    title: 'Publish a sitemap',
    evidence: () => ['No sitemap.xml at the site’s root'],
    advice: 'Publish a sitemap.xml and submit it in Google Search Console.',
  },
  {
    id: 'sitemap-unlisted',
    siteScoped: true,
    area: 'search',
    cost: 'unseen',
    applies: (f) => f.sitemap.present && f.robotsTxt.present && f.robotsTxt.sitemaps.length === 0,
    weight: 1,
    title: 'List the sitemap in robots.txt',
    evidence: () => ['robots.txt has no Sitemap: line'],
    advice: 'Add a Sitemap: line to robots.txt.',
  },
  {
    id: 'robots-missing',
    siteScoped: true,
    area: 'search',
    cost: 'unseen',
    applies: (f) => !f.robotsTxt.present,
    weight: 2,
    title: 'Add a robots.txt',
    evidence: () => ['No robots.txt at the site’s root'],
    advice: 'Add a robots.txt that allows crawling and lists the sitemap.',
  },
];
