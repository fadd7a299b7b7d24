import { COMPILE_HINT, withCompileHint } from '@/lib/performance/compile-hints';

describe('withCompileHint', () => {
  const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,(e,t,r)=>{r.exports=1}]);';

  it('puts the hint on a line of its own before the script, which is otherwise unchanged', () => {
    const hinted = withCompileHint(chunk);
    expect(hinted.split('\n')).toEqual([COMPILE_HINT, chunk]);
  });

  it('is the comment V8 reads: a line comment starting //# at the top of the file', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });

  it('adds it once, so a second run over the same build changes nothing', () => {
    expect(withCompileHint(withCompileHint(chunk))).toBe(withCompileHint(chunk));
  });
});
