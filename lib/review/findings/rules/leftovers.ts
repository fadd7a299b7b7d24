import { plain, plural, quote, quoteList } from '../wording';
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
    cost: 'turns-away',
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
    cost: 'shows-broken',
    applies: (f) => f.leftovers.local > 0,
    weight: (f) => Math.min(25, 15 + 2 * f.leftovers.local),
    title: 'Remove addresses from the developer’s computer',
    evidence: (f) => [
      `${plural(f.leftovers.local, 'address', 'addresses')} in the page ${f.leftovers.local === 1 ? 'points' : 'point'} at a computer or a private network rather than the web (file:///, localhost, a private IP address or a name with no domain), e.g. ${f.leftovers.localExamples.slice(0, 3).map(plain).join('; ')}`,
    ],
    advice: 'Replace each with the file’s address on your own site; no visitor can reach files on the machine the site was built on.',
  },
  {
    id: 'staging-links',
    area: 'trust',
    cost: 'shows-broken',
    applies: (f) => f.leftovers.staging > 0,
    weight: 20,
    title: 'Point your menu at your own site',
    evidence: (f) => [
      `${plural(f.leftovers.staging, 'menu link')} ${f.leftovers.staging === 1 ? 'goes' : 'go'} to a staging or preview host instead of this site: ${f.leftovers.stagingExamples.slice(0, 3).map(plain).join('; ')}`,
    ],
    advice: 'Change these links to your own domain (relative links such as /about avoid the problem), and put the staging site behind a password.',
  },
  {
    id: 'template-code',
    area: 'trust',
    cost: 'shows-broken',
    applies: (f) => f.leftovers.templateCode > 0,
    weight: 15,
    title: 'Remove the template code from the page',
    evidence: (f) => [
      `${plural(f.leftovers.templateCode, 'piece')} of template code ${f.leftovers.templateCode === 1 ? 'stands' : 'stand'} in the page’s HTML as written, not filled in: ${f.leftovers.templateCodeExamples.slice(0, 3).map(quote).join(', ')}`,
    ],
    advice: 'Have the server fill in (or remove) each one, so the page carries only its content: search engines, and visitors whose script fails, read the code as it stands.',
  },
  {
    id: 'defunct-services',
    area: 'trust',
    cost: 'shows-broken',
    applies: (f) => f.leftovers.defunct > 0,
    weight: (f) => Math.min(12, 6 + 2 * f.leftovers.defunct),
    title: 'Remove links and files from services that have shut down',
    evidence: (f) => [
      `${plural(f.leftovers.defunct, 'address', 'addresses')} in the page ${f.leftovers.defunct === 1 ? 'points' : 'point'} at a service that no longer exists: ${f.leftovers.defunctExamples.slice(0, 3).map(plain).join('; ')}${f.leftovers.defunct > 3 ? `; and ${f.leftovers.defunct - 3} more` : ''}`,
    ],
    advice: 'Remove these links and scripts, or replace them with the service you use now: a dead link or script makes the site look abandoned.',
  },
  {
    id: 'offsite-menu-links',
    area: 'trust',
    cost: 'shows-broken',
    applies: (f) => f.leftovers.offSiteMenu > 0,
    weight: 10,
    title: 'Keep your menu on your own site',
    evidence: (f) => [
      `${plural(f.leftovers.offSiteMenu, 'menu link')} ${f.leftovers.offSiteMenu === 1 ? 'leaves' : 'leave'} this site (${plain(f.host)}) for another host, ${f.leftovers.offSiteMenuHosts.join(', ')}: ${f.leftovers.offSiteMenuExamples.slice(0, 3).map(plain).join('; ')}`,
    ],
    advice: 'Point the menu at this site’s own pages (relative links such as /blog keep visitors here); if that host is an old or a development copy of the site, take it down or redirect it.',
  },
  {
    id: 'placeholder-contact',
    area: 'trust',
    cost: 'shows-broken',
    applies: (f) => f.contact.placeholders.length > 0 || f.links.placeholderContacts.length > 0,
    weight: 20,
    title: 'Replace the placeholder contact details',
    evidence: (f) => [
      ...f.contact.placeholders.map((p) => `${quote(p.text)} is not a real ${p.kind === 'address' ? 'address' : p.kind === 'phone' ? 'phone number' : 'e-mail address'}: ${p.why}`),
      ...(f.links.placeholderContacts.length > 0 ? [`Links to stand-in numbers or addresses: ${f.links.placeholderContacts.slice(0, 3).map(plain).join(', ')}`] : []),
    ],
    advice: 'Put your real phone number, e-mail address and street address in their place: a visitor who calls or writes to a stand-in never reaches you.',
  },
  {
    id: 'filler-text',
    area: 'trust',
    cost: 'shows-broken',
    applies: (f) => f.leftovers.filler.length > 0,
    weight: 20,
    title: 'Replace the template’s filler text',
    evidence: (f) => [
      `Text left from a template or a draft${f.leftovers.fillerCount > 1 ? `, in ${plural(f.leftovers.fillerCount, 'place')}` : ''}: ${quoteList(f.leftovers.filler, 3)}`,
    ],
    advice: 'Write your own words in its place, or remove the section: filler tells visitors nobody finished the site.',
  },
  {
    // A theme's demo badge left on a picture box or a card: the page was built from the demo and never finished.
    id: 'sample-labels',
    area: 'trust',
    cost: 'shows-broken',
    applies: (f) => f.sampleLabels !== null,
    weight: 12,
    title: 'Remove the template’s sample labels',
    evidence: (f) => {
      const s = f.sampleLabels!;
      return [`${quoteList(s.examples, 3)} ${s.count === 1 ? 'stands alone as a label' : `${s.examples.length === 1 ? 'stands' : 'stand'} alone as a label in ${plural(s.count, 'place')}`}, in no sentence, link or menu: a template’s sample badge`];
    },
    advice: 'Remove each sample label and put your own picture or words where it stands: a template’s badge tells visitors nobody finished the site.',
  },
  {
    id: 'unfinished-notice',
    area: 'trust',
    cost: 'shows-broken',
    applies: (f) => f.unfinished.examples.length > 0 || f.unfinished.title !== null,
    weight: 15,
    title: 'Finish the parts the site says are not ready',
    evidence: (f) => [
      ...(f.unfinished.examples.length > 0 ? [`Text that tells visitors the site, or a part of it, is not finished or is still to come: ${quoteList(f.unfinished.examples, 3)}`] : []),
      ...(f.unfinished.title ? [`The page’s title tells visitors the site, or a part of it, is not finished or is still to come: ${quote(f.unfinished.title)}`] : []),
    ],
    advice: 'Put the missing content in place, or take the notice down with the empty section and its menu link until it is ready: a business site that says it is unfinished looks like a business nobody looks after.',
  },
  {
    id: 'stale-copyright',
    area: 'trust',
    cost: 'shows-broken',
    applies: (f) => Boolean(f.copyright?.stale),
    weight: 6,
    title: 'Update the copyright year',
    evidence: (f) => [`The copyright notice reads ${quote(f.copyright!.text)}, ${plural(f.copyright!.yearsAgo, 'year')} ago`],
    advice: 'Show the current year (or a range ending in it); an old year makes visitors wonder whether the business is still active.',
  },
  {
    id: 'stale-notice',
    area: 'trust',
    cost: 'shows-broken',
    applies: (f) => f.staleNotice !== null,
    weight: 5,
    title: (f) => (f.staleNotice!.kind === 'notice' ? 'Update or remove the old notice' : 'Show that the site is kept up to date'),
    evidence: (f) => [
      // The quote stands first: a count before a closing quote ("4 years ago: "…"") reads to the proof as the length of a list.
      f.staleNotice!.kind === 'notice'
        ? `${quote(f.staleNotice!.text)} is a notice dated ${f.staleNotice!.year}, ${plural(f.staleNotice!.yearsAgo, 'year')} ago`
        : `The newest date on the page, in ${quote(f.staleNotice!.text)}, is from ${f.staleNotice!.year}, ${plural(f.staleNotice!.yearsAgo, 'year')} ago`,
    ],
    advice: (f) =>
      f.staleNotice!.kind === 'notice'
        ? 'Take down notices whose date has passed, or replace them with what is true now: visitors read an old notice as a sign nobody looks after the site.'
        : 'If the page shows news or events, add what is current or take the old items down: a page whose newest date is years old looks abandoned.',
  },
  {
    id: 'stale-experience',
    area: 'trust',
    cost: 'shows-broken',
    applies: (f) => f.staleExperience !== null,
    weight: 5,
    title: 'Update the years-of-experience figure',
    evidence: (f) => {
      const e = f.staleExperience!;
      return [`The page says ${quote(e.claim)}${e.label ? ` over ${quote(e.label)}` : ''}, and also ${quote(e.start)}: from ${e.startYear} that is ${plural(e.years, 'year')} now, not ${e.claimed}`];
    },
    advice: 'Write the year you started instead (since 1996, say), which never goes out of date, or update the figure every year.',
  },
  {
    id: 'outdated-cms',
    area: 'trust',
    cost: 'unseen',
    applies: (f) => f.outdatedCms !== null,
    weight: 12,
    title: (f) => `Update ${f.outdatedCms!.name}`,
    evidence: (f) => [`The page announces ${f.outdatedCms!.name} ${f.outdatedCms!.version} in its code (${f.outdatedCms!.tag}); that version stopped getting security fixes in ${f.outdatedCms!.ended}`],
    advice: 'Move to a supported version (or off the CMS), and remove the generator tag: it tells attackers which known flaws to try.',
  },
  {
    id: 'flash',
    area: 'trust',
    cost: 'turns-away',
    applies: (f) => f.flash !== null,
    weight: 20,
    title: 'Replace the Flash content',
    evidence: (f) => [`The page embeds a Flash movie (${plain(f.flash!)}); no current browser plays Flash (support ended in January 2021), so visitors see only what is written in its place`],
    advice: 'Rebuild that part in HTML, with pictures or a video visitors can play.',
  },
  {
    id: 'outdated-libraries',
    area: 'trust',
    cost: 'unseen',
    applies: (f) => f.libraries.length > 0,
    weight: (f) => Math.min(15, 8 + 3 * f.libraries.length),
    title: 'Update the old JavaScript libraries',
    evidence: (f) => f.libraries.slice(0, 4).map((l) => `${l.name} ${l.version} (${plain(l.file)}): ${l.why}`),
    advice: 'Update to the current version (for WordPress, update WordPress and its theme), or remove the library if nothing uses it.',
  },
  {
    id: 'no-doctype',
    claimsAbsent: ['doctype'],
    area: 'trust',
    cost: 'unseen',
    applies: (f) => f.documentBasics.doctype === null,
    weight: 8,
    title: 'Add <!DOCTYPE html>',
    evidence: () => ['The page starts without a <!DOCTYPE> declaration, so browsers draw it in quirks mode, imitating browsers of the 1990s'],
    advice: 'Put <!DOCTYPE html> on the first line; then check the layout, which quirks mode may have been hiding.',
  },
  {
    id: 'no-charset',
    claimsAbsent: ['charset'],
    area: 'trust',
    cost: 'unseen',
    applies: (f) => f.documentBasics.charset === null,
    weight: 5,
    title: 'Declare the character set',
    evidence: () => ['Neither a <meta charset> in the page nor the server’s Content-Type header names a character set'],
    advice: 'Add <meta charset="utf-8"> as the first element in <head>, so accents, quotes and symbols never turn into garbage.',
  },
];
