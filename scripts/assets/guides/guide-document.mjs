// A long-form guide (content/guide-documents.ts): title page with its contents, the parts, the
// closing page.
import { studio } from './content.mjs';
import { MARGIN, PAGE_W, CONTENT_W, LEFT, NAVY, INK, MUTED, RULE, REGULAR, BOLD, BODY_SIZE, typeset, spaceLeft, createDocument } from './layout.mjs';
import { paragraph, titleBand, sectionHeading, section, closingPage, footers } from './blocks.mjs';

/** A long-form guide: title page with contents, one part per page, closing page. */
export async function renderGuideDocument(guide) {
  const doc = createDocument({ title: guide.title, subject: guide.subtitle, keywords: guide.sections.map((s) => s.heading).join(', ') });
  titleBand(doc, { eyebrow: `${studio.name}  ·  Free guide`, title: typeset(guide.title), subtitle: typeset(guide.subtitle) });
  paragraph(doc, guide.intro, { size: 12.5 });

  // Contents: page numbers are filled in once the parts are laid out.
  doc.y += 8;
  doc.font(BOLD).fontSize(12).fillColor(NAVY).text('Inside this guide', LEFT, doc.y);
  doc.y += 8;
  const contents = guide.sections.map((spec, index) => {
    const top = doc.y;
    const destination = `part-${index + 1}`;
    doc.font(BOLD).fontSize(9).fillColor(MUTED).text(`PART ${index + 1}`, LEFT, top + 2, { characterSpacing: 1.2, lineBreak: false });
    doc.font(REGULAR).fontSize(BODY_SIZE).fillColor(INK).text(typeset(spec.heading), LEFT + 60, top, { goTo: destination, lineBreak: false });
    doc.moveTo(LEFT, top + 20).lineTo(PAGE_W - MARGIN.right, top + 20).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.y = top + 28;
    return { top, destination, page: 0 };
  });
  if (doc.bufferedPageRange().count !== 1) throw new Error(`${guide.fileName}: the title page overflows`);

  // Parts run on from one another; a part starts a new page when little of the current one is
  // left, and a one-pager always gets a page to itself so it can be printed and handed round.
  const continues = new Map();
  guide.sections.forEach((spec, index) => {
    const onePager = /one-pager/i.test(spec.heading);
    if (index === 0 || onePager || spaceLeft(doc) < 260) doc.addPage();
    else doc.y += 26;
    const entry = contents[index];
    const label = `Part ${index + 1} · ${typeset(spec.heading)}`;
    entry.page = doc.bufferedPageRange().count;
    doc.addNamedDestination(entry.destination);
    doc.outline.addItem(label.replace(' · ', ': '));
    sectionHeading(doc, typeset(spec.heading), { eyebrow: `Part ${index + 1}` });
    section(doc, spec);
    const last = doc.bufferedPageRange().count;
    for (let page = entry.page; page < last; page += 1) continues.set(page, label); // 0-based index of the pages after the first
    if (onePager && last > entry.page) throw new Error(`${guide.fileName}: "${spec.heading}" runs to ${last - entry.page + 1} pages`);
  });

  doc.switchToPage(0);
  for (const entry of contents) {
    doc.font(BOLD).fontSize(BODY_SIZE).fillColor(NAVY).text(`page ${entry.page}`, LEFT, entry.top, { width: CONTENT_W, align: 'right', goTo: entry.destination, lineBreak: false });
  }
  doc.switchToPage(doc.bufferedPageRange().count - 1);

  closingPage(doc, guide.closing);
  doc.outline.addItem('Book a strategy call');
  footers(doc, { title: typeset(guide.title), continues });
  return { fileName: guide.fileName, doc };
}
