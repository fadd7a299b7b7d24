/**
 * What the free website review knows about one of a visitor's pages: facts read from the fetched HTML,
 * its response headers, robots.txt and sitemap.xml, and nothing else. Both writers (the built-in one
 * and the model) write only from these facts, so they are small (a few KB as JSON): strings are
 * clipped and lists are capped (limits.ts) while the counts stay exact.
 */
import type { ContactFacts } from './contacts';
import type { TradeFacts } from './trade';
import type { WrongCountryTel } from './phones';
import type { DocumentFacts } from './basics';
import type { ScriptFacts } from './scripts';
import type { StyleFacts } from './styles';
import type { DateFacts, LoadingTextFacts } from './text';
import type { UnfinishedFacts } from './notices';
import type { LeftoverFacts } from './leftovers';
import type { LibraryFact } from './scripts';
import type { ScriptNeeds } from './script-needs';
import type { TextFact } from './limits';
import type { PlaceList, StuffedKeywords } from './keywords';
import type { StuffedRobots } from './robots-meta';
import type { SampleLabels } from './sample-labels';
import type { TradeType } from './trade-type';

export type { PageSnapshot } from '../html/document';

export interface SiteExtras {
  robotsTxt: string | null;
  sitemapXml: string | null;
  /** ISO time of the visit (default: now). */
  fetchedAt?: string;
}

