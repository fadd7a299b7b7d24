/** Accessibility facts: images and their alt text (and placeholder images), form fields and their labels. */
import { factLimits } from './limits';
import { isTag, type Element } from 'domhandler';
import { findAll } from 'domutils';
import { attr, clip, hasAncestor, hiddenFromVisitor, pushDistinct, removedFromPage, rawText, resolve, squash, visibleText, type PageDocument } from './document';

const NON_FIELD_INPUTS = new Set(['hidden', 'submit', 'button', 'reset', 'image']);
const NOSCRIPT = new Set(['noscript']);
/** Attributes lazy-loading scripts read the real picture from. */
const SCRIPT_SOURCES = ['data-src', 'data-srcset', 'data-lazy-src', 'data-original', 'data-full-res', 'data-bg'];
const PLACEHOLDER_HOSTS = /(^|\.)(placehold\.co|placehold\.it|placeholder\.com|via\.placeholder\.com|dummyimage\.com|picsum\.photos|placekitten\.com|fakeimg\.pl|lorempixel\.com)$/i;

const ancestor = (el: Element, name: string): Element | null => {
  for (let p = el.parent; p; p = p.parent) if (isTag(p) && p.name === name) return p;
  return null;
};

/** A label's own words: its text without the options or text of the controls it wraps. */
function labelText(label: Element): string {
  const withoutControls = (nodes: Element['children']): Element['children'] =>
    nodes.filter((n) => !(isTag(n) && (n.name === 'select' || n.name === 'textarea' || n.name === 'datalist')));
  return visibleText(withoutControls(label.children));
}

/** The <form> a field belongs to (its form attribute, else the nearest ancestor), or null for fields outside any form. */
function formOf(field: Element, d: PageDocument): Element | null {
  const owner = attr(field, 'form');
  return (owner ? d.all.find((el) => el.name === 'form' && attr(el, 'id') === owner) : undefined) ?? ancestor(field, 'form');
}

const SEARCH_NAME = /^(?:q|s|search|query|keywords?|terms?|searchword|search_?query)$|search/i;
const MESSAGE_NAME = /message|comment|enquir|inquir|question|subject|details|how can we help|phone|tel/i;

/**
 * What a form (or the fields outside any form) is for: a search, a sign-in, a newsletter sign-up, or
 * a message to the business (a text area, or a name and a way to reply).
 */
function formKind(form: Element | null, fields: Element[]): 'search' | 'login' | 'signup' | 'message' | 'other' {
  const type = (f: Element) => (f.name === 'input' ? (attr(f, 'type') ?? 'text').toLowerCase() : f.name);
  const names = (f: Element) => `${attr(f, 'name') ?? ''} ${attr(f, 'id') ?? ''} ${attr(f, 'placeholder') ?? ''}`;
  if (form && (attr(form, 'role') === 'search' || /search/i.test(`${attr(form, 'action') ?? ''} ${attr(form, 'id') ?? ''} ${attr(form, 'class') ?? ''}`))) return 'search';
  if (fields.some((f) => type(f) === 'search') || (fields.length <= 2 && fields.every((f) => SEARCH_NAME.test(names(f))))) return 'search';
  if (fields.some((f) => type(f) === 'password')) return 'login';
  if (fields.some((f) => f.name === 'textarea' || MESSAGE_NAME.test(names(f)) || type(f) === 'tel')) return 'message';
  if (fields.length === 1 && (type(fields[0]!) === 'email' || /mail/i.test(names(fields[0]!)))) return 'signup';
  return fields.length >= 2 && fields.some((f) => type(f) === 'email' || /mail/i.test(names(f))) ? 'message' : 'other';
}

