import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { FONT_SOURCE, FONT_SUBSET, GLYPHS, SUBSET_OPTIONS } from '@/lib/ui/glyphs';

/** Every source file the site's text comes from. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(tsx?|css|md)$/.test(name) ? [file] : [];
  });
}

describe('the bundled Inter subset', () => {
  it('carries every character the content and components print', () => {
    const glyphs = new Set(GLYPHS);
    const missing = new Map<string, string>();
    for (const file of ['content', 'components', 'app'].flatMap(sourceFiles)) {
      for (const char of readFileSync(file, 'utf8')) {
        if (char !== '\n' && char !== '\t' && !glyphs.has(char) && !missing.has(char)) missing.set(char, file);
      }
    }
    // Add the character to GLYPHS and run `npm run font:subset`.
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it('is the file scripts/assets/subset-font.mjs makes from GLYPHS (regenerated after every change)', async () => {
    const source = readFileSync(FONT_SOURCE);
    const expected = await subsetFont(source, GLYPHS, SUBSET_OPTIONS);
    const committed = readFileSync(FONT_SUBSET);
    expect(committed.equals(expected)).toBe(true);
    expect(committed.length).toBeLessThan(source.length * 0.6);
  });
});
