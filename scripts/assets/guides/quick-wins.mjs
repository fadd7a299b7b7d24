// An industry quick-wins guide (content/quick-wins.ts): title band, intro and numbered tips, the
// closing page.
import { studio } from './content.mjs';
import { CONTENT_W, LEFT, NAVY, INK, REGULAR, BOLD, BODY_SIZE, LINE_GAP, typeset, ensureSpace, measure, createDocument, NUMBER_WORDS } from './layout.mjs';
import { paragraph, titleBand, sectionHeading, closingPage, footers } from './blocks.mjs';

/** An industry quick-wins guide: title band, intro and five numbered tips, closing page. */
export async function renderQuickWins(guide) {
  const doc = createDocument({ title: guide.title, subject: guide.subtitle, keywords: guide.tips.map((tip) => tip.title).join(', ') });
  titleBand(doc, { eyebrow: `${studio.name}  ·  Quick wins`, title: typeset(guide.title), subtitle: typeset(guide.subtitle) });
  paragraph(doc, guide.intro, { size: 12.5 });
  doc.y += 10;
  sectionHeading(doc, `${NUMBER_WORDS[guide.tips.length] ?? guide.tips.length} changes to make this month`, { size: 17 });

  const indent = 36;
  const width = CONTENT_W - indent;
  guide.tips.forEach((tip, index) => {
    const title = typeset(tip.title);
    const body = typeset(tip.body);
    const height = measure(doc, title, { font: BOLD, size: 13, width, lineGap: 2 }) + 6 + measure(doc, body, { width });
    ensureSpace(doc, height);
    const top = doc.y;
    doc.outline.addItem(`${index + 1}. ${title}`);
    doc.circle(LEFT + 12, top + 8, 12).fill(NAVY);
    doc.font(BOLD).fontSize(11).fillColor('#ffffff').text(String(index + 1), LEFT, top + 3.5, { width: 24, align: 'center', lineBreak: false });
    doc.font(BOLD).fontSize(13).fillColor(NAVY).text(title, LEFT + indent, top, { width, lineGap: 2 });
    doc.y += 6;
    doc.font(REGULAR).fontSize(BODY_SIZE).fillColor(INK).text(body, LEFT + indent, doc.y, { width, lineGap: LINE_GAP });
    doc.y += 20;
  });

  closingPage(
    doc,
    `Want help putting these ${(NUMBER_WORDS[guide.tips.length] ?? String(guide.tips.length)).toLowerCase()} changes in place? On a free ${studio.claims.strategyCallMinutes}-minute strategy call we will look at your website with you and tell you which of them will make the biggest difference first, whether or not you work with us. ${studio.name} builds fast, hand-coded websites, delivered in ${studio.claims.delivery.replace('-', '–')}, and you own every line of code.`,
  );
  footers(doc, { title: typeset(guide.title) });
  return { fileName: `${guide.industry}-quick-wins.pdf`, doc };
}
