import { plain, plural, quote, quoteList } from '../format';
import type { Rule } from './types';

/**
 * What a business owner would be most embarrassed by: a page that still carries its build (a <base>
 * or files on a developer's machine, a staging host in the menu, filler text), shows its age (a
 * stale copyright year, a library with published flaws), or skips the document's basics. Each
 * quotes what the page's code shows.
 */
export const trustLeftoverRules: Rule[] = [
  {
    id: 'base-off-site',
    area: 'trust',
    applies: (f) => Boolean(f.baseHref?.offSite),
    weight: 35,
    title: 'Point the page’s <base> at your own site',
    evidence: (f) => [
      `The page's <base href> is ${plain(f.baseHref!.href)}, so every relative link, image, stylesheet and script on it resolves there instead of on this site`,
    ],
    advice: 'Remove the <base> element or set it to your own address; it is usually left over from building the site on another machine.',
  },
  {
    id: 'build-leftover-links',
    area: 'trust',
    applies: (f) => f.leftovers.local > 0,
    weight: (f) => Math.min(25, 15 + 2 * f.leftovers.local),
    title: 'Remove addresses from the developer’s computer',
    evidence: (f) => [
      `${plural(f.leftovers.local, 'address', 'addresses')} in the page ${f.leftovers.local === 1 ? 'points' : 'point'} at a computer rather than the web (file:///, localhost or a local network name), e.g. ${f.leftovers.localExamples.slice(0, 3).map(plain).join('; ')}`,
    ],
    advice: 'Replace each with the file’s address on your own site; no visitor can reach files on the machine the site was built on.',
  },
  {
    id: 'staging-links',
    area: 'trust',
    applies: (f) => f.leftovers.staging > 0,
    weight: 20,
    title: 'Point your menu at your own site',
    evidence: (f) => [
      `${plural(f.leftovers.staging, 'menu link')} ${f.leftovers.staging === 1 ? 'goes' : 'go'} to a staging or preview host instead of this site: ${f.leftovers.stagingExamples.slice(0, 3).map(plain).join('; ')}`,
    ],
    advice: 'Change these links to your own domain (relative links such as /about avoid the problem), and put the staging site behind a password.',
  },
  {
    id: 'filler-text',
    area: 'trust',
    applies: (f) => f.leftovers.filler.length > 0,
    weight: 20,
    title: 'Replace the template’s filler text',
    evidence: (f) => [`Text left from a template or a draft: ${quoteList(f.leftovers.filler, 3)}`],
    advice: 'Write your own words in its place, or remove the section: filler tells visitors nobody finished the site.',
  },
  {
    id: 'stale-copyright',
    area: 'trust',
    applies: (f) => Boolean(f.copyright?.stale),
    weight: 6,
    title: 'Update the copyright year',
    evidence: (f) => [`The copyright notice reads ${quote(f.copyright!.text)}, ${plural(f.copyright!.yearsAgo, 'year')} ago`],
    advice: 'Show the current year (or a range ending in it); an old year makes visitors wonder whether the business is still active.',
  },
  {
    id: 'stale-notice',
    area: 'trust',
    applies: (f) => f.staleNotice !== null,
    weight: 5,
    title: 'Update or remove the old notice',
    evidence: (f) => [`A dated notice from ${f.staleNotice!.year}, ${plural(f.staleNotice!.yearsAgo, 'year')} ago: ${quote(f.staleNotice!.text)}`],
    advice: 'Take down notices whose date has passed, or replace them with what is true now: visitors read an old notice as a sign nobody looks after the site.',
  },
  {
    id: 'outdated-libraries',
    area: 'trust',
    applies: (f) => f.libraries.length > 0,
    weight: (f) => Math.min(15, 8 + 3 * f.libraries.length),
    title: 'Update the old JavaScript libraries',
    evidence: (f) => f.libraries.slice(0, 4).map((l) => `${l.name} ${l.version} (${plain(l.file)}): ${l.why}`),
    advice: 'Update to the current version (for WordPress, update WordPress and its theme), or remove the library if nothing uses it.',
  },
  {
    id: 'no-doctype',
    area: 'trust',
    applies: (f) => f.documentBasics.doctype === null,
    weight: 8,
    title: 'Add <!DOCTYPE html>',
    evidence: () => ['The page starts without a <!DOCTYPE> declaration, so browsers draw it in quirks mode, imitating browsers of the 1990s'],
    advice: 'Put <!DOCTYPE html> on the first line; then check the layout, which quirks mode may have been hiding.',
  },
  {
    id: 'no-charset',
    area: 'trust',
    applies: (f) => f.documentBasics.charset === null,
    weight: 5,
    title: 'Declare the character set',
    evidence: () => ['Neither a <meta charset> in the page nor the server’s Content-Type header names a character set'],
    advice: 'Add <meta charset="utf-8"> as the first element in <head>, so accents, quotes and symbols never turn into garbage.',
  },
];
