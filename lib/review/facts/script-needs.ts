/**
 * What the page's own code needs of its script files. What a file defines for the rest of the page
 * is known from evidence only: a library named by its address (jQuery defines $ and jQuery;
 * script-globals.ts), or the site's own file as the review fetched it, read as code
 * (html/script-code.ts). The code that uses it: inline scripts, on… attributes, and the files after
 * it. Two facts come of that: a render-blocking file the code after it needs while the page loads
 * (defer alone would break that code), and a file that failed to load with the code that fails
 * without it and the controls that code runs. Pure.
 */
import { selectAll } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import type { FetchedResource } from '../fetch/resources';
import { functionsRun, readScriptCode, runsWith, type CodeUse, type ScriptCode } from '../html/script-code';
import { attr, clip, rawText, squash, textBlocks, type PageDocument } from './document';
import { shortUrl } from './files';
import { BROWSER_GLOBALS, knownLibrary, librariesNamedIn, type KnownLibrary } from './script-globals';

/** Code that fails without a file: an inline script as the page loads, an on… attribute when it fires, another file as it loads. */
export interface ScriptFailure {
  where: 'load' | 'event' | 'file';
  /** The page's code where it fails, as written (at most about 40 characters); for a file, its short address. */
  code: string;
  /** What that code works on: the selectors it looks up that the page has, or the element whose attribute it is, in words. */
  controls: string[];
}

export interface ScriptNeeds {
  /**
   * Each render-blocking script file (short address): whether code after it uses what it defines
   * while the page loads, or the file failed to load (it runs nothing; broken-files says so).
   */
  blocking: { file: string; need: 'none' | 'needed' | 'unknown' | 'broken'; by?: { code: string } | { file: string }; writes?: boolean }[];
  /** Script files that failed to load whose library the page's code uses, and what fails without it. */
  broken: { file: string; library: string; names: string[]; failures: ScriptFailure[] }[];
}

const JQUERY_NAMES = new Set(['jQuery', '$']);
const EXECUTABLE = new Set(['', 'text/javascript', 'application/javascript', 'application/x-javascript', 'module', 'text/ecmascript', 'application/ecmascript', 'text/jscript']);

interface Unit {
  el: Element;
  order: number;
  kind: 'inline' | 'file' | 'handler';
  /** As the page is read, in its place (a classic inline script, a file without async or defer); when it arrives; after the document; on an event; as its element loads. */
  timing: 'parse' | 'async' | 'deferred' | 'event' | 'element-load';
  resource: FetchedResource | null;
  file: string | null;
  library: KnownLibrary | null;
  code: ScriptCode | null;
  /** Libraries its code writes into the page where it stands (document.write of their address). */
  written: KnownLibrary[];
  /** Inline code that runs text as code (eval): what it uses is not known. */
  opaque?: boolean;
}

const failed = (u: Unit) => u.kind === 'file' && u.resource?.status != null && (u.resource.status >= 400 || /html/.test(u.resource.contentType));
const definesOf = (u: Unit) => [...(u.library?.defines ?? []), ...(u.code?.defines ?? []), ...u.written.flatMap((l) => l.defines)];
const pluginsOf = (u: Unit) => [...(u.library?.plugins ?? []), ...(u.code?.plugins ?? []), ...u.written.flatMap((l) => l.plugins)];

