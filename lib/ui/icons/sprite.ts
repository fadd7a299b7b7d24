import * as lucide from 'lucide';
import type { IconNode } from 'lucide';
import { escapeHtml } from '@/lib/ui/escape-html';
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
 * Every Lucide drawing the site shows. <Icon> refers to these by id in /icons.svg; a unit test
 * fails when a component imports an icon that is missing here.
 */
export const spriteIcons: readonly IconNode[] = [
  ...new Set([...Object.values(namedIcons), ...componentIcons.map((name) => lucide[name] as IconNode)]),
];

function symbol(icon: IconNode): string {
  const shapes = icon
    .map(([tag, attrs]) => {
      const attributes = Object.entries(attrs)
        .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
        .join('');
      return `<${tag}${attributes}/>`;
    })
    .join('');
  // The stroke style sits on each symbol: a <use> clone inherits from the page, not from the sprite's root.
  return `<symbol id="${iconId(icon)}" viewBox="0 0 24 24" ${stroke}>${shapes}</symbol>`;
}

const stroke = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

/** The sprite: one <symbol> per drawing. */
export function spriteSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg">${spriteIcons.map(symbol).join('')}</svg>`;
}
