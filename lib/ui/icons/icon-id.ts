import type { IconNode } from 'lucide';

/**
 * A short, stable id for a Lucide drawing (FNV-1a of its nodes): an <Icon> names its drawing by this
 * class, and app/icons.css has one rule per id (lib/ui/icons/icon-set.ts).
 */
export function iconId(icon: IconNode): string {
  const text = JSON.stringify(icon);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `i${(hash >>> 0).toString(36)}`;
}
