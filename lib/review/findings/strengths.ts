/**
 * What is working on a page: a judgement, like the findings, made here from the facts so the writers
 * only word it. Strengths, each from a fact that shows it, and each only when the facts that would
 * contradict it were checked: praise for images needs no unnamed image link and no alt text shared
 * by many; for calls to action, that they lead somewhere and no link goes nowhere; for the files,
 * that every one the page loads was fetched, none left to a script. Speed figures are not praised
 * here: the report's speed lines say them, with what measured them (report/lab-text.ts).
 */
import { formatBytes } from '@/lib/review/format-bytes';
import type { ReviewFacts } from '../facts';
import type { LabWeight } from '../facts/lab';
import { searchLimits } from './rules/search';
import { plain, plural, quote, quoteList } from './wording';

/** Each strength with what it is about, so a site review can keep those that hold on every page read. */
export function strengthItems(facts: ReviewFacts): { id: string; text: string }[] {
  const l = searchLimits;
  const p = facts.performance;
  const out: { id: string; text: string }[] = [];
  const add = (id: string, text: string) => out.push({ id, text });
  const allMeasured = p.unreachable === 0 && p.notFetched === 0 && facts.images.scriptOnly === 0 && facts.leftovers.local === 0;
  const images = facts.images;
  if (facts.https) add('https', facts.security.hsts ? 'Served over HTTPS, with a Strict-Transport-Security header.' : 'Served over HTTPS.');
  if (facts.title && facts.title.length >= l.titleMin && facts.title.length <= l.titleMax && facts.leftovers.filler.length === 0 && facts.unfinished.title === null) {
    add('title', `The title, ${quote(facts.title.text)}, is ${facts.title.length} characters: a good length for search results.`);
  }
  if (
    facts.description &&
    facts.description.length >= l.descriptionMin &&
    facts.description.length <= l.descriptionMax &&
    !facts.descriptionRepeatsTitle &&
    facts.leftovers.filler.length === 0
  ) {
    add('description', `The meta description is ${facts.description.length} characters, a good length for search results.`);
  }
  if (facts.headings.h1Count === 1 && facts.headings.h1[0] && !facts.headings.h1IsLogo) add('h1', `One clear main heading: ${quote(facts.headings.h1[0])}.`);
  if (facts.lang) add('lang', `The page declares its language (${plain(facts.lang)}).`);
  if (facts.viewport && !facts.viewport.blocksZoom) add('viewport', 'A mobile viewport is set and zooming is allowed.');
  // Not for stand-in pictures: their alt texts describe photos that are not there yet.
  if (images.total > 0 && images.placeholders === 0 && images.missingAlt === 0 && images.decorativeLinks === 0 && (images.sharedAlt?.count ?? 0) < 3 && images.vagueAlt === 0 && !images.decorativeLogo && !images.sameAltLinks) {
    add('images', facts.images.total === 1 ? 'The one image has alt text or is marked decorative.' : `All ${plural(facts.images.total, 'image')} have alt text or are marked decorative.`);
  }
  if (facts.forms.fields > 0 && facts.forms.unlabelled === 0 && facts.forms.fields > facts.forms.searchForms) {
    add('forms', facts.forms.fields === 1 ? 'The one form field has a label.' : `All ${plural(facts.forms.fields, 'form field')} have labels.`);
  }
  const everyLinkLeads =
    facts.ctas.dead === 0 && facts.deadLinks.count === 0 && facts.siteLinks.brokenCount === 0 && facts.mistypedEmailLinks.count === 0 && facts.links.placeholderContacts.length === 0 && facts.links.wrongCountryTel.length === 0;
  if (facts.ctas.live > 0 && everyLinkLeads) {
    add('ctas', `Calls to action that lead somewhere, e.g. ${quoteList(facts.ctas.liveExamples, 2)}.`);
  }
  if (facts.links.tel > 0 && facts.links.placeholderContacts.length === 0 && facts.links.wrongCountryTel.length === 0) add('tel', `A tap-to-call phone link (${plural(facts.links.tel, 'tel: link')}).`);
  const business = facts.structuredData.business;
  if (business && facts.structuredData.unknownTypes.length === 0 && facts.structuredData.invalidJsonLd === 0) add('structured', `Structured data names who the page is about: ${/^[AEIOU]/.test(business.type) ? 'an' : 'a'} ${plain(business.type)}, ${quote(business.name)}.`);
  if (p.totalBytes < 1_000_000 && allMeasured && p.broken.length === 0 && p.largeImages.length === 0) add('light', `Light: the page and the files its HTML and stylesheets load weigh ${formatBytes(p.totalBytes)} in ${plural(p.requests, 'request')}.`);
  if (p.renderBlocking.scripts.length === 0 && facts.phoneRedirect === null) add('blocking', 'No script file in <head> holds the first paint.');
  if (p.broken.length === 0 && p.requests > 1 && allMeasured) add('files', `Every file the page's HTML and stylesheets load answered (${plural(p.requests - 1, 'file')}).`);
  if (facts.siteLinks.checked > 0 && facts.siteLinks.allAnswered) {
    add('links', `Every link to the site's own pages answered (${plural(facts.siteLinks.checked, 'page')} checked).`);
  }
  if (facts.sitemap.present && facts.sitemap.urls > 0) add('sitemap', `A sitemap lists ${plural(facts.sitemap.urls, 'URL')}.`);
  return out.slice(0, 16);
}

