import * as lucide from 'lucide';
import type { IconNode } from 'lucide';
import { iconId } from './icon-id';
import { namedIcons } from './named-icons';

/** The drawings pages and components import from Lucide by name, beside the content's named icons. */
const componentIcons = [
  'ArrowDown',
  'ArrowRight',
  'Award',
  'BookOpen',
  'Bot',
  'Calendar',
  'CalendarCheck',
  'CalendarDays',
  'ChevronDown',
  'CircleAlert',
  'CircleCheck',
  'CircleDashed',
  'CircleMinus',
  'CircleX',
  'Clock',
  'CreditCard',
  'Download',
  'ExternalLink',
  'FileText',
  'Gauge',
  'KeyRound',
  'LoaderCircle',
  'LockKeyhole',
  'Mail',
  'Menu',
  'Phone',
  'Printer',
  'Quote',
  'Receipt',
  'Search',
  'Send',
  'ShieldCheck',
  'Sparkles',
  'Star',
  'Target',
  'UserCheck',
  'X',
] as const satisfies readonly (keyof typeof lucide)[];

/**
 * Every Lucide drawing the site shows. <Icon> names one by its class (app/icons.css has a rule per
 * drawing); a unit test fails when a component imports an icon that is missing here.
 */
export const siteIcons: readonly IconNode[] = [
  ...new Set([...Object.values(namedIcons), ...componentIcons.map((name) => lucide[name] as IconNode)]),
];

/** The drawings also shown filled (<Icon filled>): the rating's stars. */
export const filledIcons: readonly IconNode[] = [lucide.Star];

/** The file `npm run icons:css` writes from this set, imported by app/globals.css. */
export const ICON_STYLESHEET = 'app/icons.css';

/** A drawing as the SVG document a mask draws: Lucide's stroke, in black (a mask reads only its alpha). */
function drawing(icon: IconNode, filled: boolean): string {
  const shapes = icon
    .map(([tag, attrs]) => {
      const attributes = Object.entries(attrs)
        .map(([name, value]) => ` ${name}='${String(value)}'`)
        .join('');
      return `<${tag}${attributes}/>`;
    })
    .join('');
  const fill = filled ? 'black' : 'none';
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='${fill}' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${shapes}</svg>`;
}

/** An SVG document as a CSS url(): only the characters a data: URL in a quoted url() cannot hold are escaped. */
function cssDataUrl(svg: string): string {
  if (/["\\\n]/.test(svg)) throw new Error(`An icon drawing holds a character a CSS string cannot: ${svg}`);
  const escaped = svg.replace(/%/g, '%25').replace(/#/g, '%23').replace(/</g, '%3C').replace(/>/g, '%3E');
  return `url("data:image/svg+xml,${escaped}")`;
}

/**
 * The icons as styles: `.icon` is a box of the text's colour cut to the drawing its id class names
 * (a CSS mask), 24 px and never squeezed unless a size utility or a named look says otherwise (the base
 * layer: every utility wins over it). The drawings ride in the stylesheet every page already loads: no
 * request of their own, and an icon is one short element in a page's HTML and RSC payload.
 */
export function iconStylesheet(): string {
  const rules = siteIcons.map((icon) => `  .${iconId(icon)} {\n    --icon: ${cssDataUrl(drawing(icon, false))};\n  }`);
  const filled = filledIcons.map((icon) => `  .icon-filled.${iconId(icon)} {\n    --icon: ${cssDataUrl(drawing(icon, true))};\n  }`);
  return [
    '/* Made by `npm run icons:css` from lib/ui/icons/icon-set.ts; do not edit. */',
    '@layer base {',
    '  .icon {',
    '    display: inline-block;',
    '    flex-shrink: 0;',
    '    width: 24px;',
    '    height: 24px;',
    '    background-color: currentColor;',
    '    mask: var(--icon) center / contain no-repeat;',
    '    print-color-adjust: exact;',
    '  }',
    '  /* In forced colours a background is painted over, and the colour an icon inherits is the author\'s,',
    '     not the forced one: draw it in the system colour of the text around it. */',
    '  @media (forced-colors: active) {',
    '    .icon {',
    '      forced-color-adjust: none;',
    '      background-color: CanvasText;',
    '    }',
    '    a .icon {',
    '      background-color: LinkText;',
    '    }',
    '    button .icon {',
    '      background-color: ButtonText;',
    '    }',
    '  }',
    ...rules,
    ...filled,
    '}',
    '',
  ].join('\n');
}
