import { plural, quote, quoteList } from '../wording';
import type { Rule } from './types';

/**
 * Keyword stuffing, where a page shows it (facts/keywords.ts, facts/robots-meta.ts): phrases heaped
 * in the keywords meta or the robots meta, and a run of twenty or more towns. Search engines rank
 * none of it; their spam policies name the towns, and anyone who reads the page's code sees the rest.
 */
export const stuffingRules: Rule[] = [
  {
    // Google ignores the tag; the list itself is what shows, to anyone who reads the page's code (a competitor).
    id: 'keywords-stuffed',
    area: 'search',
    cost: 'unseen',
    applies: (f) => f.keywordsStuffed !== null,
    weight: 2,
    title: 'Remove the keyword list from the page’s code',
    evidence: (f) => {
      const k = f.keywordsStuffed!;
      return [`The keywords meta lists ${plural(k.phrases, 'phrase')}, ${k.withWord} of them with ${quote(k.word)}, e.g. ${quoteList(k.examples, 4)}`];
    },
    advice: 'Delete the keywords meta: Google does not use it for ranking, and it shows anyone who opens the page’s code the phrases you target. Put the words that matter in each page’s title, description and text instead.',
  },
  {
    // Keywords where search engines look only for instructions: nothing ranks by them, and a directive run into them may not be read.
    id: 'robots-meta-stuffed',
    area: 'search',
    cost: (f) => (f.robotsStuffed!.buried.some((b) => /^(?:noindex|none|nofollow)$/i.test(b.directive)) ? 'hinders' : 'unseen'),
    applies: (f) => f.robotsStuffed !== null,
    weight: (f) => (f.robotsStuffed!.buried.length > 0 ? 5 : 3),
    title: 'Take the keywords out of the robots meta',
    evidence: (f) => {
      const r = f.robotsStuffed!;
      const meta = r.name.toLowerCase() === 'googlebot' ? 'googlebot meta' : 'robots meta';
      const listed = r.phrases > r.examples.length ? `, e.g. ${quoteList(r.examples, 4)}` : `: ${quoteList(r.examples, 4)}`;
      return [
        `The ${meta} holds ${plural(r.phrases, 'phrase')} that ${r.phrases === 1 ? 'is' : 'are'} no directive to search engines${listed}`,
        r.directives.length > 0
          ? `Of its parts, only ${quoteList(r.directives, 6)} ${r.directives.length === 1 ? 'is a directive' : 'are directives'}; search engines pass over the rest and rank nothing by it`
          : 'None of its parts is a directive: it gives search engines no instruction, and they rank nothing by it',
        ...r.buried.map((b) => `${quote(b.text)} runs ${quote(b.directive)} into other words with no comma between, so search engines may not read it as a directive`),
      ];
    },
    advice: (f) =>
      f.robotsStuffed!.buried.length > 0
        ? 'Keep only directives in the robots meta, separated by commas (noindex, nofollow), or remove it if the page is meant to be indexed; put the words you want to be found for in the page’s title, headings and text.'
        : 'Keep only directives in the robots meta (or remove it: index, follow is the default), and put the words you want to be found for in the page’s title, headings and text, where search engines read them.',
  },
  {
    // Google's spam policies name "blocks of text that list cities and regions" a page tries to rank for.
    id: 'place-list',
    area: 'search',
    cost: 'hinders',
    applies: (f) => f.placeList !== null,
    weight: 4,
    title: 'Replace the list of places with a sentence about where you work',
    evidence: (f) => {
      const p = f.placeList!;
      return [`After ${quote(p.lead)}, ${p.kind === 'list' ? 'a list gives' : 'one paragraph lists'} ${p.count} names, e.g. ${quoteList(p.examples, 4)}`];
    },
    advice: 'Say in a sentence the area you cover (a county, a radius from your town) and name the few places you work most; search engines read a long run of town names as keyword stuffing, and visitors skip it.',
  },
];