export interface PageFacts extends DocumentFacts, ScriptFacts, StyleFacts, LoadingTextFacts, LeftoverFacts, ContactFacts, TradeFacts, DateFacts, UnfinishedFacts {
  /** The URL asked for: the first redirect hop, else the final URL. */
  url: string;
  finalUrl: string;
  /** Host name of the final URL. */
  host: string;
  https: boolean;
  status: number;
  redirects: { count: number; chain: string[] };
  /** Null when the fetcher did not time the response. */
  responseMs: number | null;
  htmlBytes: number;
  title: TextFact | null;
  /** A <title> element exists (it may be empty: then title is null). */
  titleElement: boolean;
  description: TextFact | null;
  /** The meta description says the title again, word for word. */
  descriptionRepeatsTitle: boolean;
  /** Absolute URL of rel=canonical. */
  canonical: string | null;
  /** The canonical names another page (another path) than this one: search engines are told to index that instead. */
  canonicalElsewhere: boolean;
  /** Directives from meta robots/googlebot and the X-Robots-Tag header, lower-case. */
  robots: { meta: string[]; header: string[]; noindex: boolean; nofollow: boolean };
  viewport: { content: string; blocksZoom: boolean } | null;
  lang: string | null;
  /** A keywords meta stuffed with phrases repeating one word (facts/keywords.ts), or null. */
  keywordsStuffed: StuffedKeywords | null;
  /** A paragraph or a list naming twenty or more places served (facts/keywords.ts), or null. */
  placeList: PlaceList | null;
  /** A robots meta filled with phrases that are no directive (facts/robots-meta.ts), or null. */
  robotsStuffed: StuffedRobots | null;
  /** Elements whose whole text is a template's sample label ("Demo", "Sample"), on a page that has no other use for the word (facts/sample-labels.ts), or null. */
  sampleLabels: SampleLabels | null;
  /** schema.org's types for the trades the page names itself by, most particular first (facts/trade-type.ts). */
  tradeTypes: TradeType[];
  /** first: the first heading in document order, whatever its level. */
  headings: { h1Count: number; h1: string[]; h1IsLogo: boolean; h2Count: number; h2: string[]; first: { level: number; text: string } | null };
  /** Words of visible text (script, style, noscript, template and head excluded). */
  words: number;
  /** missingAlt: no alt attribute; decorative: alt="". Examples are the src of images with no alt. */
  images: {
    total: number;
    missingAlt: number;
    decorative: number;
    missingAltExamples: string[];
    /** Images from placeholder services (placehold.co and the like) or holder.js: stand-ins, not the business's own pictures. */
    placeholders: number;
    placeholderExamples: string[];
    /** Images with no src of their own (a script fills in data-src) and no <noscript> copy. */
    scriptOnly: number;
    scriptOnlyExamples: string[];
    /** The alt text most images share, when three or more share one. */
    sharedAlt: { text: string; count: number } | null;
    /** Links whose only content is an image with alt="": no name at all. */
    decorativeLinks: number;
    /** Alt texts that say nothing of the picture (a file name, a lone "logo"); examples say which and why. */
    vagueAlt: number;
    vagueAltExamples: string[];
    /** The logo's file when it is marked decorative (alt="") with no name beside it. */
    decorativeLogo: string | null;
    /** One alt text naming image links to different pages, and how many. */
    sameAltLinks: { text: string; targets: number } | null;
    /** The business's name when only its logo, without alt text, shows it. */
    brandOnlyInLogo: string | null;
  };
  links: {
    total: number;
    internal: number;
    external: number;
    /** tel: and mailto: links to real-looking numbers and addresses (stand-ins are counted in placeholderContacts). */
    tel: number;
    mailto: number;
    placeholderContacts: string[];
    /** tel: links written with + but without the page's country code: each dials another country (phones.ts). */
    wrongCountryTel: WrongCountryTel[];
    /** Links with no text, aria-label, title or image alt; examples are their hrefs. */
    empty: number;
    emptyExamples: string[];
    /** Links whose whole text is "click here", "read more" and the like; examples are the texts. */
    generic: number;
    genericExamples: string[];
    /** A link whose text or address mentions privacy. */
    privacyPolicy: boolean;
    /** A hosted form or booking service the page links to or embeds (typeform.com…), else null. */
    formService: string | null;
    /** A link whose text or address names a contact page. */
    contactPage: boolean;
    /** Distinct other pages of this site the page links to (a visible link each). */
    internalPages: number;
    /** Distinct web pages of this site the page links to, hidden links too (not files such as a PDF or an image): links/sitePageLinks. */
    sitePages: number;
  };
  /**
   * fields: inputs (not hidden/submit/button/reset/image), selects and textareas a visitor can see;
   * messageForms: forms that send the business a message (not a search, sign-in or newsletter sign-up);
   * actionForms: every form a visitor acts through (all but searches and sign-ins);
   * writeForms: forms that send the business what a visitor writes (a field to write in; not a
   * search, a sign-in or a newsletter sign-up), whatever their wording.
   */
  forms: {
    count: number;
    fields: number;
    unlabelled: number;
    unlabelledFields: string[];
    messageForms: number;
    searchForms: number;
    signupForms: number;
    actionForms: number;
    writeForms: number;
    /** Forms whose action is mailto:, as written. */
    mailtoActions: string[];
    /** Fields whose label marks them required (an asterisk) while the field does not say it is (required, aria-required). */
    starredNotRequired: number;
    starredExamples: string[];
  };
  /**
   * Links and buttons whose text asks for a booking, contact, quote, call, donation…: count, those
   * not known to lead nowhere; live, those known to lead somewhere; dead, links written as "#".
   */
  ctas: { count: number; examples: string[]; live: number; liveExamples: string[]; dead: number; deadExamples: string[] };
  /** What a screen-reader or keyboard user moves by: headings (count, a skipped level, empty ones), frames' names, reachable controls. */
  structure: {
    headings: number;
    skipped: { from: number; to: number; text: string } | null;
    empty: number;
    emptyExamples: string[];
    untitledFrames: number;
    untitledFrameExamples: string[];
    unfocusable: number;
    unfocusableExamples: string[];
  };
  /** Schema.org types: JSON-LD @type (top level and @graph) and microdata itemtype; invalid JSON-LD blocks are counted, not thrown. */
  structuredData: {
    jsonLd: string[];
    microdata: string[];
    invalidJsonLd: number;
    /** Types search engines do not know: not schema.org's (LawFirm), or another vocabulary's (data-vocabulary.org/Breadcrumb). */
    unknownTypes: string[];
    /** The business, organisation or person the data names: its schema.org type and name. */
    business: { type: string; name: string } | null;
  };
  /** Open Graph properties present (og:title…) and the twitter:card value. */
  social: { openGraph: string[]; twitterCard: string | null };
  security: {
    hsts: boolean;
    csp: boolean;
    noSniff: boolean;
    /** X-Frame-Options or CSP frame-ancestors. */
    frameProtection: boolean;
    referrerPolicy: boolean;
    permissionsPolicy: boolean;
  };
  resources: {
    externalScripts: number;
    inlineScripts: number;
    inlineScriptBytes: number;
    stylesheets: number;
    inlineStyles: number;
    inlineStyleBytes: number;
    /** External scripts served from other sites, and how many distinct hosts serve them. */
    thirdPartyScripts: number;
    thirdPartyScriptOriginCount: number;
    thirdPartyScriptOrigins: string[];
    /** Distinct other hosts of scripts, stylesheets/preloads/icons, images and iframes. */
    thirdPartyOriginCount: number;
    thirdPartyOrigins: string[];
    /** Resources loaded over http:// by an https page. */
    insecure: number;
    insecureExamples: string[];
  };
  robotsTxt: { present: boolean; disallowsAll: boolean; sitemaps: string[] };
  sitemap: { present: boolean; kind: 'urlset' | 'index' | null; urls: number };
  /** A rel=icon (or apple-touch-icon) link in the page. */
  favicon: boolean;
  /** An icon link browsers do not read as one (rel="shortcut" alone), as written. */
  malformedIcon: string | null;
}

/** What the fetch stage checked beyond the page: the site's own links, /favicon.ico, the libraries its files name. */
export interface CheckedFacts {
  /** The site's own pages the page links to: how many were asked for, and those that answered 4xx or 5xx. */
  siteLinks: { checked: number; unchecked: number; allAnswered: boolean; brokenCount: number; broken: { url: string; text: string; status: number }[] };
  /** /favicon.ico's status when the page declares no icon; null when not asked or not reached. */
  faviconIco: number | null;
  libraries: LibraryFact[];
  /**
   * The pages of this site the page links to, as the site review read them: those with a form to
   * write in (writeForms) or a hosted form (formService), and how many it did not read. Null where no other page was read (a review
   * of one page): nothing is known of them.
   */
  linkedForms: { pages: string[]; unread: number } | null;
  /** What the page's own code needs of its script files: render-blocking files it needs as the page loads, and what fails without a file that did not load. */
  scriptNeeds: ScriptNeeds;
}
