import type { Font } from 'fontkit';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { FONT_SOURCE, FONT_STYLESHEET, FONT_SUBSET, GLYPHS, SUBSET_OPTIONS, fontStylesheet } from '@/lib/ui/glyphs';

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
    expect(committed.length).toBeLessThan(source.length * 0.45);
  });

  it('rides inline in the stylesheet (app/inter-font.css is the committed file as a data: URL, loaded with the styles)', () => {
    const committed = readFileSync(FONT_SUBSET);
    const stylesheet = readFileSync(FONT_STYLESHEET, 'utf8');
    expect(stylesheet).toBe(fontStylesheet(committed));
    const inline = stylesheet.match(/url\(data:font\/woff2;base64,([A-Za-z0-9+/=]+)\)/)?.[1];
    expect(Buffer.from(inline ?? '', 'base64').equals(committed)).toBe(true);
    // The face is Inter and the site's font stack asks for it first.
    expect(stylesheet).toMatch(/font-family: 'Inter';/);
    expect(readFileSync('app/globals.css', 'utf8')).toMatch(/@import '\.\/inter-font\.css';[\s\S]*--font-sans: 'Inter', 'Inter Fallback'/);
  });

  it('keeps only the OpenType features the styles turn on, and every one of those', async () => {
    const { create } = await import('fontkit');
    const font = create(readFileSync(FONT_SUBSET)) as Font;
    // kern and calt are on by default in browsers; tnum is the calculator's tabular-nums.
    expect([...font.availableFeatures].sort()).toEqual(['calt', 'kern', 'tnum']);
  });
});
