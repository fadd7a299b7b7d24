import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide';
import * as csstree from 'css-tree';
import { Icon } from '@/components/ui/icon';
import { iconId } from '@/lib/ui/icons/icon-id';
import { ICON_STYLESHEET, filledIcons, iconStylesheet, siteIcons } from '@/lib/ui/icons/icon-set';

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

const ids = new Set(siteIcons.map(iconId));

/** The stylesheet's rules outside media queries: selector → the declarations it sets. */
function stylesheetRules(css: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  csstree.walk(csstree.parse(css), {
    visit: 'Rule',
    enter(rule) {
      if (this.atrule?.name === 'media') return;
      const selector = csstree.generate(rule.prelude);
      const declarations: Record<string, string> = { ...rules.get(selector) };
      rule.block.children.forEach((node) => {
        if (node.type === 'Declaration') declarations[node.property] = csstree.generate(node.value).trim();
      });
      rules.set(selector, declarations);
    },
  });
  return rules;
}

describe('the icon set', () => {
  it('holds every icon a page or component imports, so no icon is an empty box', () => {
    const files = [...sourceFiles('app'), ...sourceFiles('components')];
    const names = new Set(files.flatMap((file) => lucideImports(readFileSync(file, 'utf8'))));
    expect(names.size).toBeGreaterThan(30);
    const missing = [...names].filter((name) => {
      const node = (lucide as unknown as Record<string, lucide.IconNode>)[name];
      return !node || !ids.has(iconId(node));
    });
    expect(missing).toEqual([]);
  });

  it('gives every drawing its own id', () => {
    expect(ids.size).toBe(siteIcons.length);
  });

  it('is app/icons.css, made by `npm run icons:css` (run it after adding an icon)', () => {
    expect(readFileSync(ICON_STYLESHEET, 'utf8')).toBe(iconStylesheet());
    expect(readFileSync('app/globals.css', 'utf8')).toContain("@import './icons.css';");
  });

  it('draws each icon as a mask of its Lucide drawing, in the text colour', () => {
    const rules = stylesheetRules(iconStylesheet());
    expect(rules.get('.icon')).toMatchObject({ 'background-color': 'currentColor', mask: 'var(--icon) center/contain no-repeat', width: '24px', height: '24px', 'flex-shrink': '0' });
    for (const id of ids) expect(rules.get(`.${id}`)?.['--icon']).toMatch(/^url\("data:image\/svg\+xml,%3Csvg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 24 24' fill='none' stroke='black'/);
    // The drawing itself, decoded: ArrowRight's two strokes.
    const arrow = decodeURIComponent(rules.get(`.${iconId(lucide.ArrowRight)}`)!['--icon']!.slice(4, -1).replace(/^"|"$/g, ''));
    expect(arrow).toContain("<path d='M5 12h14'/>");
    expect(arrow).toContain("<path d='m12 5 7 7-7 7'/>");
    // A filled drawing for the rating's stars; forced colours keep the icons in the forced text colour.
    for (const icon of filledIcons) expect(rules.get(`.icon-filled.${iconId(icon)}`)?.['--icon']).toContain("fill='black'");
    expect(iconStylesheet()).toMatch(/@media \(forced-colors: active\) \{\s*\.icon \{\s*forced-color-adjust: none;\s*background-color: CanvasText;\s*\}\s*a \.icon \{\s*background-color: LinkText;\s*\}\s*button \.icon \{\s*background-color: ButtonText;/);
  });

  it('renders an icon as one empty element naming its drawing, decorative unless titled', () => {
    const decorative = renderToStaticMarkup(createElement(Icon, { icon: lucide.Check, className: 'size-4' }));
    expect(decorative).toBe(`<span aria-hidden="true" class="icon ${iconId(lucide.Check)} size-4"></span>`);
    // Its default size comes from the stylesheet, so an icon with no class has none of its own.
    expect(renderToStaticMarkup(createElement(Icon, { icon: lucide.Check }))).toBe(`<span aria-hidden="true" class="icon ${iconId(lucide.Check)}"></span>`);
    expect(renderToStaticMarkup(createElement(Icon, { icon: lucide.Star, filled: true }))).toBe(`<span aria-hidden="true" class="icon ${iconId(lucide.Star)} icon-filled"></span>`);
    const titled = renderToStaticMarkup(createElement(Icon, { icon: lucide.Star, title: '5 stars' }));
    expect(titled).toContain('role="img"');
    expect(titled).toContain('aria-label="5 stars"');
    expect(titled).not.toContain('aria-hidden');
  });
});