export const strengths = (facts: ReviewFacts): string[] => strengthItems(facts).map((s) => s.text);

/**
 * The strengths of the submitted page that hold on every page read and that no finding of the
 * review contradicts (contradictedBy): a site whose form posts nowhere is not praised for calls to
 * action that lead somewhere, whatever its home page's links do.
 */
export function siteStrengths(facts: ReviewFacts, pages: readonly { facts: ReviewFacts | null }[], findings: readonly { id: string }[]): { id: string; text: string }[] {
  const others = pages.filter((p) => p.facts && p.facts !== facts).map((p) => new Set(strengthItems(p.facts!).map((s) => s.id)));
  const found = new Set(findings.map((f) => f.id));
  return strengthItems(facts).filter((s) => others.every((ids) => ids.has(s.id)) && !(contradictedBy[s.id] ?? []).some((id) => found.has(id)));
}

/**
 * The findings that would contradict each strength: praise beside one of them is not said (the
 * proof stage drops it). A site review praises the submitted page only for what holds on every page
 * read, so a finding on any page of the report counts.
 */
export const contradictedBy: Readonly<Record<string, readonly string[]>> = {
  https: ['no-https', 'mixed-content'],
  title: ['title-missing', 'title-length', 'duplicate-titles', 'filler-text'],
  description: ['description-missing', 'description-length', 'description-repeats-title', 'duplicate-descriptions'],
  h1: ['h1-missing', 'h1-many', 'h1-is-logo'],
  lang: ['lang-missing'],
  viewport: ['viewport-missing', 'zoom-blocked', 'phone-redirect'],
  images: ['images-without-alt', 'vague-alt-text', 'shared-alt-text', 'placeholder-images'],
  forms: ['unlabelled-fields'],
  ctas: ['dead-links', 'no-call-to-action', 'broken-links', 'mistyped-email-links', 'tel-wrong-country', 'placeholder-contact', 'dead-form'],
  tel: ['no-phone-link', 'no-phone-or-email-link', 'placeholder-contact', 'tel-wrong-country'],
  structured: ['structured-data-invalid', 'structured-data-missing'],
  light: ['page-weight', 'large-images', 'broken-files'],
  blocking: ['render-blocking-scripts', 'phone-redirect'],
  files: ['broken-files'],
  links: ['broken-links'],
  sitemap: ['sitemap-missing', 'sitemap-mismatch', 'sitemap-unlisted'],
};

/**
 * The praise of the page's files when Lighthouse measured its requests: said of what the browser
 * fetched, or not at all. Answers the measured wording of a strength about the files ('light',
 * 'files'), null when the measurement does not bear it out, undefined for a strength it does not touch.
 */
export function measuredStrength(id: string, weight: LabWeight, unanswered: number): string | null | undefined {
  if (id === 'light') return weight.totalBytes < 1_000_000 && weight.broken.length === 0 ? `Light: Lighthouse measured the page and its files at ${formatBytes(weight.totalBytes)} transferred in ${plural(weight.requests, 'request')}.` : null;
  if (id === 'files') return weight.broken.length === 0 && unanswered === 0 && weight.requests > 1 ? `Every file the page requested in Lighthouse’s run answered (${plural(weight.requests - 1, 'file')}).` : null;
  return undefined;
}
