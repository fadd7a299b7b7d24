/**
 * A robots meta (name="robots" or "googlebot") filled with phrases that are no directive: keywords
 * written where search engines look only for instructions (index, follow, noarchive…). Search
 * engines rank nothing by it; they read its comma-separated directives and pass over other words,
 * and a directive run into other words with no comma between ("noindex cheap plumber") is no
 * directive as written. Pure.
 */
import { attr, clip, type PageDocument } from './document';

export interface StuffedRobots {
  /** The meta's name as the page writes it. */
  name: string;
  /** How many of its comma-separated parts are phrases, not directives, and some of them as written. */
  phrases: number;
  examples: string[];
  /** Its parts that are directives, and the phrases that hold a directive's word among others. */
  directives: string[];
  buried: { text: string; directive: string }[];
}

/** The robots meta's directives (Google's, Bing's and Yandex's, and their old and positive forms), by name. */
const DIRECTIVE =
  /^(?:all|none|index|noindex|follow|nofollow|archive|noarchive|cache|nocache|snippet|nosnippet|translate|notranslate|imageindex|noimageindex|odp|noodp|ydir|noydir|noyaca|noimageclick|nopreview|indexifembedded|nositelinkssearchbox|max-snippet|max-image-preview|max-video-preview|unavailable_after)$/i;
const isDirective = (part: string) => DIRECTIVE.test(part.split(':')[0]!.trim());
/** What a robots meta may hold that is no keyword: other meta tags' values an old generator ran into it ("revisit-after 7 days", "distribution global"), and crawlers' names. */
const OTHER_META = /^(?:revisit|revisit-after|distribution|rating|language|author|copyright|expires|global|general|document-type|resource-type|audience|safe for kids)\b|^[\w-]*(?:bot|slurp|spider|crawler)$/i;
/** Phrases enough to be keywords rather than a slip: three, or one long one. */
const MIN_PHRASES = 3;
const MIN_WORDS = 5;

export function stuffedRobots(d: PageDocument): StuffedRobots | null {
  for (const meta of [...d.metaNamed('robots'), ...d.metaNamed('googlebot')]) {
    const parts = (attr(meta, 'content') ?? '').split(',').map((p) => p.trim()).filter(Boolean);
    const directives = parts.filter(isDirective);
    // "index follow" is two directives missing their comma: a slip, not a phrase.
    const phrases = parts.filter((p) => !isDirective(p) && /\p{L}{2}/u.test(p) && !OTHER_META.test(p) && !p.split(/\s+/).every(isDirective));
    const words = phrases.reduce((n, p) => n + p.split(/\s+/).length, 0);
    if (phrases.length < MIN_PHRASES && words < MIN_WORDS) continue;
    const buried = phrases.flatMap((text) => {
      const directive = text.split(/\s+/).find(isDirective);
      return directive ? [{ text: clip(text, 60), directive }] : [];
    });
    return { name: (attr(meta, 'name') ?? 'robots').trim(), phrases: phrases.length, examples: phrases.slice(0, 4).map((p) => clip(p, 60)), directives, buried: buried.slice(0, 2) };
  }
  return null;
}
