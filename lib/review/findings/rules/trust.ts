import type { ReviewFacts } from '../../facts';
import { andList, plain, plural } from '../wording';
import type { Rule } from './types';

const securityHeaders = (f: ReviewFacts) =>
  (
    [
      [f.security.csp, 'Content-Security-Policy', 4],
      [f.security.frameProtection, 'X-Frame-Options (or CSP frame-ancestors)', 3],
      [f.security.noSniff, 'X-Content-Type-Options', 2],
      [f.security.referrerPolicy, 'Referrer-Policy', 1],
      [f.security.permissionsPolicy, 'Permissions-Policy', 1],
    ] as const
  ).filter(([present]) => !present);

/** What the page collects from its visitors, in words: a form that sends their details (not a search box), an analytics tag. */
function collects(f: ReviewFacts): string[] {
  const what: string[] = [];
  if (f.forms.actionForms > 0) what.push(f.forms.actionForms === 1 ? 'a form' : `${plural(f.forms.actionForms, 'form')}`);
  else if (f.links.formService) what.push(`a form on ${plain(f.links.formService)}`);
  if (f.analytics.ga4 || f.analytics.universal) what.push('an analytics tag');
  return what;
}

const kindOf: Record<string, string> = { image: 'an image', script: 'a script', font: 'a font' };

/** What fails on the page without a script file that did not load, in words: each piece of its own code that uses the library, and what that code runs. */
function whatBreaks(f: ReviewFacts, file: string): string {
  const broken = f.scriptNeeds.broken.find((b) => b.file === file);
  if (!broken) return '';
  const failures = broken.failures.slice(0, 3).map((failure) => {
    if (failure.where === 'file') return `${failure.code}, which uses it as it loads, fails too`;
    if (failure.where === 'event') return `${failure.controls[0]} runs "${failure.code}", which fails`;
    return `an inline script stops at "${failure.code}" as the page loads${failure.controls.length ? `, so what it does to ${andList(failure.controls)} never happens` : ''}`;
  });
  return `, so ${broken.library} is missing and the page’s own code that uses it fails: ${failures.join('; ')}`;
}

/** The kinds of file a visitor sees missing. */
const SEEN_FILES = new Set(['image', 'stylesheet', 'script', 'font']);

