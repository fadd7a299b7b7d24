/**
 * Form facts, read from the page's forms and fields: every field a visitor can see, whether it has
 * a label, and what each form is for (a search box is not a way to write to the business), forms
 * that hand their message to the visitor's e-mail program, and asterisks that mark fields as
 * required without saying so to a screen reader. Pure.
 */
import { isTag, type Element } from 'domhandler';
import { findAll } from 'domutils';
import { attr, clip, hasAncestor, hiddenFromVisitor, pushDistinct, removedFromPage, rawText, resolve, squash, visibleText, type PageDocument } from './document';
import { factLimits } from './limits';

const NON_FIELD_INPUTS = new Set(['hidden', 'submit', 'button', 'reset', 'image']);
/** Inputs a visitor types into: what a form that collects data asks for. */
const TYPED = new Set(['text', 'email', 'tel', 'number', 'url', 'date', 'datetime-local', 'month', 'week', 'time', 'file', '']);

/** Names, ids and classes form services and plugins give the trap fields only bots fill in. */
const TRAP_NAME = /honeypot|(?:^|[-_\s])hp(?:$|[-_\s])|bot-field|_gotcha|gform_validation_container|ak_hp|^b_[0-9a-f]{10,}_[0-9a-f]{6,}$/i;
/** An inline style that puts an element off the screen (left: -5000px and the like). */
const OFF_SCREEN = /(?:^|;)\s*(?:left|top|text-indent|margin-left)\s*:\s*-\d{3,}(?:\.\d+)?(?:px|em|rem)?\s*(?:!important)?\s*(?:;|$)/i;

/**
 * A honeypot: a field a visitor is never meant to see or fill in, left for spam bots. Named as one
 * (by the field, or the element around it, up to its form), set off the screen by an inline style,
 * or named by the form's netlify-honeypot attribute. It is no field of the form.
 */
export function isHoneypot(field: Element, form: Element | null): boolean {
  if (form && attr(form, 'netlify-honeypot') && attr(form, 'netlify-honeypot') === attr(field, 'name')) return true;
  // The field and the two elements around it: a trap's wrapper is close to it, a page's theme class is not.
  let depth = 0;
  for (let node: Element | null = field; node && node !== form && depth < 3; node = node.parent && isTag(node.parent) ? node.parent : null, depth += 1) {
    if (TRAP_NAME.test(`${attr(node, 'name') ?? ''} ${attr(node, 'id') ?? ''} ${attr(node, 'class') ?? ''}`.trim())) return true;
    if (OFF_SCREEN.test(attr(node, 'style') ?? '')) return true;
  }
  return false;
}

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

export function formFacts(d: PageDocument) {
  const { tags, all, labelledByText } = d;
  // Forms: every field a visitor can see, labelled by a <label> with text (wrapping it or pointing at it),
  // aria-label, aria-labelledby or title; and what each form is for, so a search box is not taken for a way to write.
  const labelsFor = new Map<string, Element[]>();
  for (const label of tags('label')) {
    const target = attr(label, 'for');
    if (target) labelsFor.set(target, [...(labelsFor.get(target) ?? []), label]);
  }
  const forms = { count: tags('form').length, fields: 0, unlabelled: 0, unlabelledFields: [] as string[], messageForms: 0, searchForms: 0, signupForms: 0, actionForms: 0, writeForms: 0, mailtoActions: [] as string[], starredNotRequired: 0, starredExamples: [] as string[] };
  const groups = new Map<Element | null, Element[]>();
  for (const field of all) {
    if (field.name !== 'input' && field.name !== 'select' && field.name !== 'textarea') continue;
    const type = (attr(field, 'type') ?? 'text').toLowerCase();
    if ((field.name === 'input' && NON_FIELD_INPUTS.has(type)) || hiddenFromVisitor(field)) continue;
    const form = formOf(field, d);
    if (isHoneypot(field, form)) continue;
    forms.fields += 1;
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
    // A form that sends what a visitor types: a <form> with a field to write in. A slider, a picker or
    // a lone menu (a language or a sort order) collects nothing of the visitor's.
    const writes = fields.some((f) => f.name === 'textarea' || (f.name === 'input' && TYPED.has((attr(f, 'type') ?? 'text').toLowerCase())));
    if (kind !== 'search' && kind !== 'login' && form !== null && writes) forms.actionForms += 1;
    // A way to write to the business: such a form that is no newsletter sign-up, whatever its words ("Request a quote", "Book").
    if (kind !== 'search' && kind !== 'login' && kind !== 'signup' && form !== null && writes) forms.writeForms += 1;
  }

  return { forms };
}
