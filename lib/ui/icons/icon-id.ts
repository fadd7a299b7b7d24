import type { IconNode } from 'lucide';

/**
 * A short, stable id for a Lucide drawing (FNV-1a of its nodes): the page refers to the drawing in
 * the shared sprite (/icons.svg) by this id, and the sprite names each drawing the same way.
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