export const trustRules: Rule[] = [
  {
    id: 'broken-files',
    namesFileAnswers: 'requested',
    // Filed where it harms: a file that answers 404 costs a phone almost nothing (Lighthouse measures
    // such a page faster), but a missing image, stylesheet or script is a broken page to a visitor.
    area: 'trust',
    // A missing image, stylesheet, script or font is seen; a missing manifest or icon file is not.
    cost: (f) => (f.performance.broken.some((b) => SEEN_FILES.has(b.type)) ? 'shows-broken' : 'unseen'),
    applies: (f) => f.performance.broken.length > 0,
    // A missing library the page's own code calls breaks what that code runs (a menu, a slider): said here, with the file, never twice.
    weight: (f) => Math.min(20, 6 + 2 * f.performance.counts.broken + (f.scriptNeeds.broken.length > 0 ? 6 : 0)),
    title: 'Fix the broken files',
    evidence: (f) => [
      ...f.performance.broken
        .slice(0, 11)
        .map((b) => `${b.servedAs ? `${b.file} answers with a web page (${b.servedAs}), not ${kindOf[b.type] ?? 'the file'}` : `${b.file} answers ${b.status}`}${b.type === 'script' ? whatBreaks(f, b.file) : ''}`),
      ...(f.performance.counts.broken > 11 ? [`and ${f.performance.counts.broken - 11} more`] : []),
    ],
    advice: (f) => {
      const needed = f.scriptNeeds.broken.map((b) => b.file);
      const restore = needed.length ? `Restore ${needed.join(' and ')} first: the page’s own code needs ${needed.length === 1 ? 'it' : 'them'}, so removing the reference would not mend what breaks. ` : '';
      const others = f.performance.broken.length > needed.length ? `Restore or remove ${needed.length ? 'the other' : 'these'} references: each is a wasted request, and a missing image, font or script shows visitors a broken page.` : '';
      return `${restore}${others}`.trim();
    },
  },
  {
    // Not a broken page: no element of the page uses these rules (or the file is another source of a
    // font face), so a browser never asks for them on the first load. A leftover in the stylesheet.
    id: 'stylesheet-missing-files',
    namesFileAnswers: 'latent',
    area: 'trust',
    cost: 'unseen',
    applies: (f) => f.performance.latentMissing.length > 0,
    // A picture shown on hover or focus is missing for every visitor who points at its element; the rest no visitor of this page sees.
    weight: (f) => (f.performance.latentMissing.some((m) => m.onState) ? 4 : 2),
    title: 'Clear the stylesheet of files that no longer exist',
    evidence: (f) => {
      const onState = f.performance.latentMissing.filter((m) => m.onState);
      const unused = f.performance.latentMissing.filter((m) => !m.onState);
      const one = unused.length === 1;
      return [
        ...onState.slice(0, 4).map((m) => `${m.file} answers ${m.status}: a stylesheet shows it for ${plain(m.onState!)}, an element this page has, so it is missing whenever a visitor points at, focuses or opens it`),
        ...(onState.length > 4 ? [`and ${onState.length - 4} more shown the same way`] : []),
        ...unused.slice(0, 8).map((m) => `${m.file} answers ${m.status}`),
        ...(unused.length > 8 ? [`and ${unused.length - 8} more`] : []),
        ...(unused.length
          ? [`A stylesheet names ${one ? 'it' : 'them'}, but no element of this page uses ${one ? 'that rule' : 'those rules'} on a phone’s first load (or ${one ? 'it is' : 'they are'} another format of a font it loads), so visitors do not see ${one ? 'it' : 'them'} missing`]
          : []),
      ];
    },
    advice: 'Remove the rules and font sources that name these files, or restore the files if a page still needs them: a leftover reference breaks the first page that uses it.',
  },
  {
    id: 'no-https',
    siteScoped: true,
    area: 'trust',
    cost: 'warns',
    applies: (f) => !f.https,
    weight: 30,
    title: 'Move the site to HTTPS',
    evidence: (f) => [`The page is served over plain http: ${plain(f.finalUrl)}`],
    advice: 'Install a certificate and redirect http to https: browsers mark plain-http pages as not secure, right next to your name.',
  },
  {
    id: 'mixed-content',
    area: 'trust',
    cost: 'warns',
    applies: (f) => f.https && f.resources.insecure > 0,
    weight: 15,
    title: 'Load everything over HTTPS',
    evidence: (f) => [`${plural(f.resources.insecure, 'file')} load over plain http on an https page, e.g. ${f.resources.insecureExamples.slice(0, 2).map(plain).join(', ')}`],
    advice: 'Change those addresses to https; browsers block or flag them.',
  },
  {
    id: 'no-hsts',
    siteScoped: true,
    area: 'trust',
    cost: 'hardening',
    applies: (f) => f.https && !f.security.hsts,
    weight: 6,
    title: 'Turn on HSTS',
    evidence: () => ['No Strict-Transport-Security header'],
    advice: 'Send Strict-Transport-Security so browsers always use HTTPS.',
  },
  {
    id: 'placeholder-images',
    area: 'trust',
    cost: 'shows-broken',
    applies: (f) => f.images.placeholders > 0,
    weight: (f) => Math.min(15, 8 + 2 * f.images.placeholders),
    title: 'Replace the placeholder images',
    evidence: (f) => [`${plural(f.images.placeholders, 'image')} ${f.images.placeholders === 1 ? 'is a stand-in, not a picture' : 'are stand-ins, not pictures'} of the business (from a placeholder service, holder.js or a shop platform’s picture for a product without one), e.g. ${f.images.placeholderExamples.slice(0, 2).map(plain).join(', ')}`],
    advice: 'Stand-in pictures tell visitors the site is unfinished: show your own photos of the place, the people and the work.',
  },
  {
    id: 'security-headers',
    siteScoped: true,
    area: 'trust',
    cost: 'hardening',
    applies: (f) => securityHeaders(f).length > 0,
    weight: (f) => securityHeaders(f).reduce((sum, [, , weight]) => sum + weight, 0),
    title: 'Add security headers',
    evidence: (f) => [`Missing: ${securityHeaders(f).map(([, name]) => name).join(', ')}`],
    advice: 'Your host or CDN can add them in one configuration change.',
  },
  {
    id: 'no-privacy-link',
    claimsAbsent: ['privacy-link'],
    area: 'trust',
    cost: 'hinders',
    // A policy is owed where the page collects something: a form's fields, or an analytics tag.
    applies: (f) => !f.links.privacyPolicy && collects(f).length > 0,
    weight: 5,
    title: 'Link your privacy policy',
    evidence: (f) => [`No link on the page mentions a privacy policy, though it collects visitors’ data: ${collects(f).join(' and ')}`],
    advice: (f) => (f.forms.actionForms > 0 || f.links.formService ? 'Link it in the footer and next to the form.' : 'Link it in the footer.'),
  },
  {
    id: 'no-favicon',
    claimsAbsent: (f) => (f.malformedIcon ? [] : ['icon-link']),
    siteScoped: true,
    area: 'trust',
    cost: 'unseen',
    // Browsers ask for /favicon.ico when no icon is declared: a site that answers it has a favicon.
    applies: (f) => !f.favicon && !(f.faviconIco !== null && f.faviconIco < 400),
    weight: 3,
    title: (f) => (f.malformedIcon ? 'Fix the favicon link' : 'Add a favicon'),
    evidence: (f) =>
      f.malformedIcon
        ? [`${plain(f.malformedIcon)} is not an icon link: rel needs the word icon${f.faviconIco !== null ? `, and /favicon.ico answers ${f.faviconIco}` : ''}`]
        : [`No icon link in the page’s <head>${f.faviconIco !== null ? `, and /favicon.ico answers ${f.faviconIco}` : ''}`],
    advice: (f) => (f.malformedIcon ? 'Write rel="icon" (rel="shortcut icon" also works) so browsers show your icon in tabs and bookmarks.' : 'A favicon makes your tab and bookmarks recognisable.'),
  },
];
