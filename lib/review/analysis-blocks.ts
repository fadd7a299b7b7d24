/**
 * The review's text format, parsed into blocks for rendering as elements (never as HTML): '## ' and
 * '### ' headings, '- ' bullets, '1. ' numbered items and paragraphs. Inline text is shown as it is
 * written: the report quotes a site's own words, asterisks and underscores included, so nothing
 * inside a line is read as markup.
 */
export type Inline = { text: string; bold: boolean };

export type AnalysisBlock =
  | { kind: 'heading'; level: 2 | 3; content: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'paragraph'; content: Inline[] };

export function parseInline(text: string): Inline[] {
  return text ? [{ text, bold: false }] : [];
}

const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const HEADING = /^\s*(#{1,6})\s+(.*)$/;

export function parseAnalysis(text: string): AnalysisBlock[] {
  const blocks: AnalysisBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  for (const line of text.replace(/\r\n/g, '\n').split('\n')) {
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (!line.trim()) {
      flush();
    } else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]!.length <= 2 ? 2 : 3, content: parseInline(heading[2]!.trim()) });
    } else if (bullet || numbered) {
      flush();
      const ordered = Boolean(numbered && !bullet);
      const item = parseInline((bullet ?? numbered)![1]!.trim());
      const previous = blocks.at(-1);
      if (previous?.kind === 'list' && previous.ordered === ordered) previous.items.push(item);
      else blocks.push({ kind: 'list', ordered, items: [item] });
    } else {
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}
