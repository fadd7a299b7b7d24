/**
 * The rule-based reviewer used when no model is configured (and whose scores and fixes the model is
 * given). Every sentence about the site is built from a fact in SiteFacts; a fact that was not
 * measured (null) is never mentioned.
 *
 * Scoring: each area starts at 100 and loses the weight of each problem found in it (clamped to 0–100).
 * A problem's impact follows its weight: 15 or more is high, 8–14 medium, below 8 low. The top fixes
 * are the five problems with the highest impact, then the highest weight, then the order of the rules.
 *
 * Pure and deterministic: the same facts and context give the same review. The visitor's focus text
 * only picks which facts the focus section repeats; it never changes a score.
 */
import { findIndustry, type IndustrySlug } from '@/content/industries/registry';
import type { SiteFacts } from './facts';

export type ReviewArea = 'seo' | 'performance' | 'accessibility' | 'conversion' | 'trust';

export interface ReviewFix {
  area: ReviewArea;
  title: string;
  impact: 'high' | 'medium' | 'low';
  evidence: string;
}

export interface BuiltinReview {
  scores: Record<ReviewArea, number>;
  fixes: ReviewFix[];
  analysis: string;
}

export const reviewAreas: readonly ReviewArea[] = ['seo', 'performance', 'accessibility', 'conversion', 'trust'];

const areaNames: Record<ReviewArea, string> = {
  seo: 'SEO',
  performance: 'Performance',
  accessibility: 'Accessibility',
  conversion: 'Conversion',
  trust: 'Trust',
};

/** Every threshold the rules use. Besides these, the review quotes only numbers found in the facts. */
export const reviewRules = {
  titleMin: 30,
  titleMax: 60,
  descriptionMin: 70,
  descriptionMax: 160,
  thinWords: 300,
  slowMs: 800,
  verySlowMs: 1500,
  heavyKb: 100,
  veryHeavyKb: 300,
  inlineKb: 30,
  manyScripts: 10,
  manyStylesheets: 3,
  thirdPartyOrigins: 3,
  manyThirdPartyOrigins: 5,
  redirects: 2,
  maxFixes: 5,
  highWeight: 15,
  mediumWeight: 8,
} as const;

/** A problem the rules found: its weight is taken off its area's score. */
interface Finding {
  area: ReviewArea;
  title: string;
  weight: number;
  evidence: string;
  advice: string;
}

const impactOf = (weight: number): ReviewFix['impact'] =>
  weight >= reviewRules.highWeight ? 'high' : weight >= reviewRules.mediumWeight ? 'medium' : 'low';
const impactRank = { high: 0, medium: 1, low: 2 } as const;

