/**
 * The model's proofreading notes, as a fact: each note whose quote stands word for word in one block
 * of a page's visible text, with the pages that show it; every other note is dropped before a rule
 * reads them (findings/rules/site.ts, `proofreading`). A quote the rules already cite (filler they
 * found, say) is not noted twice. Pure.
 */

export interface ProofreadingNote {
  /** The page's words, as it shows them (whitespace made one space). */
  quote: string;
  /** What is wrong with them, in the model's one sentence. */
  problem: string;
  /** The pages that show the quote (short paths, as the site's other facts name them). */
  pages: string[];
}

/** Text compared as a reader sees it: one space for any run of whitespace, typographic quotes as plain ones. */
const comparable = (text: string) => text.replace(/[\u2018\u2019\u201B]/g, "'").replace(/[\u201C\u201D]/g, '"').replace(/\s+/g, ' ').trim();

/** The model's text made plain: no tags, no markdown markers, one line. */
export const plainModelText = (text: string) =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/[*_`#]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();

export const MAX_PROOFREADING_NOTES = 8;

export function groundedProofreading(notes: readonly { quote: string; problem: string }[] | undefined, pages: readonly { path: string; text: readonly string[] }[], cited: readonly string[] = []): ProofreadingNote[] {
  const blocks = pages.map((page) => ({ path: page.path, text: page.text.map((block) => ({ block, comparable: comparable(block) })) }));
  const citedText = cited.map(comparable).join('\n');
  const kept: ProofreadingNote[] = [];
  for (const note of notes ?? []) {
    const wanted = comparable(note.quote).replace(/^["'“]+|["'”]+$/g, '');
    const problem = plainModelText(note.problem).slice(0, 240);
    if ([...wanted].length < 3 || !problem || citedText.includes(wanted) || kept.some((k) => comparable(k.quote) === wanted)) continue;
    // The quote as the page writes it (its own quote marks), from the first block that has it.
    const shownOn = blocks.filter((page) => page.text.some((b) => b.comparable.includes(wanted)));
    if (shownOn.length === 0) continue;
    const block = shownOn[0]!.text.find((b) => b.comparable.includes(wanted))!;
    const at = block.comparable.indexOf(wanted);
    const quote = comparable(block.block) === block.comparable && block.block.length === block.comparable.length ? block.block.slice(at, at + wanted.length) : wanted;
    kept.push({ quote, problem, pages: shownOn.map((page) => page.path) });
  }
  return kept.slice(0, MAX_PROOFREADING_NOTES);
}
