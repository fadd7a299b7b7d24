/**
 * A script's code as the review reads it: parsed by @babel/parser, never matched by patterns. What
 * it defines for the page's other code (its top-level declarations, window.x = …, and the jQuery
 * plugins it adds: $.fn.x = …), and what it uses that it does not define itself, each use with when
 * it runs: while the page loads (top-level code, a function called at once or handed to a call) or
 * later (a function kept for an event, or for the page's DOMContentLoaded or load). Code a browser
 * would refuse (a syntax error) is read as nothing (null). Pure.
 */
import { parse } from '@babel/parser';

export type When = 'load' | 'later';

/** One use in the code: a name, a jQuery plugin's method or a selector, where it stands and when it runs. */
export interface CodeUse {
  /** The global name used, the method called (x.name(…)), or the selector's text. */
  name: string;
  when: When;
  /** The top-level statement it stands in (the script stops at the first statement that throws). */
  statement: number;
  /**
   * The top-level function (function f() {…} or var f = function…) whose body holds it, if any:
   * then `when` is counted from that function's call ('load': as soon as it is called).
   */
  fn: string | null;
  /** Inside a function declaration, which exists from the script's start wherever it is written. */
  hoisted: boolean;
  /** Called there (f(…), new F(…)) or handed to a call that may call it (setTimeout(f)): its body runs. */
  called?: true;
  /**
   * Read where a missing name throws nothing (typeof x, window.x): the code goes on, without what
   * the name would give it. Absent on a use that throws when the name is missing.
   */
  guarded?: true;
  /** The code around it as written, whitespace made one space, at most about 40 characters (cut with "…"). */
  code: string;
}