/** Site text made safe for the markdown subset: no markup, no emphasis markers, no line breaks. */
export function plain(text: string): string {
  return text
    .replace(/[<>`*[\]\\]/g, '')
    .replace(/"/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const quote = (text: string) => `"${plain(text)}"`;
const quoteList = (items: readonly string[], max = 3) => items.slice(0, max).map(quote).join(', ');
const plainList = (items: readonly string[], max = 3) => items.slice(0, max).map(plain).join(', ');
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const kb = (bytes: number) => Math.round(bytes / 1024);

const LOCAL_BUSINESS_TYPES =
  /^(LocalBusiness|LegalService|Attorney|AccountingService|ProfessionalService|FinancialService|Store|Restaurant|FoodEstablishment|HomeAndConstructionBusiness|Plumber|Electrician|HVACBusiness|RoofingContractor|GeneralContractor|AutomotiveBusiness|HealthAndBeautyBusiness|MedicalBusiness|Dentist|Physician|RealEstateAgent|LodgingBusiness|SportsActivityLocation|ChildCare|EmploymentAgency|TravelAgency|InsuranceAgency|Notary)$/;

const structuredTypes = (facts: SiteFacts) => [...new Set([...facts.structuredData.jsonLd, ...facts.structuredData.microdata])];
const hasOgBasics = (facts: SiteFacts) => ['og:title', 'og:description', 'og:image'].every((p) => facts.social.openGraph.includes(p));

/** The rules, in a fixed order (the last tie-breaker for ranking). */
function findProblems(facts: SiteFacts): Finding[] {
  const found: Finding[] = [];
  const add = (area: ReviewArea, weight: number, title: string, evidence: string, advice: string) =>
    found.push({ area, weight, title, evidence, advice });
  const r = reviewRules;

  // SEO
  if (facts.status >= 400) {
    add('seo', 40, 'Fix the error page', `The page answered with HTTP status ${facts.status}`, 'Make sure the address answers with the real page and status 200.');
  }
  if (facts.robots.noindex) {
    const where = [
      facts.robots.meta.length ? `robots meta: ${plainList(facts.robots.meta)}` : '',
      facts.robots.header.length ? `X-Robots-Tag: ${plainList(facts.robots.header)}` : '',
    ].filter(Boolean);
    add('seo', 40, 'Let search engines index the page', `The page tells search engines not to index it (${where.join('; ')})`, 'Remove noindex unless the page is meant to stay out of search.');
  }
  if (facts.robotsTxt.disallowsAll) {
    add('seo', 30, 'Unblock crawlers in robots.txt', 'robots.txt disallows the whole site for every crawler (Disallow: /)', 'Disallow only private paths, not the root.');
  }
  if (!facts.title) {
    add('seo', 20, 'Add a page title', 'The page has no title', `Write a title of ${r.titleMin}–${r.titleMax} characters naming what you do and where.`);
  } else if (facts.title.length < r.titleMin || facts.title.length > r.titleMax) {
    add(
      'seo',
      10,
      'Rewrite the page title',
      `Title is ${facts.title.length} characters: ${quote(facts.title.text)}`,
      `Aim for ${r.titleMin}–${r.titleMax} characters naming what you do and where.`,
    );
  }
  if (!facts.viewport) {
    add('seo', 15, 'Make the page mobile-friendly', 'No viewport meta tag, so phones show a shrunken desktop page', 'Add a viewport meta tag with width=device-width and check the layout on a phone.');
  }
  if (!facts.description) {
    add('seo', 12, 'Write a meta description', 'No meta description', `Write ${r.descriptionMin}–${r.descriptionMax} characters that make a searcher want to click.`);
  } else if (facts.description.length < r.descriptionMin || facts.description.length > r.descriptionMax) {
    add(
      'seo',
      5,
      'Adjust the meta description',
      `Meta description is ${facts.description.length} characters: ${quote(facts.description.text)}`,
      `Aim for ${r.descriptionMin}–${r.descriptionMax} characters.`,
    );
  }
  if (facts.headings.h1Count === 0) {
    add('seo', 10, 'Give the page one main heading', 'No h1 heading', 'Add one h1 that says what you offer.');
  } else if (facts.headings.h1Count > 1) {
    add('seo', 6, 'Keep one main heading', `${facts.headings.h1Count} h1 headings: ${quoteList(facts.headings.h1)}`, 'Keep one h1 and make the others h2.');
  }
  if (facts.status < 400 && facts.words < r.thinWords) {
    add('seo', 10, 'Add more useful copy', `Only ${plural(facts.words, 'word')} of visible text`, 'Explain your services, who they are for and what happens next, in your clients’ words.');
  }
  if (structuredTypes(facts).length === 0) {
    add('seo', 8, 'Add structured data', 'No JSON-LD or microdata structured data', 'Describe your business with schema.org JSON-LD (name, address, phone, opening hours).');
  }
  if (facts.structuredData.invalidJsonLd > 0) {
    add('seo', 6, 'Fix the broken structured data', `${plural(facts.structuredData.invalidJsonLd, 'JSON-LD block')} could not be parsed`, 'Validate the JSON-LD; search engines ignore blocks that do not parse.');
  }
  if (!facts.canonical) {
    add('seo', 4, 'Add a canonical link', 'No canonical link', 'Point rel=canonical at the preferred address of the page.');
  }
  if (facts.social.openGraph.length === 0) {
    add('seo', 5, 'Add Open Graph tags', 'No Open Graph tags (og:title, og:description, og:image)', 'Add them so shared links show a title, summary and image.');
  } else if (!hasOgBasics(facts)) {
    const missing = ['og:title', 'og:description', 'og:image'].filter((p) => !facts.social.openGraph.includes(p));
    add('seo', 2, 'Complete the Open Graph tags', `Open Graph is missing ${missing.join(', ')}`, 'Add the missing tags so shared links look complete.');
  }
  if (!facts.sitemap.present) {
    add('seo', 4, 'Publish a sitemap', 'No sitemap.xml found', 'Publish a sitemap.xml and submit it in Google Search Console.');
  } else if (facts.robotsTxt.present && facts.robotsTxt.sitemaps.length === 0) {
    add('seo', 2, 'List the sitemap in robots.txt', 'robots.txt does not list the sitemap', 'Add a Sitemap: line to robots.txt.');
  }
  if (!facts.robotsTxt.present) {
    add('seo', 2, 'Add a robots.txt', 'No robots.txt found', 'Add a robots.txt that allows crawling and lists the sitemap.');
  }

  // Performance
  if (facts.responseMs !== null && facts.responseMs > r.slowMs) {
    add(
      'performance',
      facts.responseMs > r.verySlowMs ? 20 : 10,
      'Speed up the server response',
      `The server took ${facts.responseMs} ms to deliver the page`,
      'Cache the page or move to faster hosting; a static page can answer in well under a second.',
    );
  }
  if (kb(facts.htmlBytes) > r.heavyKb) {
    add(
      'performance',
      kb(facts.htmlBytes) > r.veryHeavyKb ? 20 : 10,
      'Slim down the HTML',
      `The HTML alone is ${kb(facts.htmlBytes)} KB`,
      'Move inline code and embedded images into cached files and remove unused markup.',
    );
  }
  const inlineParts = [
    kb(facts.resources.inlineScriptBytes) > 0 ? `${kb(facts.resources.inlineScriptBytes)} KB of inline script` : '',
    kb(facts.resources.inlineStyleBytes) > 0 ? `${kb(facts.resources.inlineStyleBytes)} KB of inline CSS` : '',
  ].filter(Boolean);
  if (kb(facts.resources.inlineScriptBytes) > r.inlineKb || kb(facts.resources.inlineStyleBytes) > r.inlineKb) {
    add('performance', 8, 'Move inline code into cached files', `The page embeds ${inlineParts.join(' and ')}`, 'Serve it as separate files the browser can cache, and drop embedded images.');
  }
  const tp = facts.resources;
  if (tp.thirdPartyScriptOriginCount >= r.thirdPartyOrigins) {
    add(
      'performance',
      tp.thirdPartyScriptOriginCount >= r.manyThirdPartyOrigins ? 15 : 10,
      'Cut third-party scripts',
      `Loads ${plural(tp.thirdPartyScripts, 'script')} from ${plural(tp.thirdPartyScriptOriginCount, 'other origin')}: ${plainList(tp.thirdPartyScriptOrigins, 5)}${tp.thirdPartyScriptOriginCount > 5 ? ', …' : ''}`,
      'Remove the ones nobody uses and load the rest after the page.',
    );
  }
  if (tp.externalScripts + tp.inlineScripts > r.manyScripts) {
    add('performance', 6, 'Load fewer scripts', `${plural(tp.externalScripts, 'external script')} and ${plural(tp.inlineScripts, 'inline script')}`, 'Bundle what you keep and defer it.');
  }
  if (tp.stylesheets > r.manyStylesheets) {
    add('performance', 4, 'Combine stylesheets', `${tp.stylesheets} stylesheets are linked`, 'Combine them into one or two files.');
  }
  if (facts.redirects.count >= r.redirects) {
    add('performance', 5, 'Shorten the redirect chain', `The address went through ${plural(facts.redirects.count, 'redirect')} before the page`, 'Link and redirect straight to the final address.');
  }

  // Accessibility
  if (facts.images.missingAlt > 0) {
    const { missingAlt, total, missingAltExamples } = facts.images;
    add(
      'accessibility',
      Math.min(20, 6 + 2 * missingAlt),
      'Describe your images',
      `${missingAlt} of ${total} images have no alt text${missingAltExamples.length ? `, e.g. ${plainList(missingAltExamples, 2)}` : ''}`,
      "Give each meaningful image a short alt text, and decorative ones an empty alt.",
    );
  }
  if (facts.forms.unlabelled > 0) {
    const n = facts.forms.unlabelled;
    add(
      'accessibility',
      Math.min(20, 8 + 4 * n),
      'Label your form fields',
      `${n} form ${n === 1 ? 'field has' : 'fields have'} no label${facts.forms.unlabelledFields.length ? `: ${plainList(facts.forms.unlabelledFields, 5)}` : ''}`,
      'Give every field a visible label tied to it; placeholders vanish while typing and screen readers may skip them.',
    );
  }
  if (facts.links.empty > 0) {
    const n = facts.links.empty;
    add(
      'accessibility',
      Math.min(15, 4 + 2 * n),
      'Name your icon links',
      `${n} ${n === 1 ? 'link has' : 'links have'} no text or label${facts.links.emptyExamples.length ? `, e.g. ${plainList(facts.links.emptyExamples, 2)}` : ''}`,
      'Add visible text or an aria-label saying where each link goes.',
    );
  }
  if (facts.links.generic > 0) {
    const n = facts.links.generic;
    add(
      'accessibility',
      Math.min(10, 2 + 2 * n),
      'Say where links go',
      `${n} ${n === 1 ? 'link says' : 'links say'} only ${quoteList(facts.links.genericExamples)}`,
      "Use link text that names the destination, e.g. 'See our services'.",
    );
  }
  if (!facts.lang) {
    add('accessibility', 8, 'Declare the page language', 'The html element has no lang attribute', "Add lang='en' (or your language) so screen readers pronounce the page correctly.");
  }
  if (facts.viewport?.blocksZoom) {
    add('accessibility', 6, 'Allow zooming', `The viewport blocks zooming: ${quote(facts.viewport.content)}`, 'Remove user-scalable=no and maximum-scale so visitors can zoom.');
  }

  // Conversion
  if (facts.ctas.count === 0) {
    add('conversion', 20, 'Add a clear call to action', 'No button or link asks visitors to book, call, get a quote or get in touch', "Put one primary action, such as 'Book a consultation', at the top and the end of the page.");
  }
  if (facts.links.tel === 0) {
    add(
      'conversion',
      facts.links.mailto === 0 ? 12 : 8,
      'Make it easy to call',
      facts.links.mailto === 0 ? 'No tap-to-call (tel:) or e-mail (mailto:) link' : 'No tap-to-call (tel:) link',
      'Show your phone number as a tel: link in the header and the footer.',
    );
  }
  if (facts.forms.count === 0 && facts.forms.fields === 0) {
    add('conversion', 4, 'Offer a short contact form', 'This page has no form', 'A short form (name, e-mail, message) catches visitors who will not call.');
  }

  // Trust
  if (!facts.https) {
    add('trust', 30, 'Move the site to HTTPS', `The page is served over plain http (${plain(facts.finalUrl)})`, 'Install a certificate, redirect http to https and browsers stop warning visitors.');
  } else {
    if (!facts.security.hsts) {
      add('trust', 8, 'Turn on HSTS', 'No Strict-Transport-Security header', 'Send Strict-Transport-Security so browsers always use HTTPS.');
    }
    if (facts.resources.insecure > 0) {
      add(
        'trust',
        15,
        'Load everything over HTTPS',
        `${plural(facts.resources.insecure, 'resource')} load over plain http on an https page, e.g. ${plainList(facts.resources.insecureExamples, 1)}`,
        'Change those addresses to https.',
      );
    }
  }
  const missingHeaders = [
    [facts.security.csp, 'Content-Security-Policy', 4],
    [facts.security.frameProtection, 'X-Frame-Options (or CSP frame-ancestors)', 3],
    [facts.security.noSniff, 'X-Content-Type-Options', 2],
    [facts.security.referrerPolicy, 'Referrer-Policy', 1],
    [facts.security.permissionsPolicy, 'Permissions-Policy', 1],
  ] as const;
  const absent = missingHeaders.filter(([present]) => !present);
  if (absent.length > 0) {
    add(
      'trust',
      absent.reduce((sum, [, , weight]) => sum + weight, 0),
      'Add security headers',
      `Missing security headers: ${absent.map(([, name]) => name).join(', ')}`,
      'Your host or CDN can add them in one configuration change.',
    );
  }
  if (!facts.links.privacyPolicy) {
    add('trust', 5, 'Link your privacy policy', 'No link mentions a privacy policy', 'Link it in the footer and next to any form.');
  }
  if (!facts.favicon) {
    add('trust', 3, 'Add a favicon', 'No icon link in the page head', 'A favicon makes your tab and bookmarks recognisable.');
  }
  return found;
}

function scoresOf(findings: readonly Finding[]): Record<ReviewArea, number> {
  const scores = { seo: 100, performance: 100, accessibility: 100, conversion: 100, trust: 100 };
  for (const f of findings) scores[f.area] -= f.weight;
  for (const area of reviewAreas) scores[area] = Math.max(0, Math.min(100, scores[area]));
  return scores;
}

function rank(findings: readonly Finding[]): Finding[] {
  return findings
    .map((finding, index) => ({ finding, index }))
    .sort(
      (a, b) =>
        impactRank[impactOf(a.finding.weight)] - impactRank[impactOf(b.finding.weight)] ||
        b.finding.weight - a.finding.weight ||
        a.index - b.index,
    )
    .map(({ finding }) => finding);
}

/** Strengths, each from a fact that shows it. */
function strengths(facts: SiteFacts): string[] {
  const r = reviewRules;
  const out: string[] = [];
  if (facts.https) out.push(facts.security.hsts ? 'Served over HTTPS, with a Strict-Transport-Security header.' : 'Served over HTTPS.');
  if (facts.title && facts.title.length >= r.titleMin && facts.title.length <= r.titleMax) {
    out.push(`The title is ${facts.title.length} characters, inside the ${r.titleMin}–${r.titleMax} range: ${quote(facts.title.text)}.`);
  }
  if (facts.description && facts.description.length >= r.descriptionMin && facts.description.length <= r.descriptionMax) {
    out.push(`The meta description is ${facts.description.length} characters, a good length for search results.`);
  }
  if (facts.headings.h1Count === 1 && facts.headings.h1[0]) out.push(`One clear main heading: ${quote(facts.headings.h1[0])}.`);
  if (facts.ctas.count > 0) out.push(`Visible calls to action, e.g. ${quoteList(facts.ctas.examples, 2)}.`);
  if (facts.links.tel > 0) out.push(`A tap-to-call phone link (${plural(facts.links.tel, 'tel: link')}).`);
  if (facts.images.total > 0 && facts.images.missingAlt === 0) out.push(`All ${plural(facts.images.total, 'image')} have alt text or are marked decorative.`);
  if (facts.forms.fields > 0 && facts.forms.unlabelled === 0) out.push(`All ${plural(facts.forms.fields, 'form field')} have labels.`);
  const types = structuredTypes(facts);
  if (types.length > 0) out.push(`Structured data describes the site: ${plainList(types, 4)}.`);
  if (facts.responseMs !== null && facts.responseMs <= r.slowMs) out.push(`The server delivered the page in ${facts.responseMs} ms.`);
  if (facts.viewport && !facts.viewport.blocksZoom) out.push('A mobile viewport is set and zooming is allowed.');
  if (hasOgBasics(facts)) out.push('Open Graph tags give shared links a title, summary and image.');
  if (facts.sitemap.present && facts.sitemap.urls > 0) out.push(`A sitemap lists ${plural(facts.sitemap.urls, 'URL')}.`);
  return out.slice(0, 10);
}

const isLocalBusiness = (facts: SiteFacts) => structuredTypes(facts).some((t) => LOCAL_BUSINESS_TYPES.test(t));
const ctaMatching = (facts: SiteFacts, pattern: RegExp) => facts.ctas.examples.find((e) => pattern.test(e));

/** What was or was not found on the page, for sentences like "We found … / We found no …". */
function phoneSentence(facts: SiteFacts): string {
  return facts.links.tel > 0
    ? `We found ${plural(facts.links.tel, 'tap-to-call link')}, good for visitors on phones.`
    : 'We found no tap-to-call (tel:) link; most first calls start on a phone, so make the number tappable.';
}

function ctaSentence(facts: SiteFacts, pattern: RegExp, wanted: string): string {
  const match = ctaMatching(facts, pattern);
  return match ? `We found ${quote(match)} on the page; keep it above the fold and at the end.` : `We found no button or link offering ${wanted}; add one at the top of the page.`;
}

const industryAdvice: Record<IndustrySlug, (facts: SiteFacts) => string> = {
  lawyers: (facts) =>
    [
      'People looking for a lawyer decide quickly and want to talk to someone.',
      ctaSentence(facts, /consult/i, 'a consultation'),
      phoneSentence(facts),
      structuredTypes(facts).some((t) => /^(LegalService|Attorney)$/.test(t))
        ? 'Your LegalService or Attorney structured data helps local search; keep the address and hours in it current.'
        : 'Add LegalService structured data with your address, phone and practice areas to help local search.',
    ].join(' '),
  accountants: (facts) =>
    [
      'Clients compare accounting firms on services, fees and how safe their documents will be.',
      ctaSentence(facts, /quote|consult|call|book|schedule|contact/i, 'a call or a quote'),
      facts.https && facts.security.hsts
        ? 'HTTPS with HSTS is already in place, which matters to clients who send financial details.'
        : 'Clients send financial details, so HTTPS with HSTS should be in place before anything else.',
      facts.forms.fields > 0
        ? `Your form has ${plural(facts.forms.fields, 'field')}${facts.forms.unlabelled ? `, ${facts.forms.unlabelled} without a label` : ', all labelled'}; keep it short and say how documents are handled.`
        : 'We found no form on this page; a short enquiry form catches clients who will not call.',
    ].join(' '),
  consultants: (facts) =>
    [
      'Buyers of consulting want proof and an easy first conversation.',
      ctaSentence(facts, /book|schedule|call|consult|get started|contact/i, 'a discovery call'),
      hasOgBasics(facts)
        ? 'Open Graph tags are in place, so your pages look right when shared on LinkedIn.'
        : 'Complete the Open Graph tags so your pages look right when shared on LinkedIn.',
      facts.headings.h2Count > 0
        ? `The page has ${plural(facts.headings.h2Count, 'section heading')}; make one of them a case study with a measurable result.`
        : 'Structure the page with section headings for services, results and how you work.',
    ].join(' '),
  'local-businesses': (facts) =>
    [
      'Local customers search on phones and call or visit right away.',
      isLocalBusiness(facts)
        ? 'We found LocalBusiness-type structured data, which helps you show up in map results; keep the hours current.'
        : 'We found no LocalBusiness structured data; add it with your address, phone and opening hours to help map results.',
      phoneSentence(facts),
      facts.viewport ? 'A mobile viewport is set, so the page fits phones.' : 'There is no mobile viewport, so phones get a shrunken desktop page; fix this first.',
    ].join(' '),
  nonprofits: (facts) =>
    [
      'Supporters need to see your mission and a clear way to give or help.',
      ctaSentence(facts, /donat|give|volunteer|support/i, 'a donation or volunteering'),
      facts.images.missingAlt > 0
        ? `${facts.images.missingAlt} of ${facts.images.total} images lack alt text; funders and public bodies often expect accessible sites.`
        : 'Accessibility matters to funders and public bodies; keep every image described as you add stories.',
      hasOgBasics(facts) ? 'Open Graph tags are in place, so appeals shared on social media show an image.' : 'Add Open Graph tags so appeals shared on social media show an image.',
    ].join(' '),
  creatives: (facts) =>
    [
      'Your work sells you, so images must load fast and be found.',
      facts.images.total > 0
        ? facts.images.missingAlt > 0
          ? `${facts.images.missingAlt} of ${facts.images.total} images have no alt text; describing your work helps image search and screen readers.`
          : `All ${plural(facts.images.total, 'image')} have alt text or are marked decorative, which helps image search.`
        : 'We found no images on this page; show your best work on the first screen.',
      ctaSentence(facts, /hire|book|contact|quote|get in touch|enquir|inquir/i, 'a way to hire you'),
      hasOgBasics(facts) ? 'Open Graph tags are in place, so shared links show your work.' : 'Add og:image so shared links show your work.',
    ].join(' '),
  'professional-services': (facts) =>
    [
      'Clients choosing a professional look for credentials, clear services and an easy way to start.',
      ctaSentence(facts, /book|schedule|consult|call|contact|appointment|get started/i, 'an appointment or a call'),
      phoneSentence(facts),
      structuredTypes(facts).length > 0
        ? `Your structured data (${plainList(structuredTypes(facts), 3)}) helps search engines understand the practice.`
        : 'Add Organization or ProfessionalService structured data so search engines understand the practice.',
    ].join(' '),
};

type FocusTopic = 'seo' | 'performance' | 'accessibility' | 'conversion' | 'trust' | 'mobile';

const focusTopics: readonly { topic: FocusTopic; label: string; pattern: RegExp }[] = [
  { topic: 'seo', label: 'search visibility', pattern: /\b(seo|search|google|rank\w*|organic|keywords?|indexing)\b/ },
  { topic: 'performance', label: 'speed', pattern: /\b(speed\w*|fast\w*|slow\w*|performance|load\w*|core web vitals)\b/ },
  { topic: 'accessibility', label: 'accessibility', pattern: /\b(accessib\w*|ada|wcag|a11y|screen readers?|disabilit\w*)\b/ },
  {
    topic: 'conversion',
    label: 'leads and conversion',
    pattern: /\b(conversions?|convert\w*|leads?|contact\w*|forms?|booking\w*|bookings?|enquir\w*|inquir\w*|sales|sign ?ups?)\b/,
  },
  { topic: 'trust', label: 'trust and security', pattern: /\b(trust\w*|secur\w*|https|ssl|privacy|safe\w*|hack\w*)\b/ },
  { topic: 'mobile', label: 'mobile', pattern: /\b(mobile|phones?|responsive|tablets?|iphone|android)\b/ },
];

/** The visitor's text is untrusted: letters, digits and plain punctuation only, at most `max` characters. */
export function sanitizeFocus(text: string, max = 100): string {
  const cleaned = text
    .slice(0, 2000)
    .replace(/[^\p{L}\p{N} .,;:!?'()&/+%@-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...cleaned];
  return chars.length <= max ? cleaned : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

function focusFacts(topic: FocusTopic, facts: SiteFacts, scores: Record<ReviewArea, number>): string[] {
  const r = reviewRules;
  switch (topic) {
    case 'seo':
      return [
        `SEO scored ${scores.seo}/100.`,
        facts.title ? `Title: ${facts.title.length} characters, ${quote(facts.title.text)}.` : 'The page has no title.',
        facts.description ? `Meta description: ${facts.description.length} characters.` : 'There is no meta description.',
        `${plural(facts.headings.h1Count, 'h1 heading')} and ${plural(facts.words, 'word')} of visible text.`,
        structuredTypes(facts).length ? `Structured data: ${plainList(structuredTypes(facts), 4)}.` : 'No structured data.',
        facts.sitemap.present ? `Sitemap found with ${plural(facts.sitemap.urls, 'URL')}.` : 'No sitemap.xml found.',
      ];
    case 'performance':
      return [
        `Performance scored ${scores.performance}/100.`,
        ...(facts.responseMs !== null ? [`The server delivered the page in ${facts.responseMs} ms.`] : []),
        `The HTML is ${kb(facts.htmlBytes)} KB, with ${plural(facts.resources.externalScripts, 'external script')} and ${plural(facts.resources.inlineScripts, 'inline script')}.`,
        facts.resources.thirdPartyScriptOriginCount > 0
          ? `${plural(facts.resources.thirdPartyScripts, 'script')} come from ${plural(facts.resources.thirdPartyScriptOriginCount, 'other origin')}.`
          : 'No scripts load from other sites.',
      ];
    case 'accessibility':
      return [
        `Accessibility scored ${scores.accessibility}/100.`,
        facts.images.total > 0 ? `${facts.images.missingAlt} of ${facts.images.total} images have no alt text.` : 'The page has no images.',
        facts.forms.fields > 0 ? `${facts.forms.unlabelled} of ${facts.forms.fields} form fields have no label.` : 'The page has no form fields.',
        `${plural(facts.links.empty, 'link')} without text and ${plural(facts.links.generic, 'link')} with vague text like 'click here'.`,
        facts.lang ? `The page declares its language (${plain(facts.lang)}).` : 'The page does not declare its language.',
      ];
    case 'conversion':
      return [
        `Conversion scored ${scores.conversion}/100.`,
        facts.forms.count > 0
          ? `${plural(facts.forms.count, 'form')} with ${plural(facts.forms.fields, 'field')}; ${facts.forms.unlabelled === 0 ? 'every field has a label' : `${facts.forms.unlabelled} without a label (${plainList(facts.forms.unlabelledFields, 5)})`}.`
          : 'This page has no form.',
        facts.ctas.count > 0 ? `Calls to action found: ${quoteList(facts.ctas.examples, 3)}.` : 'No button or link asks visitors to book, call or get in touch.',
        `${plural(facts.links.tel, 'tel: link')} and ${plural(facts.links.mailto, 'mailto: link')}.`,
      ];
    case 'trust':
      return [
        `Trust scored ${scores.trust}/100.`,
        facts.https ? `Served over HTTPS${facts.security.hsts ? ' with HSTS' : ', but without a Strict-Transport-Security header'}.` : 'Served over plain http, without HTTPS.',
        facts.links.privacyPolicy ? 'A privacy policy is linked.' : 'No link mentions a privacy policy.',
        `Security headers present: ${[
          facts.security.csp ? 'Content-Security-Policy' : '',
          facts.security.frameProtection ? 'frame protection' : '',
          facts.security.noSniff ? 'X-Content-Type-Options' : '',
          facts.security.referrerPolicy ? 'Referrer-Policy' : '',
          facts.security.permissionsPolicy ? 'Permissions-Policy' : '',
        ]
          .filter(Boolean)
          .join(', ') || 'none of the common ones'}.`,
      ];
    case 'mobile':
      return [
        facts.viewport ? `A viewport is set (${quote(facts.viewport.content)})${facts.viewport.blocksZoom ? ', but it blocks zooming' : ''}.` : 'There is no viewport meta tag, so phones show a shrunken desktop page.',
        phoneSentence(facts),
        ...(facts.responseMs !== null ? [`The server delivered the page in ${facts.responseMs} ms; phones on slow networks feel every delay above ${r.slowMs} ms.`] : []),
      ];
  }
}

const lowestArea = (scores: Record<ReviewArea, number>) =>
  reviewAreas.reduce((low, area) => (scores[area] < scores[low] ? area : low), reviewAreas[0] ?? 'seo');

export function writeBuiltinReview(facts: SiteFacts, context: { focusArea?: string; industry?: string }): BuiltinReview {
  const findings = findProblems(facts);
  const scores = scoresOf(findings);
  const top = rank(findings).slice(0, reviewRules.maxFixes);
  const fixes: ReviewFix[] = top.map((f) => ({ area: f.area, title: f.title, impact: impactOf(f.weight), evidence: f.evidence }));
  const industry = findIndustry(context.industry ?? '') ?? findIndustry('professional-services');
  const industrySlug: IndustrySlug = industry?.slug ?? 'professional-services';
  const host = plain(facts.host) || 'your site';

  const blocks: string[] = [];
  blocks.push(`## Website review: ${host}`);
  blocks.push(
    `We fetched ${plain(facts.finalUrl)} and read what the page itself shows: its HTML, response headers, robots.txt and sitemap. Everything below comes from that one fetch.`,
  );
  blocks.push('### Scores');
  blocks.push(reviewAreas.map((area) => `- ${areaNames[area]}: ${scores[area]}/100`).join('\n'));

  blocks.push('### Top fixes');
  if (top.length === 0) {
    blocks.push('We found nothing to fix on this page: every check we run passed.');
  } else {
    blocks.push(top.map((f, i) => `${i + 1}. **${f.title}** (${impactOf(f.weight)} impact): ${f.evidence}. ${f.advice}`).join('\n'));
    if (top.length < reviewRules.maxFixes) blocks.push(`Only ${plural(top.length, 'fix', 'fixes')} stood out: the basics are in good shape.`);
  }

  blocks.push('### What is working');
  const good = strengths(facts);
  blocks.push(good.length ? good.map((s) => `- ${s}`).join('\n') : 'Little stood out as working well yet; the fixes above are the place to start.');

  blocks.push(`### For ${plain(industry?.name ?? 'Professional Services')}`);
  blocks.push(industryAdvice[industrySlug](facts));

  const focus = sanitizeFocus(context.focusArea ?? '');
  if (focus) {
    const haystack = sanitizeFocus(context.focusArea ?? '', 500).toLowerCase();
    const matched = focusTopics.filter((t) => t.pattern.test(haystack));
    const low = lowestArea(scores);
    blocks.push(`### Your focus: ${matched.length ? matched.map((t) => t.label).join(', ') : 'in general'}`);
    blocks.push(`You asked about: "${focus.replace(/"/g, "'")}".`);
    if (matched.length) {
      blocks.push(matched.flatMap((t) => focusFacts(t.topic, facts, scores)).map((line) => `- ${line}`).join('\n'));
    } else {
      blocks.push(`We could not match that to an area we measure, so start with the lowest score: ${areaNames[low]} at ${scores[low]}/100.`);
    }
  } else {
    const low = lowestArea(scores);
    const firstFix = rank(findings).find((f) => f.area === low);
    blocks.push('### Where to start');
    blocks.push(
      firstFix
        ? `The lowest score is ${areaNames[low]} at ${scores[low]}/100. Start there with: ${firstFix.title.toLowerCase()}.`
        : 'Every area scored 100/100 on the checks we run; keep it that way as the site changes.',
    );
  }

  blocks.push(
    'This review reads one page automatically. For a page-by-page look at design, copy and what your visitors actually do, ask for our expert audit.',
  );
  return { scores, fixes, analysis: blocks.join('\n\n') };
}