const GENERIC_ALT = new Set(['image', 'img', 'photo', 'picture', 'pic', 'graphic', 'logo', 'icon', 'banner', 'untitled', 'placeholder', 'spacer', 'alt', 'alt text', 'image description', 'photo description', 'thumbnail', 'header', 'slide', 'slider']);
const normal = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const fileStem = (file: string) => (file.split(/[?#]/)[0]!.split('/').at(-1) ?? '').replace(/\.[a-z0-9]+$/i, '').replace(/[-_@]?(?:\d+x\d*|\d*x\d+|\d+w|orig|scaled|copy)$/i, '');
/** The image is the business's logo: its file, class or id says so. */
export const isLogo = (img: Element, file: string) => /logo/i.test(`${fileStem(file)} ${attr(img, 'class') ?? ''} ${attr(img, 'id') ?? ''}`);

/** Why an alt text says nothing of its picture, or null when it may describe it. */
function vagueAlt(alt: string, file: string, img: Element): string | null {
  const bare = alt.toLowerCase().replace(/[^a-z ]+/g, ' ').trim();
  if (/\.(?:jpe?g|png|gif|webp|avif|svg|bmp|tiff?)$/i.test(alt.trim())) return 'a file name';
  if (/^(?:img|image|dsc|dscn|dcim|pxl|photo|pic|screenshot|screen shot|untitled)[-_ ]?\d{2,}/i.test(alt.trim())) return 'a camera’s or file’s number';
  const stem = fileStem(file);
  // One long run-together word taken from the file's name ("Firstlutheran" on firstlutheranlogocropped.png); a short word ("Outside") may well describe.
  if (!/\s/.test(alt.trim()) && normal(alt).length >= 10 && normal(stem).includes(normal(alt))) return 'words run together from the file’s name';
  if (GENERIC_ALT.has(bare) && !(bare === 'logo' && isLogo(img, file))) return bare === 'logo' ? '"logo" on a picture that is not the logo' : 'a word for any picture';
  return null;
}

export function accessibilityFacts(d: PageDocument) {
  const { tags, all, base, labelledByText } = d;
  // Images
  const images = {
    total: 0,
    missingAlt: 0,
    decorative: 0,
    missingAltExamples: [] as string[],
    placeholders: 0,
    placeholderExamples: [] as string[],
    /** Images with no src of their own that a script fills in, with no <noscript> copy. */
    scriptOnly: 0,
    scriptOnlyExamples: [] as string[],
    /** The alt text most images share, when three or more share one. */
    sharedAlt: null as { text: string; count: number } | null,
    /** Links whose only content is an image marked decorative (alt=""): they have no name at all. */
    decorativeLinks: 0,
    /** Alt texts that say nothing of the picture: a file name, a camera's number, a lone "logo" or "image". */
    vagueAlt: 0,
    vagueAltExamples: [] as string[],
    /** The logo marked decorative (alt="") with no name beside it: screen readers never hear the business's name. */
    decorativeLogo: null as string | null,
    /** One alt text naming image links to different pages. */
    sameAltLinks: null as { text: string; targets: number } | null,
    /** The business's name (from the title or site name) when no text on the page says it and its logo has no alt text. */
    brandOnlyInLogo: null as string | null,
  };
  const noscriptCopies = tags('noscript').length > 0;
  const altCounts = new Map<string, number>();
  const altWritten = new Map<string, string>();
  for (const img of tags('img')) {
    if (hasAncestor(img, NOSCRIPT)) continue;
    images.total += 1;
    const ownSrc = (attr(img, 'src') ?? '').trim();
    const scripted = SCRIPT_SOURCES.map((n) => attr(img, n)).find((v) => v && v.trim());
    if ((!ownSrc || /^data:/i.test(ownSrc)) && !(attr(img, 'srcset') ?? '').trim() && scripted && !noscriptCopies) {
      images.scriptOnly += 1;
      pushDistinct(images.scriptOnlyExamples, clip(scripted, factLimits.shortText), factLimits.examples);
    }
    const altText = squash(attr(img, 'alt') ?? '');
    if (altText) {
      const key = altText.toLowerCase();
      altCounts.set(key, (altCounts.get(key) ?? 0) + 1);
      if (!altWritten.has(key)) altWritten.set(key, altText);
    }
    const file = [attr(img, 'src'), ...SCRIPT_SOURCES.map((n) => attr(img, n))].find((v) => v && v.trim() && !/^data:/i.test(v.trim()))?.trim() ?? '';
    const vague = altText ? vagueAlt(altText, file, img) : null;
    if (vague) {
      images.vagueAlt += 1;
      pushDistinct(images.vagueAltExamples, clip(`alt="${altText}" on ${file || 'an image'}: ${vague}`, 140), factLimits.examples);
    }
    if (altText === '' && attr(img, 'alt') !== undefined && isLogo(img, file) && !images.decorativeLogo) {
      const parent = img.parent && isTag(img.parent) ? img.parent : null;
      const around = parent ? visibleText(parent.children) || (parent.parent && isTag(parent.parent) && parent.name === 'a' ? visibleText(parent.parent.children) : '') : '';
      if (!around && !(parent && d.accessibleName(parent) !== '' && parent.name === 'a')) images.decorativeLogo = clip(file, factLimits.shortText);
    }
    const shown = resolve(attr(img, 'src'), base);
    if (shown && PLACEHOLDER_HOSTS.test(shown.hostname)) {
      images.placeholders += 1;
      pushDistinct(images.placeholderExamples, clip(shown.href, factLimits.shortText), factLimits.examples);
    }
    const alt = attr(img, 'alt');
    if (alt === undefined) {
      images.missingAlt += 1;
      const src = [attr(img, 'src'), ...SCRIPT_SOURCES.map((n) => attr(img, n)), (attr(img, 'srcset') ?? '').trim().split(/\s+/)[0]].find((v) => v && v.trim()) ?? '';
      pushDistinct(images.missingAltExamples, clip(src, factLimits.shortText), factLimits.examples);
    } else if (alt.trim() === '') images.decorative += 1;
  }
  for (const [key, count] of altCounts) if (count >= 3 && count > (images.sharedAlt?.count ?? 0)) images.sharedAlt = { text: clip(altWritten.get(key)!, factLimits.shortText), count };
  // A name the page gives itself (its site name, else the title's last part) that no visitor can read: only the logo, without alt, shows it.
  const unnamedLogo = tags('img').find((img) => !hasAncestor(img, NOSCRIPT) && !squash(attr(img, 'alt') ?? '') && isLogo(img, attr(img, 'src') ?? ''));
  if (unnamedLogo) {
    const title = squash(tags('title').map(rawText).join(' '));
    const siteName = squash(d.metas.find((m) => (attr(m, 'property') ?? '').toLowerCase() === 'og:site_name')?.attribs.content ?? '');
    const titleParts = title
      .split(/\s+[|–—:·•-]\s+/)
      .map((p) => p.trim())
      .filter((p) => p.length >= 3 && !/^(?:home|homepage|welcome|index|untitled|(?:about|contact)(?: us)?|services|blog|news|gallery|menu|faqs?|team|testimonials|reviews)$/i.test(p));
    const candidates = [siteName, ...titleParts].filter(Boolean);
    const readable = normal(
      [visibleText(tags('body')[0]?.children ?? d.doc.children), ...all.map((el) => `${attr(el, 'alt') ?? ''} ${attr(el, 'aria-label') ?? ''}`)].join(' '),
    );
    if (candidates.length > 0 && !candidates.some((c) => readable.includes(normal(c)))) images.brandOnlyInLogo = clip(siteName || titleParts.at(-1)!, factLimits.shortText);
  }
  // Image links named by their alt alone: one name for different destinations leaves a screen-reader user guessing.
  const targetsByAlt = new Map<string, { text: string; hrefs: Set<string> }>();
  for (const a of tags('a')) {
    const href = resolve(attr(a, 'href'), base);
    if (!href || visibleText(a.children) !== '' || attr(a, 'aria-label') || hiddenFromVisitor(a)) continue;
    const alt = d.accessibleName(a);
    if (!alt) continue;
    const entry = targetsByAlt.get(alt.toLowerCase()) ?? { text: alt, hrefs: new Set<string>() };
    entry.hrefs.add(href.href.replace(/#.*$/, ''));
    targetsByAlt.set(alt.toLowerCase(), entry);
  }
  for (const { text, hrefs } of targetsByAlt.values()) if (hrefs.size >= 2 && hrefs.size > (images.sameAltLinks?.targets ?? 0)) images.sameAltLinks = { text: clip(text, factLimits.shortText), targets: hrefs.size };
  for (const a of tags('a')) {
    if (attr(a, 'href') === undefined || d.accessibleName(a) !== '') continue;
    const pictures = a.children.filter((c): c is Element => isTag(c)).flatMap((c) => (c.name === 'img' ? [c] : c.name === 'picture' ? c.children.filter((p): p is Element => isTag(p) && p.name === 'img') : []));
    if (pictures.length > 0 && pictures.every((img) => attr(img, 'alt') !== undefined && attr(img, 'alt')!.trim() === '') && visibleText(a.children) === '') images.decorativeLinks += 1;
  }

  // Forms: every field a visitor can see, labelled by a <label> with text (wrapping it or pointing at it),
  // aria-label, aria-labelledby or title; and what each form is for, so a search box is not taken for a way to write.
  const labelsFor = new Map<string, Element[]>();
  for (const label of tags('label')) {
    const target = attr(label, 'for');
    if (target) labelsFor.set(target, [...(labelsFor.get(target) ?? []), label]);
  }
  const forms = { count: tags('form').length, fields: 0, unlabelled: 0, unlabelledFields: [] as string[], messageForms: 0, searchForms: 0, signupForms: 0, actionForms: 0, mailtoActions: [] as string[], starredNotRequired: 0, starredExamples: [] as string[] };
  const groups = new Map<Element | null, Element[]>();
  for (const field of all) {
    if (field.name !== 'input' && field.name !== 'select' && field.name !== 'textarea') continue;
    const type = (attr(field, 'type') ?? 'text').toLowerCase();
    if ((field.name === 'input' && NON_FIELD_INPUTS.has(type)) || hiddenFromVisitor(field)) continue;
    forms.fields += 1;
    const form = formOf(field, d);
    groups.set(form, [...(groups.get(form) ?? []), field]);
    const id = attr(field, 'id');
    const wrapping = ancestor(field, 'label');
    const labelled =
      (id !== undefined && (labelsFor.get(id) ?? []).some((l) => labelText(l) !== '')) ||
      (wrapping !== null && labelText(wrapping) !== '') ||
      squash(attr(field, 'aria-label') ?? '') !== '' ||
      labelledByText(field) !== '' ||
      squash(attr(field, 'title') ?? '') !== '';
    // A label that marks the field required with an asterisk, while the field itself does not say so: screen readers never hear it.
    const labelWords = [...(id !== undefined ? (labelsFor.get(id) ?? []) : []), ...(wrapping ? [wrapping] : [])].map(labelText).join(' ');
    if (/\*|\(required\)/i.test(labelWords) && attr(field, 'required') === undefined && (attr(field, 'aria-required') ?? '') !== 'true') {
      forms.starredNotRequired += 1;
      pushDistinct(forms.starredExamples, clip(labelWords, 40), 5);
    }
    if (labelled) continue;
    forms.unlabelled += 1;
    const fieldName = attr(field, 'name') || id || (field.name === 'input' ? type : field.name);
    pushDistinct(forms.unlabelledFields, clip(fieldName, 40), 10);
  }
  // A form that hands its message to the visitor's e-mail program (action="mailto:…") rather than sending it.
  for (const form of tags('form')) {
    const action = (attr(form, 'action') ?? '').trim();
    if (/^mailto:/i.test(action) && !hiddenFromVisitor(form)) pushDistinct(forms.mailtoActions, clip(action, 80), 3);
  }
  for (const [form, fields] of groups) {
    const kind = formKind(form, fields);
    if (kind === 'message') forms.messageForms += 1;
    else if (kind === 'search') forms.searchForms += 1;
    else if (kind === 'signup') forms.signupForms += 1;
    if (kind !== 'search' && kind !== 'login') forms.actionForms += 1;
  }

  // Structure: headings a screen-reader user jumps by, frames they are told the name of, controls they can reach.
  const headings = all.filter((el) => /^h[1-6]$/.test(el.name) && !hiddenFromVisitor(el, false));
  const structure = {
    headings: headings.length,
    /** The first place the outline skips a level going down (h1 → h3), with the heading it skips to. */
    skipped: null as { from: number; to: number; text: string } | null,
    empty: 0,
    emptyExamples: [] as string[],
    untitledFrames: 0,
    untitledFrameExamples: [] as string[],
    /** Elements acting as buttons or links that the keyboard cannot reach: role="button" or <a> with no href and no tabindex. */
    unfocusable: 0,
    unfocusableExamples: [] as string[],
  };
  let previous = 0;
  for (const h of headings) {
    const level = Number(h.name[1]);
    const name = d.accessibleName(h);
    if (name === '' && !findAll((c) => c.name === 'img', h.children).length) {
      structure.empty += 1;
      pushDistinct(structure.emptyExamples, `<${h.name}>`, 3);
      continue;
    }
    if (previous > 0 && level > previous + 1 && !structure.skipped) structure.skipped = { from: previous, to: level, text: clip(name, factLimits.shortText) };
    previous = level;
  }
  for (const frame of tags('iframe')) {
    // A frame an inline style hides is still checked: responsive pages keep one map per width and
    // show each by media query, which the page's stylesheet (not the inline style) decides.
    if (removedFromPage(frame) || squash(attr(frame, 'title') ?? '') || squash(attr(frame, 'aria-label') ?? '') || labelledByText(frame)) continue;
    const src = (attr(frame, 'src') ?? '').trim();
    if (!src || /^about:blank$/i.test(src)) continue;
    structure.untitledFrames += 1;
    pushDistinct(structure.untitledFrameExamples, clip(src, factLimits.shortText), 3);
  }
  for (const el of all) {
    const role = (attr(el, 'role') ?? '').toLowerCase();
    const acts = role === 'button' || role === 'link' || role === 'menuitem' || role === 'tab';
    if (!acts || ['button', 'input', 'select', 'textarea', 'summary'].includes(el.name) || (el.name === 'a' && attr(el, 'href') !== undefined)) continue;
    if (attr(el, 'tabindex') !== undefined || attr(el, 'contenteditable') !== undefined || hiddenFromVisitor(el, false)) continue;
    structure.unfocusable += 1;
    const name = d.accessibleName(el);
    pushDistinct(structure.unfocusableExamples, clip(`<${el.name} role="${role}">${name ? ` named "${name}"` : ' with no name'}`, 80), 3);
  }

  return { images, forms, structure };
}
