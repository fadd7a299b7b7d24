import { readdirSync, readFileSync } from 'node:fs';
import vm from 'node:vm';
import { compileHintProblem, withCompileHint } from '@/scripts/build/compile-hints';

// A chunk exactly as `next build` of this site wrote it, before the post-build step
// (tests/fixtures/next-build/README.md).
const dir = 'tests/fixtures/next-build/static/chunks';
const [name] = readdirSync(dir).filter((file) => file.endsWith('.js'));
const chunk = readFileSync(`${dir}/${name}`, 'utf8');

/** What a chunk does when it runs: Turbopack chunks push their modules onto globalThis.TURBOPACK. */
function run(source: string): unknown {
  const context = vm.createContext({});
  vm.runInContext(source, context, { filename: name });
  return JSON.parse(JSON.stringify(vm.runInContext('globalThis.TURBOPACK', context), (_key, value) => (typeof value === 'function' ? String(value) : value)));
}

describe('withCompileHint on a chunk next build wrote', () => {
  const hinted = withCompileHint(chunk);

  it('starts from a chunk without the hint', () => {
    expect(chunk.split('\n', 1)[0]).not.toBe('//# allFunctionsCalledOnLoad');
    expect(compileHintProblem(chunk)).toMatch(/first line/);
  });

  it("puts V8's whole-file hint on a line of its own, the chunk after it byte for byte", () => {
    const newline = hinted.indexOf('\n');
    expect(hinted.slice(0, newline)).toBe('//# allFunctionsCalledOnLoad');
    expect(hinted.slice(newline + 1)).toBe(chunk);
  });

  it('leaves what the chunk does unchanged: the hint is only a comment', () => {
    const ran = run(chunk);
    expect(ran).toBeInstanceOf(Array);
    expect(run(hinted)).toEqual(ran);
  });

  it('adds it once: a second run over the same build changes nothing, and the check finds it once', () => {
    expect(withCompileHint(hinted)).toBe(hinted);
    expect(compileHintProblem(hinted)).toBeNull();
    expect(compileHintProblem(`//# allFunctionsCalledOnLoad\n${hinted}`)).toMatch(/twice/);
  });
});