export interface ScriptCode {
  /** Global names it declares at its top level or assigns on window (self, globalThis). */
  defines: string[];
  /** jQuery plugins it adds ($.fn.name = …). */
  plugins: string[];
  /** Names it uses and does not declare, as a bare name or as window.name (typeof x and window.x are guarded). */
  uses: CodeUse[];
  /** Its uses of its own top-level names: which of its functions its code calls. */
  own: CodeUse[];
  /** Methods it calls on something (x.name(…)): a plugin's name where x is a jQuery set. */
  methods: CodeUse[];
  /** Selectors it looks up: $('…'), jQuery('…'), querySelector(All)('…'), getElementById('…') (as #id). */
  selectors: CodeUse[];
  /** It writes into the page where it stands (document.write) while the page loads. */
  writes: boolean;
  /** It runs code written as text (eval, new Function) as the page loads: what that code defines and uses is not known. */
  evaluates: boolean;
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';
const FUNCTION = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression', 'ObjectMethod', 'ClassMethod', 'ClassPrivateMethod']);
const NOT_CHILDREN = new Set(['type', 'start', 'end', 'loc', 'range', 'extra', 'leadingComments', 'trailingComments', 'innerComments']);
const GLOBAL_OBJECTS = new Set(['window', 'self', 'globalThis']);
const JQUERY = new Set(['$', 'jQuery']);

const children = (node: Node): Node[] =>
  Object.entries(node).flatMap(([key, value]) => (NOT_CHILDREN.has(key) ? [] : Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []));

/** The names a binding pattern declares (a, { b, c: d }, [e, ...f], g = 1). */
function patternNames(p: unknown, out: Set<string>): void {
  if (!isNode(p)) return;
  if (p.type === 'Identifier') out.add(p.name as string);
  else if (p.type === 'ObjectPattern') for (const prop of p.properties as Node[]) patternNames(prop.type === 'RestElement' ? prop.argument : prop.value, out);
  else if (p.type === 'ArrayPattern') for (const el of p.elements as unknown[]) patternNames(el, out);
  else if (p.type === 'AssignmentPattern') patternNames(p.left, out);
  else if (p.type === 'RestElement') patternNames(p.argument, out);
}

/** Names a function body (or the program) declares, nested functions left out: var, let, const, class, function, catch (x). */
function declaredIn(body: Node, out = new Set<string>()): Set<string> {
  for (const child of children(body)) {
    if (child.type === 'FunctionDeclaration') patternNames(child.id, out);
    else if (FUNCTION.has(child.type)) continue;
    else if (child.type === 'VariableDeclarator') patternNames(child.id, out);
    else if (child.type === 'ClassDeclaration') patternNames(child.id, out);
    else if (child.type === 'CatchClause') patternNames(child.param, out);
    else if (/^Import(?:Default|Namespace)?Specifier$/.test(child.type)) patternNames(child.local, out);
    if (!FUNCTION.has(child.type)) declaredIn(child, out);
  }
  return out;
}

const stringArgument = (call: Node): string | null => {
  const first = (call.arguments as Node[])[0];
  if (first?.type === 'StringLiteral') return first.value as string;
  if (first?.type === 'TemplateLiteral' && (first.expressions as Node[]).length === 0) return ((first.quasis as Node[])[0]?.value as { cooked?: string })?.cooked ?? null;
  return null;
};
const propertyName = (member: Node): string | null => {
  const p = member.property as Node;
  if (!member.computed && p.type === 'Identifier') return p.name as string;
  return p.type === 'StringLiteral' ? (p.value as string) : null;
};

/** A call whose function argument runs once the page has loaded: DOMContentLoaded or load, $(fn), $(document).ready(fn), $(window).on('load', fn). */
function runsAfterLoad(call: Node, own: ReadonlySet<string>): boolean {
  const callee = call.callee as Node;
  const first = (call.arguments as Node[])[0];
  // $(fn) and jQuery(fn), not $(document) or $('.x').
  if (callee.type === 'Identifier' && JQUERY.has(callee.name as string)) return first !== undefined && (FUNCTION.has(first.type) || (first.type === 'Identifier' && own.has(first.name as string)));
  if (callee.type !== 'MemberExpression') return false;
  const method = propertyName(callee);
  const event = stringArgument(call);
  if (method === 'ready') return true;
  if (method === 'addEventListener') return event === 'DOMContentLoaded' || event === 'load';
  const object = callee.object as Node;
  const onPage = object.type === 'CallExpression' && ['window', 'document'].includes(((object.arguments as Node[])[0] as Node | undefined)?.name as string);
  return onPage && (method === 'load' || (method === 'on' && (event === 'load' || event === 'DOMContentLoaded')));
}

interface Context {
  scopes: Set<string>[];
  when: When;
  statement: number;
  fn: string | null;
  hoisted: boolean;
  /** The call chain an identifier at its start heads ($('.x').on(…)): the code quoted for it. */
  chain: Node | null;
}

/** Reads a script (or, with `handler`, an on… attribute's code, where `event` is the handler's own). Null when a browser would not run it. */
export function readScriptCode(code: string, options: { handler?: boolean; module?: boolean } = {}): ScriptCode | null {
  let program: Node;
  try {
    program = parse(code, { sourceType: options.module ? 'module' : 'script', allowReturnOutsideFunction: options.handler === true }).program as unknown as Node;
  } catch {
    return null;
  }
  const out: ScriptCode = { defines: [], plugins: [], uses: [], own: [], methods: [], selectors: [], writes: false, evaluates: false };
  const top = declaredIn(program);
  if (!options.handler && !options.module) out.defines.push(...top);
  const quoted = (node: Node) => {
    const text = code.slice(node.start, node.end).replace(/\s+/g, ' ').trim();
    const cut = text.indexOf('"');
    const clipped = cut >= 0 ? text.slice(0, cut) : text;
    return clipped.length > 40 ? `${clipped.slice(0, 39).trimEnd()}…` : cut >= 0 ? `${clipped}…` : clipped;
  };
  const use = (list: CodeUse[], name: string, node: Node, c: Context, guarded = false, called = false) =>
    list.push({
      name,
      when: c.when,
      statement: c.statement,
      fn: c.fn,
      hoisted: c.hoisted,
      code: quoted(c.chain && (c.chain.start === node.start || c.chain.type === 'NewExpression') ? c.chain : node),
      ...(guarded ? { guarded: true as const } : {}),
      ...(called ? { called: true as const } : {}),
    });
  /** A name called (or handed to a call): the script's own function it names runs then. */
  const calledName = (id: Node, c: Context) => {
    const where = declared(id.name as string, c);
    if (where !== 'inner') use(where === 'top' ? out.own : out.uses, id.name as string, id, c, false, true);
  };
  /** window.name (self.name, globalThis.name) read where `window` is the page's own. */
  const globalMember = (node: Node, c: Context) => {
    const object = node.object as Node;
    return object.type === 'Identifier' && GLOBAL_OBJECTS.has(object.name as string) && declared(object.name as string, c) === null ? propertyName(node) : null;
  };
  /** Where a name is declared: in the script's top level, in a function of it, or nowhere in it (a global of the page). */
  const declared = (name: string, c: Context): 'top' | 'inner' | null => {
    if (options.handler === true && name === 'event') return 'inner';
    for (let i = c.scopes.length - 1; i >= 0; i -= 1) if (c.scopes[i]!.has(name)) return i === 0 ? 'top' : 'inner';
    return null;
  };

  const visitFunction = (fn: Node, c: Context, mode: 'now' | 'argument' | 'after-load' | 'kept') => {
    const scope = declaredIn(fn.body as Node);
    for (const param of fn.params as Node[]) patternNames(param, scope);
    if (fn.type === 'FunctionExpression' && fn.id) patternNames(fn.id, scope);
    const when: When = c.when === 'later' || mode === 'kept' || mode === 'after-load' ? 'later' : 'load';
    const inner = { ...c, scopes: [...c.scopes, scope], when, chain: null };
    for (const param of fn.params as Node[]) visit(param, inner);
    visit(fn.body as Node, inner);
  };

  const visit = (node: Node, c: Context): void => {
    switch (node.type) {
      case 'Identifier': {
        const where = declared(node.name as string, c);
        if (where !== 'inner') use(where === 'top' ? out.own : out.uses, node.name as string, node, c);
        return;
      }
      case 'UnaryExpression': {
        const argument = node.argument as Node;
        if (node.operator === 'typeof' && argument.type === 'Identifier') {
          if (declared(argument.name as string, c) === null) use(out.uses, argument.name as string, argument, c, true);
          return;
        }
        break;
      }
      case 'MemberExpression':
      case 'OptionalMemberExpression': {
        const name = globalMember(node, c);
        if (name) use(out.uses, name, node, c, true);
        visit(node.object as Node, c);
        if (node.computed) visit(node.property as Node, { ...c, chain: null });
        return;
      }
      case 'ObjectProperty':
      case 'ClassProperty':
        if (node.computed) visit(node.key as Node, c);
        if (node.value) visit(node.value as Node, { ...c, chain: null });
        return;
      case 'LabeledStatement':
        visit(node.body as Node, c);
        return;
      case 'BreakStatement':
      case 'ContinueStatement':
      case 'MetaProperty':
      case 'PrivateName':
        return;
      case 'ExportSpecifier':
        visit(node.local as Node, c);
        return;
      case 'VariableDeclarator':
        visit(node.id as Node, { ...c, scopes: [...c.scopes, new Set(patternNamesOf(node.id))] });
        if (node.init) visitValue(node.init as Node, c, patternNamesOf(node.id)[0] ?? null);
        return;
      case 'AssignmentExpression': {
        const left = node.left as Node;
        if (left.type === 'MemberExpression' && GLOBAL_OBJECTS.has((left.object as Node).name as string) && propertyName(left)) out.defines.push(propertyName(left)!);
        const fnObject = left.type === 'MemberExpression' ? (left.object as Node) : null;
        if (fnObject?.type === 'MemberExpression' && propertyName(fnObject) === 'fn' && propertyName(left)) out.plugins.push(propertyName(left)!);
        if (left.type === 'Identifier' && node.operator === '=') {
          if (c.scopes.length === 1 && declared(left.name as string, c) === null) out.defines.push(left.name as string);
        } else if (!(node.operator === '=' && left.type === 'MemberExpression' && globalMember(left, c))) visit(left, c);
        visitValue(node.right as Node, c, left.type === 'Identifier' && c.scopes.length === 1 ? (left.name as string) : null);
        return;
      }
      case 'CallExpression':
      case 'OptionalCallExpression':
      case 'NewExpression': {
        const callee = node.callee as Node;
        const chain = node.type === 'NewExpression' ? node : c.chain && c.chain.start === node.start ? c.chain : node;
        if (callee.type === 'MemberExpression' && propertyName(callee)) {
          const method = propertyName(callee)!;
          use(out.methods, method, node, { ...c, chain });
          const object = callee.object as Node;
          if (object.type === 'Identifier' && object.name === 'document' && (method === 'write' || method === 'writeln') && c.when === 'load') out.writes = true;
          const selector = stringArgument(node);
          if (selector !== null && (method === 'querySelector' || method === 'querySelectorAll')) use(out.selectors, selector, node, c);
          if (selector !== null && method === 'getElementById') use(out.selectors, `#${selector}`, node, c);
        }
        if (callee.type === 'Identifier' && JQUERY.has(callee.name as string)) {
          const selector = stringArgument(node);
          if (selector !== null && !selector.trimStart().startsWith('<')) use(out.selectors, selector, node, c);
        }
        if (callee.type === 'Identifier' && ['eval', 'Function'].includes(callee.name as string) && declared(callee.name as string, c) === null && c.when === 'load') out.evaluates = true;
        if (callee.type === 'Identifier') calledName(callee, { ...c, chain });
        else if (FUNCTION.has(callee.type)) visitFunction(callee, c, 'now');
        else if (callee.type === 'MemberExpression' && FUNCTION.has((callee.object as Node).type) && ['call', 'apply'].includes(propertyName(callee) ?? '')) visitFunction(callee.object as Node, c, 'now');
        else visit(callee, { ...c, chain });
        const afterLoad = node.type !== 'NewExpression' && runsAfterLoad(node, top);
        for (const arg of node.arguments as Node[]) {
          if (FUNCTION.has(arg.type)) visitFunction(arg, c, afterLoad ? 'after-load' : 'argument');
          else if (arg.type === 'Identifier' && node.type !== 'NewExpression') calledName(arg, { ...c, chain: null, when: afterLoad ? 'later' : c.when });
          else visit(arg, { ...c, chain: null });
        }
        return;
      }
      default:
        if (FUNCTION.has(node.type)) {
          if (node.type === 'FunctionDeclaration' && c.scopes.length === 1) {
            visitFunction(node, { ...c, fn: (node.id as Node).name as string, hoisted: true }, 'now');
          } else visitFunction(node, c, 'kept');
          return;
        }
    }
    for (const child of children(node)) visit(child, { ...c, chain: c.chain && c.chain.start === child.start ? c.chain : null });
  };
  /** A value bound to a top-level name: a function there is that name's (called later, or at once by the page's code). */
  const visitValue = (value: Node, c: Context, name: string | null) => {
    if (FUNCTION.has(value.type) && c.scopes.length === 1 && name) visitFunction(value, { ...c, fn: name }, 'now');
    else visit(value, { ...c, chain: null });
  };

  (program.body as Node[]).forEach((statement, index) => visit(statement, { scopes: [top], when: 'load', statement: index, fn: null, hoisted: false, chain: null }));
  out.defines = [...new Set(out.defines)];
  out.plugins = [...new Set(out.plugins)];
  // A guarded read of a name the script gives itself (window.dataLayer = window.dataLayer || []) needs no other file.
  out.uses = out.uses.filter((u) => !(u.guarded && out.defines.includes(u.name)));
  return out;
}

const patternNamesOf = (p: unknown) => {
  const names = new Set<string>();
  patternNames(p, names);
  return [...names];
};

/**
 * The script's own top-level functions that run when `entries` are called (null: when its
 * load-time code runs), to any depth: a function its running code calls (or hands to a call that
 * may call it) runs too; one it only names (x.onclick = f) does not.
 */
export function functionsRun(code: ScriptCode, entries: ReadonlySet<string> | null): Set<string> {
  const run = new Set(entries ?? []);
  let grew = true;
  while (grew) {
    grew = false;
    for (const u of code.own) {
      if (u.called && u.when === 'load' && (u.fn === null ? entries === null : run.has(u.fn)) && !run.has(u.name)) {
        run.add(u.name);
        grew = true;
      }
    }
  }
  return run;
}

/** A use runs when its script's top-level code runs (`top`) or one of `functions` is called. */
export const runsWith = (u: CodeUse, functions: ReadonlySet<string>, top: boolean) => u.when === 'load' && (u.fn === null ? top : functions.has(u.fn));
