/**
 * Leftovers from building the site, found by what they are: addresses on a developer's machine or a
 * private network, menus that send visitors to another host, filler and template text in any of its
 * forms (pseudo-Latin, "Your text here", a theme's name in the title, a developer's note in the
 * description), links written as "#" or "" that go nowhere, and e-mail addresses written as web
 * links. Hidden elements are no visitor's link. Pure: no I/O.
 */
import { isTag, type Element } from 'domhandler';
import ipaddr from 'ipaddr.js';
import { excerpt } from './text';
import { factLimits } from './limits';
import { attr, clip, hasAncestor, hiddenFromVisitor, isDeadHref, isWidgetControl, pushDistinct, rawText, resolve, squash, SVG, textBlocks, visibleText, type PageDocument } from './document';

/** Hosts that are a machine, not the web: localhost, loopback, a name with no dot, a local domain. */
const LOCAL_NAME = /^(localhost|0\.0\.0\.0|[a-z0-9-]+|[\w.-]+\.(?:local|localhost|test|internal|lan|home\.arpa|corp))$/i;
/** Hosts that are a site under construction: a staging or development name, or a host's preview domain. */
const STAGING_LABEL = /(^|[.-])(staging|stage|stg|dev|develop|development|test|testing|qa|uat|preview|sandbox|demo|beta|old|wip)(\d*)([.-]|$)/i;
const PREVIEW_DOMAIN =
  /\.(herokuapp\.com|netlify\.app|vercel\.app|pages\.dev|workers\.dev|wpengine\.com|wpenginepowered\.com|kinsta\.cloud|azurewebsites\.net|onrender\.com|web\.app|firebaseapp\.com|ngrok\.io|ngrok-free\.app|surge\.sh|webflow\.io)$/i;
/** Attributes that hold addresses the browser or a script loads or follows. */
const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'action', 'poster', 'data', 'data-src', 'data-srcset', 'data-bg', 'data-background', 'data-href', 'data-full-res', 'data-lazy-src', 'data-original'];

/** Distinctive words of pseudo-Latin filler (lorem ipsum and its generators' variants); four of them close together are filler. */
const LATIN_FILLER = new Set(
  `lorem ipsum dolor amet consectetur consectetuer adipiscing adipisicing elit eiusmod tempor incididunt labore dolore aliqua veniam nostrud
  exercitation ullamco laboris aliquip commodo consequat aute irure reprehenderit voluptate velit cillum fugiat pariatur excepteur occaecat
  cupidatat proident officia deserunt mollit laborum vestibulum pellentesque maecenas curabitur aenean fusce donec vivamus phasellus quisque
  mauris suspendisse praesent sapien tincidunt ultricies ligula feugiat facilisis ornare eleifend lacinia rhoncus porttitor dapibus
  sollicitudin condimentum fringilla hendrerit imperdiet malesuada pharetra placerat pulvinar sagittis scelerisque tristique ullamcorper
  vehicula venenatis viverra vulputate accumsan aliquam bibendum blandit congue convallis dignissim efficitur egestas elementum euismod
  faucibus fermentum gravida iaculis interdum luctus mattis molestie nibh posuere pretium purus rutrum semper suscipit tellus tempus tortor
  turpis ultrices varius volutpat neque porro quisquam dolorem adipisci numquam eius tempora incidunt voluptatem sint nulla quis nisi enim`.split(/\s+/),
);

/** Template and draft text, whatever words surround it. */
const FILLER: readonly RegExp[] = [
  /\blorem ipsum\b/i,
  /\bblah(?:[\s,.!]+blah)+\b/i,
  /\b(?:sample|dummy|demo) (?:text|content|copy|heading|headline|title|paragraph|description)\b/i,
  /\b(?:your|insert|add|enter|type|put|write) (?:your |the |a |some )?(?:text|content|copy|title|heading|headline|tagline|description|caption|subtitle|slogan|paragraph|company name|business name|name|logo)(?: goes)? here\b/i,
  /\b(?:company|business|brand|site|your) name here\b/i,
  /\b(?:description|text|copy|content|caption) goes here\b/i,
  /\bthings and stuff\b/i,
  /\bjust another wordpress site\b/i,
  /\bthis is an example page\b/i,
  /\bwelcome to wordpress\. this is your first post\b/i,
  /\b(?:TODO|FIXME)\b:?/,
];
/**
 * A template's sample person, where a name stands on its own (a testimonial's signature, a team
 * card): "John Doe", "— Jane Doe, CEO". Within a sentence ("a John Doe lawsuit") it is a word of law.
 */