/** The page's scripts and on… attributes in document order, each read as far as the evidence goes. */
function unitsOf(d: PageDocument, resources: readonly FetchedResource[]): Unit[] {
  const order = new Map(d.all.map((el, i) => [el, i]));
  const units: Unit[] = [];
  for (const el of d.tags('script')) {
    const type = (attr(el, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE.has(type) || attr(el, 'nomodule') !== undefined) continue;
    const module = type === 'module';
    const src = attr(el, 'src');
    const base = { el, order: order.get(el)!, written: [] as KnownLibrary[] };
    if (src === undefined) {
      const text = rawText(el);
      const read = readScriptCode(text, { module });
      const code = read?.evaluates ? null : read;
      units.push({ ...base, kind: 'inline', timing: module ? 'deferred' : 'parse', resource: null, file: null, library: null, code, opaque: read?.evaluates === true, written: code?.writes ? librariesNamedIn(text) : [] });
      continue;
    }
    const url = URL.parse(src.trim(), d.base ?? undefined);
    if (!url || !/^https?:$/.test(url.protocol)) continue;
    url.hash = '';
    const resource = resources.find((r) => r.type === 'script' && r.url === url.href) ?? null;
    const timing = module || attr(el, 'defer') !== undefined ? 'deferred' : attr(el, 'async') !== undefined ? 'async' : 'parse';
    // Code that runs text as code (a packer's eval) defines and uses what cannot be read: it is read as unknown.
    const read = resource?.code !== undefined ? readScriptCode(resource.code, { module }) : null;
    const code = read?.evaluates ? null : read;
    units.push({ ...base, kind: 'file', timing: module ? 'deferred' : timing, resource, file: shortUrl(url.href, d.pageUrl?.href ?? url.href), library: knownLibrary(url), code });
  }
  for (const el of d.all) {
    for (const [name, value] of Object.entries(el.attribs)) {
      if (!/^on[a-z]{3,}$/i.test(name) || !value.trim()) continue;
      const onLoad = /^on(?:load|error)$/i.test(name) && !['body', 'html', 'frameset'].includes(el.name);
      units.push({ el, order: order.get(el)!, kind: 'handler', timing: onLoad ? 'element-load' : 'event', resource: null, file: null, library: null, code: readScriptCode(value, { handler: true }), written: [] });
    }
  }
  return units.sort((a, b) => a.order - b.order);
}

/** What a unit's code uses as it runs in its place: its top-level code and the functions that calls; a known library's own needs. Null: unknown. */
function usesAtLoad(u: Unit): { names: CodeUse[]; methods: CodeUse[] } | null {
  if (failed(u)) return { names: [], methods: [] };
  if (u.code) {
    const run = functionsRun(u.code, null);
    return { names: u.code.uses.filter((x) => runsWith(x, run, true)), methods: u.code.methods.filter((x) => runsWith(x, run, true)) };
  }
  if (u.library) return { names: u.library.needs.map((name) => ({ name, when: 'load' as const, statement: 0, fn: null, hoisted: false, code: u.file ?? '' })), methods: [] };
  return null;
}

/** Whether the code after a render-blocking file needs it while the page loads: what `defer` alone would break. */
function blockingNeed(s: Unit, units: readonly Unit[]): ScriptNeeds['blocking'][number] {
  const file = s.file!;
  if (failed(s)) return { file, need: 'broken' };
  const later = units.filter((u) => u.order > s.order && (u.timing === 'parse' || u.timing === 'async' || u.timing === 'element-load'));
  // A file that failed defines nothing as it stands; one we cannot read defines what we cannot know.
  const names = s.library || s.code || failed(s) ? { defines: definesOf(s), plugins: pluginsOf(s) } : null;
  // Code of the site's that uses jQuery as it loads may extend it (jQuery Migrate brings back $.browser): what it adds is not
  // all known, so code after it that uses jQuery as the page loads may need it.
  // So may a file that cannot be read whose name says it is jQuery's (a plugin packed with eval, jquery.easing.pack.js).
  const extendsJquery = !s.library && ((usesAtLoad(s)?.names.some((x) => JQUERY_NAMES.has(x.name)) ?? false) || (!s.code && !failed(s) && /jquery/i.test(file)));
  let unknown = false;
  const needed: { by: { code: string } | { file: string }; writes: boolean }[] = [];
  for (const u of later) {
    const uses = usesAtLoad(u);
    if (!uses) {
      // A file after it the review cannot read may use it as it loads: any file may use a library (a plugin of
      // jQuery), and one of the site's own may use the site's own code; another site's file does not know that.
      if (names && ((u.kind === 'file' && (s.library !== null || !u.resource?.thirdParty)) || u.opaque)) unknown = true;
      continue;
    }
    // The nearest file or inline script before `u`, in the page's flow, that defines the name is where `u` gets it from.
    const from = (name: string, has: (p: Unit) => string[]) => units.filter((p) => p.order < u.order && p.timing === 'parse' && p.kind !== 'handler' && has(p).includes(name)).at(-1);
    const hit = names && (uses.names.find((x) => from(x.name, definesOf) === s) ?? uses.methods.find((x) => from(x.name, pluginsOf) === s));
    if (hit) needed.push({ by: u.kind === 'file' ? { file: u.file! } : { code: hit.code }, writes: u.code?.writes === true });
    else if (extendsJquery && uses.names.some((x) => JQUERY_NAMES.has(x.name))) unknown = true;
    // A file we cannot read may define what code after it (inline, or a file we read) uses that nothing else on the page defines.
    if (!names && u.code && uses.names.some((x) => !BROWSER_GLOBALS.has(x.name) && !units.some((p) => definesOf(p).includes(x.name)))) unknown = true;
  }
  // The page's own inline code is named first: a quotation of it the proof can check.
  const first = needed.find((n) => 'code' in n.by) ?? needed[0];
  if (first) return { file, need: 'needed', by: first.by, writes: needed.some((n) => n.writes) };
  return { file, need: unknown ? 'unknown' : 'none' };
}

/** A control in words: its role and name ("the button "Menu""), when the page gives it a name that stands as one piece. */
function controlName(el: Element, d: PageDocument): string | null {
  const type = (attr(el, 'type') ?? '').toLowerCase();
  const role =
    el.name === 'button' || attr(el, 'role') === 'button' || (el.name === 'input' && ['button', 'submit', 'image', 'reset'].includes(type))
      ? 'button'
      : el.name === 'a' && attr(el, 'href') !== undefined
        ? 'link'
        : el.name === 'select'
          ? 'list'
          : el.name === 'form'
            ? 'form'
            : el.name === 'img'
              ? 'image'
              : null;
  const blocks = textBlocks(el.children, { skipAriaHidden: true });
  const name = squash(attr(el, 'aria-label') ?? '') || (blocks.length === 1 ? blocks[0]! : '') || squash(attr(el, 'alt') ?? attr(el, 'title') ?? (el.name === 'input' ? (attr(el, 'value') ?? '') : ''));
  if (!name || name.includes('"') || name.length > 60) return role ? `a ${role} with no name of its own` : null;
  return `the ${role ?? 'element'} "${clip(name, 40)}"`;
}

/** The selectors a piece of code looks up that match the page, each as written with the control it finds. */
function controlsOf(selectors: readonly CodeUse[], d: PageDocument, text: string): string[] {
  const out: string[] = [];
  for (const selector of [...new Set(selectors.map((s) => s.name))]) {
    if (out.length >= 3) break;
    let matched: Element[];
    try {
      matched = selectAll(selector, d.doc as unknown as AnyNode[]) as unknown as Element[];
    } catch {
      continue;
    }
    if (matched.length === 0) continue;
    // Quoted as the code writes it: getElementById('nav') is looked up as #nav.
    const written = text.includes(selector) ? selector : selector.startsWith('#') && text.includes(selector.slice(1)) ? selector.slice(1) : null;
    if (!written || written.includes('"')) continue;
    // A button or link it finds is named; any other element is the selector alone (a slider's text is no name).
    const named = /^the (?:button|link|list|form|image) "/.test(controlName(matched[0]!, d) ?? '') ? controlName(matched[0]!, d) : null;
    out.push(`"${written}"${named ? ` (${named}${matched.length > 1 ? ` and ${matched.length - 1} more` : ''})` : ''}`);
  }
  return out;
}

/** What fails without a file that did not load: the page's code that uses its library, and the controls that code runs. */
function brokenNeeds(b: Unit, units: readonly Unit[], d: PageDocument): ScriptNeeds['broken'][number] | null {
  const lib = b.library!;
  const elsewhere = (has: (u: Unit) => string[], name: string) => units.some((u) => u !== b && !failed(u) && has(u).includes(name));
  const missing = new Set(lib.defines.filter((n) => !elsewhere(definesOf, n)));
  const missingPlugins = new Set(lib.plugins.filter((n) => !elsewhere(pluginsOf, n)));
  if (missing.size === 0 && missingPlugins.size === 0) return null;
  // A use that throws: typeof x and window.x go on without it (the code runs, what it wanted is not there).
  const fails = (u: CodeUse) => missing.has(u.name) && !u.guarded;
  const failsMethod = (u: CodeUse) => missingPlugins.has(u.name);
  const failures: ScriptFailure[] = [];
  // An inline script's functions that use the library when called: an on… attribute that calls one fails too.
  const tainted = new Set<string>();
  for (const u of units) {
    if (u === b || !u.code) continue;
    const code = u.code;
    // Code that asks whether the library is there (typeof jQuery, window.jQuery) may go round it: nothing is said of it.
    if (code.uses.some((x) => x.guarded && missing.has(x.name))) continue;
    const hits = (run: Set<string>, top: boolean) => code.uses.find((x) => runsWith(x, run, top) && fails(x)) ?? code.methods.find((x) => runsWith(x, run, top) && failsMethod(x));
    const fns = new Set([...code.uses, ...code.own, ...code.methods].map((x) => x.fn).filter((f): f is string => f !== null));
    const taintedHere = new Set([...fns].filter((f) => hits(functionsRun(code, new Set([f])), false)));
    if (u.kind !== 'handler') for (const f of taintedHere) if (code.defines.includes(f)) tainted.add(f);
    if (u.kind === 'file') {
      if (hits(functionsRun(code, null), true)) failures.push({ where: 'file', code: u.file!, controls: [] });
      continue;
    }
    if (u.kind === 'handler') continue;
    // The script stops at its first top-level statement that uses the library (or calls a function that does): that statement and the rest never run.
    const first = [...code.uses.filter(fails), ...code.methods.filter(failsMethod), ...code.own.filter((x) => x.called && taintedHere.has(x.name))]
      .filter((x) => x.fn === null && x.when === 'load')
      .sort((x, y) => x.statement - y.statement)[0];
    if (first) failures.push({ where: 'load', code: first.code, controls: controlsOf(code.selectors.filter((s) => s.statement >= first.statement && !s.hoisted), d, squash(rawText(u.el))) });
  }
  for (const u of units) {
    if (u.kind === 'file' && !u.code && u.library?.needs.some((n) => missing.has(n)) && !failed(u)) failures.push({ where: 'file', code: u.file!, controls: [] });
    if (u.kind !== 'handler' || !u.code || u.code.uses.some((x) => x.guarded && missing.has(x.name))) continue;
    const hit = u.code.uses.find((x) => fails(x) || tainted.has(x.name)) ?? u.code.methods.find(failsMethod);
    const named = controlName(u.el, d);
    if (hit && named) failures.push({ where: 'event', code: hit.code, controls: [named] });
  }
  if (failures.length === 0) return null;
  return { file: b.file!, library: lib.name, names: [...missing, ...[...missingPlugins].map((p) => `.${p}()`)], failures: failures.slice(0, 6) };
}

export function scriptNeeds(d: PageDocument, resources: readonly FetchedResource[]): ScriptNeeds {
  const units = unitsOf(d, resources);
  const blocking = units
    .filter((u) => u.kind === 'file' && u.resource?.renderBlocking && u.file)
    .slice(0, 20)
    .map((s) => blockingNeed(s, units));
  const broken = units
    .filter((u) => failed(u) && u.library)
    .map((b) => brokenNeeds(b, units, d))
    .filter((b): b is NonNullable<typeof b> => b !== null);
  return { blocking, broken };
}
