import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide';
import { parseDocument } from 'htmlparser2';
import { Icon } from '@/components/ui/icon';
import { iconId } from '@/lib/ui/icons/icon-id';
import { spriteIcons, spriteSvg } from '@/lib/ui/icons/sprite';

/** Every source file under `dir` that may render an icon. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The Lucide names a file imports (value imports only). */
function lucideImports(source: string): string[] {
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide'/g)].flatMap((m) =>
    (m[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type ')),
  );
}

const spriteIds = new Set(spriteIcons.map(iconId));

describe('icon sprite', () => {
  it('holds every icon a page or component imports, so no <use> points at nothing', () => {
    const files = [...sourceFiles('app'), ...sourceFiles('components')];
    const names = new Set(files.flatMap((file) => lucideImports(readFileSync(file, 'utf8'))));
    expect(names.size).toBeGreaterThan(30);
    const missing = [...names].filter((name) => {
      const node = (lucide as unknown as Record<string, lucide.IconNode>)[name];
      return !node || !spriteIds.has(iconId(node));
    });
    expect(missing).toEqual([]);
  });

  it('gives every drawing its own id', () => {
    expect(spriteIds.size).toBe(spriteIcons.length);
  });

  it('is well-formed SVG with one stroked symbol per drawing', () => {
    const svg = spriteSvg();
    const doc = parseDocument(svg, { xmlMode: true });
    const root = doc.children.find((node) => 'name' in node && node.name === 'svg') as { children: unknown[] } | undefined;
    expect(root).toBeDefined();
    const symbols = [...svg.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24" fill="none" stroke="currentColor"/g)];
    expect(symbols.map((m) => m[1]).sort()).toEqual([...spriteIds].sort());
    expect(svg).toContain(`<symbol id="${iconId(lucide.ArrowRight)}"`);
    expect(svg).toContain('<path d="M5 12h14"/>');
  });

  it('renders an icon as a reference into the sprite, decorative unless titled', () => {
    const decorative = renderToStaticMarkup(createElement(Icon, { icon: lucide.Check, className: 'size-4' }));
    expect(decorative).toBe(
      `<svg aria-hidden="true" class="size-4"><use href="/icons.svg#${iconId(lucide.Check)}"></use></svg>`,
    );
    // Its default size comes from the stylesheet (app/globals.css), so an icon with no class has none.
    expect(renderToStaticMarkup(createElement(Icon, { icon: lucide.Check }))).toBe(
      `<svg aria-hidden="true"><use href="/icons.svg#${iconId(lucide.Check)}"></use></svg>`,
    );
    const titled = renderToStaticMarkup(createElement(Icon, { icon: lucide.Star, title: '5 stars' }));
    expect(titled).toContain('role="img"');
    expect(titled).toContain('aria-label="5 stars"');
    expect(titled).not.toContain('aria-hidden');
  });
});