const SAMPLE_PERSON = /^[-–—~\s]*(?:john|jane) doe(?:\s*(?:[,|–—-].{0,40})?)$/i;
/** A developer's note where the page should describe itself (the title, the meta description). */
const DEVELOPER_NOTE = /\b(?:TODO|FIXME)\b|\bthis is (?:the|a|my|an) (?:meta )?description\b|\b(?:meta )?description (?:goes )?here\b|\b(?:change|replace|edit|update) (?:this|me)\b|\bplaceholder\b|\b(?:add|write|insert|enter) (?:a |the |your )?(?:meta )?description\b|\blorem ipsum\b/i;
/** A theme's or template's name left in the title: "(Blue Theme)", "… – Responsive HTML5 Template". */
const THEME_IN_TITLE = /\(([^)]*\b(?:theme|template)\b[^)]*)\)|\b(?:wordpress|html5?|bootstrap|responsive|one[- ]?page|landing page|joomla|wix|elementor|divi)\s+(?:theme|template)\b|\bdemo (?:site|page)\b/i;
/** What a template's headings, buttons and links say before anyone writes them. */
const TEMPLATE_TEXTS = new Set([
  'hello world!', 'hello world', 'sample page', 'button text', 'button', 'link text', 'heading', 'subheading', 'sub heading', 'heading text',
  'title text', 'sample text', 'sample title', 'sample heading', 'your title', 'your heading', 'page title', 'section title', 'untitled',
  'text here', 'title here', 'heading here', 'headline here', 'your headline', 'click here to edit', 'edit this text',
]);

/** A link in the site's navigation: a <nav>, a header, a menu by its id or class, or a list of three or more links. */
const inNavigation = (el: Element): boolean => {
  for (let p = el.parent; p; p = p.parent) {
    if (!isTag(p)) continue;
    if (p.name === 'nav' || p.name === 'header' || attr(p, 'role') === 'navigation') return true;
    if (/\b(?:nav|menu|navbar|navigation)\b/i.test(`${attr(p, 'id') ?? ''} ${attr(p, 'class') ?? ''}`)) return true;
    if ((p.name === 'ul' || p.name === 'ol') && p.children.filter((li) => isTag(li) && li.name === 'li' && li.children.some((c) => isTag(c) && c.name === 'a')).length >= 3) return true;
  }
  return false;
};

