/** The caps that keep a page's facts small: clipped strings and capped lists, while the counts stay exact. */
import { HTML_PARSE_CHARS } from '../html/document';

/** A clipped text and the length of the whole text, in characters. */
export interface TextFact {
  text: string;
  length: number;
}

/** Caps that keep the facts small. */
export const factLimits = {
  text: 120,
  /** Search engines show about 160 characters of a description; keep all of a well-sized one. */
  description: 160,
  shortText: 80,
  h1: 5,
  h2: 20,
  examples: 5,
  origins: 10,
  redirects: 5,
  directives: 10,
  types: 15,
  /** Longer bodies are cut before parsing (html/document.ts); sitemaps share the cap. */
  htmlChars: HTML_PARSE_CHARS,
} as const;