/** Services that have shut down, by the host a page links to or loads them from. */
const DEFUNCT_SERVICES: { host: RegExp; name: string }[] = [
  { host: /(^|\.)plus\.google\.com$/i, name: 'Google+, closed in April 2019' },
  { host: /(^|\.)businesscatalyst\.com$/i, name: 'Adobe Business Catalyst, closed in March 2021' },
  { host: /(^|\.)addthis\.com$/i, name: 'AddThis, closed in May 2023' },
  { host: /(^|\.)wibiya\.com$/i, name: 'the Wibiya toolbar, which has shut down' },
  { host: /(^|\.)vine\.co$/i, name: 'Vine, closed in January 2017' },
  { host: /(^|\.)stumbleupon\.com$/i, name: 'StumbleUpon, closed in June 2018' },
  { host: /^picasaweb\.google\.com$/i, name: 'Picasa Web Albums, closed in 2016' },
];
/** Template code a server should have replaced: a CMS's tag (<jdoc:include>), or template syntax in the text. */
const TEMPLATE_TAG = /^(?!svg:|xlink:|xml:|o:|v:|w:|m:|st\d:|fb:|g:|og:)[a-z][\w-]*:[\w:-]+$/i;
const TEMPLATE_SYNTAX = /\{\{[^{}]{1,60}\}\}|\{%[^%]{1,60}%\}|<\?php|<%=?[^%]{1,60}%>|\[(?:[a-z][\w-]{2,})(?:\s+[\w-]+=["'][^\]]*["'])+\s*\/?\]/i;

/** A machine's or a private network's address: loopback, a bare name, a local domain, 10/8, 192.168/16… */
function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (ipaddr.isValid(host)) return ipaddr.process(host).range() !== 'unicast';
  return LOCAL_NAME.test(host);
}

/** The first run of pseudo-Latin in a block: four distinctive filler words within twelve. */
function pseudoLatin(block: string): { index: number; length: number } | null {
  const words = [...block.matchAll(/[a-z]+/gi)];
  for (let i = 0; i < words.length; i++) {
    if (!LATIN_FILLER.has(words[i]![0].toLowerCase())) continue;
    const seen = new Set<string>();
    for (const w of words.slice(i, i + 12)) if (LATIN_FILLER.has(w[0].toLowerCase())) seen.add(w[0].toLowerCase());
    if (seen.size >= 4) return { index: words[i]!.index!, length: words[i]![0].length };
  }
  return null;
}

/** Where filler starts in a text: a run of pseudo-Latin, or one of the template phrases. */
function firstFiller(text: string): { index: number; length: number } | null {
  const latin = pseudoLatin(text);
  if (latin) return latin;
  const match = FILLER.map((p) => p.exec(text)).find((m) => m !== null);
  return match ? { index: match.index, length: match[0].length } : null;
}

/** What a site calls its own sections: a menu link with one of these names is meant to stay on the site. */
const SECTION_NAMES = new Set([
  'home', 'about', 'about us', 'team', 'our team', 'staff', 'services', 'our services', 'blog', 'news', 'contact', 'contact us', 'gallery',
  'menu', 'menus', 'faq', 'faqs', 'testimonials', 'reviews', 'careers', 'locations', 'location', 'pricing', 'prices', 'specials', 'events',
  'portfolio', 'practice areas', 'patient information', 'new patients', 'resources', 'products', 'shop', 'store', 'book', 'booking',
]);
/** Platforms a business rightly sends visitors to from its menu: social networks, review sites, blog and shop hosts, maps. */
const PLATFORMS =
  /(?:^|\.)(?:facebook|instagram|twitter|x|linkedin|youtube|youtu|tiktok|pinterest|yelp|tripadvisor|google|goo|medium|substack|blogspot|wordpress|tumblr|etsy|amazon|shopify|square|squareup|opentable|resy|doordash|ubereats|grubhub|calendly|zocdoc|eventbrite|paypal|spotify|apple|vimeo|flickr|houzz|nextdoor|avvo|justia|healthgrades|thumbtack|angi|bbb)\.[a-z.]+$/i;

export function leftoverFacts(d: PageDocument) {
  const { tags, all, base, pageUrl } = d;
  const ownHost = pageUrl?.host.toLowerCase() ?? '';

  // Addresses on a developer's machine, and menus that leave for another host.
  const leftovers = {
    local: 0,
    localExamples: [] as string[],
    staging: 0,
    stagingExamples: [] as string[],
    /** Menu links that leave for another host: a section of the site by its name (Blog, Team), or a page this page also links to here. */
    offSiteMenu: 0,
    offSiteMenuExamples: [] as string[],
    offSiteMenuHosts: [] as string[],
    filler: [] as string[],
    fillerCount: 0,
    /** Links to and files from services that have shut down. */
    defunct: 0,
    defunctExamples: [] as string[],
    /** Template code left in the page: a CMS tag or template syntax the server did not replace. */
    templateCode: 0,
    templateCodeExamples: [] as string[],
  };
  const noteLocal = (el: Element, name: string, address: string) => {
    leftovers.local += 1;
    pushDistinct(leftovers.localExamples, clip(`<${el.name} ${name}="${address}">`, 140), factLimits.examples);
  };
  const ownPaths = new Set(
    tags('a')
      .map((a) => resolve(attr(a, 'href'), base))
      .filter((u): u is URL => u !== null && u.host.toLowerCase() === ownHost)
      .map((u) => u.pathname.replace(/\/(?:index\.html?)?$/, '') || '/'),
  );
  const defunctSeen = new Set<string>();
  const noteDefunct = (address: string, host: string) => {
    const service = DEFUNCT_SERVICES.find((s) => s.host.test(host));
    if (!service || defunctSeen.has(address)) return;
    defunctSeen.add(address);
    leftovers.defunct += 1;
    pushDistinct(leftovers.defunctExamples, clip(`${address} (${service.name})`, 160), factLimits.examples);
  };
  for (const el of all) {
    if (TEMPLATE_TAG.test(el.name) && !hasAncestor(el, SVG)) {
      leftovers.templateCode += 1;
      pushDistinct(leftovers.templateCodeExamples, clip(`<${el.name}>`, 60), factLimits.examples);
    }
    // An off-site <base> is a finding of its own (base-off-site).
    if (el.name === 'base') continue;
    for (const name of URL_ATTRIBUTES) {
      const value = attr(el, name);
      if (!value || !value.trim()) continue;
      for (const candidate of name.endsWith('srcset') ? value.split(',').map((c) => c.trim().split(/\s+/)[0] ?? '') : [value]) {
        const trimmed = candidate.trim();
        if (/^file:/i.test(trimmed)) {
          noteLocal(el, name, trimmed);
          continue;
        }
        if (!/^(https?:)?\/\//i.test(trimmed)) continue;
        const target = resolve(trimmed, base);
        if (!target || target.host.toLowerCase() === ownHost) continue;
        noteDefunct(trimmed, target.hostname);
        if (isLocalHost(target.hostname)) {
          noteLocal(el, name, trimmed);
          continue;
        }
        if (el.name !== 'a' || name !== 'href' || !inNavigation(el) || hiddenFromVisitor(el) || d.isFirstParty(target.hostname.toLowerCase())) continue;
        const label = `${d.accessibleName(el) || '(no text)'} → ${trimmed}`;
        if (STAGING_LABEL.test(target.hostname) || PREVIEW_DOMAIN.test(target.hostname)) {
          leftovers.staging += 1;
          pushDistinct(leftovers.stagingExamples, clip(label, 140), factLimits.examples);
          continue;
        }
        const path = target.pathname.replace(/\/(?:index\.html?)?$/, '') || '/';
        const section = SECTION_NAMES.has(d.accessibleName(el).toLowerCase().replace(/[^a-z ]+/g, ' ').trim());
        if (!PLATFORMS.test(target.hostname) && (section || (path !== '/' && ownPaths.has(path)))) {
          leftovers.offSiteMenu += 1;
          pushDistinct(leftovers.offSiteMenuExamples, clip(label, 140), factLimits.examples);
          pushDistinct(leftovers.offSiteMenuHosts, target.host.toLowerCase(), 3);
        }
      }
    }
  }

  // Files written in by inline scripts (document.write of a <script src>) from a service that has shut down.
  for (const script of tags('script')) {
    if (attr(script, 'src') !== undefined) continue;
    for (const match of rawText(script).matchAll(/(?:https?:)?\/\/([a-z0-9.-]+\.[a-z]{2,})[^\s"'\\<>)]*/gi)) noteDefunct(match[0], match[1]!);
  }

  // Filler: one quote per block of text, from where the filler starts; then the title, the description and image alts.
  const body = tags('body')[0];
  const noteFiller = (text: string) => {
    leftovers.fillerCount += 1;
    pushDistinct(leftovers.filler, text, factLimits.examples);
  };
  for (const block of textBlocks(body ? [body] : d.doc.children)) {
    const found = firstFiller(block);
    if (found) noteFiller(excerpt(block, found.index, found.length));
    else if (SAMPLE_PERSON.test(block)) noteFiller(clip(block, factLimits.shortText));
    const code = TEMPLATE_SYNTAX.exec(block);
    if (code) {
      leftovers.templateCode += 1;
      pushDistinct(leftovers.templateCodeExamples, clip(code[0], 60), factLimits.examples);
    }
  }
  for (const el of [...tags('h1'), ...tags('h2'), ...tags('h3'), ...tags('h4'), ...tags('a'), ...tags('button')]) {
    if (hiddenFromVisitor(el, false)) continue;
    const shown = squash(visibleText(el.children));
    if (TEMPLATE_TEXTS.has(shown.toLowerCase())) noteFiller(clip(shown, factLimits.shortText));
  }
  const title = squash(tags('title').map(rawText).join(' '));
  const themeInTitle = THEME_IN_TITLE.exec(title);
  if (themeInTitle) noteFiller(`${clip(title, factLimits.shortText)} (the page title)`);
  const description = squash(d.metaContent('description') ?? '');
  if (DEVELOPER_NOTE.test(description)) noteFiller(`${clip(description, factLimits.shortText)} (the meta description)`);
  else if (DEVELOPER_NOTE.test(title)) noteFiller(`${clip(title, factLimits.shortText)} (the page title)`);
  for (const img of tags('img')) {
    const alt = squash(attr(img, 'alt') ?? '');
    if (alt && firstFiller(alt)) noteFiller(`${clip(alt, factLimits.shortText)} (an image's alt text)`);
  }

  // Links written as "#" or "" where a page should be: visible text, and nothing that makes them a widget's control.
  const deadLinks = { count: 0, examples: [] as string[] };
  // E-mail addresses written as web links (https://name@mail.com) or as a page of this site (href="name@mail.com").
  const mistypedEmailLinks = { count: 0, examples: [] as string[] };
  for (const a of tags('a')) {
    const href = attr(a, 'href');
    if (href === undefined || hiddenFromVisitor(a)) continue;
    const trimmed = href.trim();
    if (/^(?:https?:)?\/\/[^/?#]*@[^/?#]+\.[a-z]{2,}\/?$/i.test(trimmed) || /^[\w.%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/i.test(trimmed) || /^mailto:\s*$/i.test(trimmed)) {
      mistypedEmailLinks.count += 1;
      pushDistinct(mistypedEmailLinks.examples, clip(`<a href="${trimmed}">${visibleText(a.children)}</a>`, 120), factLimits.examples);
      continue;
    }
    if (!isDeadHref(trimmed)) continue;
    const shown = visibleText(a.children, { skipAriaHidden: true });
    if (!shown || !/[\p{L}]{2}/u.test(shown) || isWidgetControl(a)) continue;
    deadLinks.count += 1;
    pushDistinct(deadLinks.examples, clip(shown, 60), factLimits.examples);
  }

  return { leftovers, deadLinks, mistypedEmailLinks };
}

export type LeftoverFacts = ReturnType<typeof leftoverFacts>;
