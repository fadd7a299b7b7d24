// The blocks a guide is made of, drawn with the layout kit: paragraphs, the title band, section
// headings, lists, tables, the closing page and the running header and footer.
import { studio } from './content.mjs';
import {
  SITE_URL, FOOTER, MARGIN, PAGE_W, PAGE_H, CONTENT_W, LEFT, NAVY, INK, MUTED, ON_NAVY, GOLD, RULE,
  TINT, REGULAR, BOLD, OBLIQUE, BODY_SIZE, LINE_GAP, PARA_GAP, typeset, splitLabel,
  splitFirstSentence, spaceLeft, ensureSpace, measure, writeRich, star, balancedWidth
} from './layout.mjs';

export function paragraph(doc, text, { size = BODY_SIZE, color = INK } = {}) {
  const parts = splitLabel(typeset(text));
  const height = measure(doc, parts.join(''), { font: parts[0] ? BOLD : REGULAR, size });
  const lineHeight = size + LINE_GAP + 2;
  // Start on a new page rather than leave one or two lines stranded at the bottom.
  ensureSpace(doc, Math.min(height, lineHeight * 3));
  writeRich(doc, parts, { size, color });
  doc.y += PARA_GAP;
}

/** The navy band at the top of the first page. */
export function titleBand(doc, { eyebrow, title, subtitle }) {
  const titleSize = title.length > 48 ? 27 : 31;
  const titleWidth = balancedWidth(doc, title, { font: BOLD, size: titleSize, lineGap: 2, maxWidth: CONTENT_W - 40 });
  const subtitleWidth = balancedWidth(doc, subtitle, { font: REGULAR, size: 14, lineGap: 4, maxWidth: CONTENT_W - 40 });
  const titleHeight = measure(doc, title, { font: BOLD, size: titleSize, width: titleWidth, lineGap: 2 });
  const subtitleHeight = measure(doc, subtitle, { size: 14, width: subtitleWidth, lineGap: 4 });
  const height = Math.max(270, 120 + titleHeight + 18 + subtitleHeight + 52);

  doc.rect(0, 0, PAGE_W, height).fill(NAVY);
  doc.rect(0, height, PAGE_W, 5).fill(GOLD);
  star(doc, PAGE_W - MARGIN.right - 14, 78, 14, GOLD);

  doc.font(BOLD).fontSize(9).fillColor(GOLD).text(eyebrow.toUpperCase(), LEFT, 72, { characterSpacing: 1.6, lineBreak: false });
  doc.font(BOLD).fontSize(titleSize).fillColor('#ffffff').text(title, LEFT, 120, { width: titleWidth, lineGap: 2 });
  doc.y += 18;
  doc.font(REGULAR).fontSize(14).fillColor(ON_NAVY).text(subtitle, LEFT, doc.y, { width: subtitleWidth, lineGap: 4 });
  doc.y = height + 40;
}

/** A navy section heading with a short gold rule beneath it. */
export function sectionHeading(doc, heading, { eyebrow, size = 20 } = {}) {
  const height = (eyebrow ? 18 : 0) + measure(doc, heading, { font: BOLD, size, lineGap: 2 }) + 20;
  // Keep the heading with at least a few lines of what follows.
  ensureSpace(doc, height + 60);
  if (eyebrow) {
    doc.font(BOLD).fontSize(9).fillColor(MUTED).text(eyebrow.toUpperCase(), LEFT, doc.y, { characterSpacing: 1.4, lineBreak: false });
    doc.y += 18;
  }
  doc.font(BOLD).fontSize(size).fillColor(NAVY).text(heading, LEFT, doc.y, { width: CONTENT_W, lineGap: 2 });
  doc.y += 6;
  doc.rect(LEFT, doc.y, 44, 3).fill(GOLD);
  doc.y += 16;
}

export function bulletList(doc, items, { checklist = false } = {}) {
  const indent = 20;
  const width = CONTENT_W - indent;
  for (const item of items) {
    const parts = checklist ? [null, typeset(item)] : splitLabel(typeset(item));
    const height = measure(doc, parts.join(''), { font: parts[0] ? BOLD : REGULAR, width });
    ensureSpace(doc, height);
    const top = doc.y;
    if (checklist) {
      doc.rect(LEFT + 1, top + 1.5, 9, 9).lineWidth(1).strokeColor(NAVY).stroke();
    } else {
      doc.circle(LEFT + 5, top + 5.2, 2.6).fill(NAVY);
    }
    writeRich(doc, parts, { x: LEFT + indent, width });
    doc.y += checklist ? 8 : 6;
  }
  doc.y += PARA_GAP - 4;
}

export function numberedList(doc, items) {
  const indent = 26;
  const width = CONTENT_W - indent;
  items.forEach((item, index) => {
    const parts = splitFirstSentence(typeset(item));
    const height = measure(doc, parts.join(''), { font: BOLD, width });
    ensureSpace(doc, height);
    const top = doc.y;
    doc.font(BOLD).fontSize(BODY_SIZE).fillColor(NAVY).text(`${index + 1}.`, LEFT, top, { width: indent - 8, align: 'right', lineBreak: false });
    doc.y = top;
    writeRich(doc, parts, { x: LEFT + indent, width, leadColor: NAVY });
    doc.y += 8;
  });
  doc.y += PARA_GAP - 4;
}

/** Column widths from the content: wide enough for the longest word, then shared by natural width. */
export function columnWidths(doc, table, size, pad) {
  const count = table.columns.length;
  const natural = new Array(count).fill(0);
  const minimum = new Array(count).fill(0);
  const rows = [table.columns, ...table.rows];
  rows.forEach((row, r) => {
    row.forEach((cell, c) => {
      doc.font(r === 0 || c === 0 ? BOLD : REGULAR).fontSize(size);
      const words = cell.split(/\s+/).filter(Boolean);
      const longest = Math.max(0, ...words.map((word) => doc.widthOfString(word)));
      natural[c] = Math.max(natural[c], doc.widthOfString(cell) + 2 * pad);
      minimum[c] = Math.max(minimum[c], longest + 2 * pad);
    });
  });
  // A column left blank for the reader needs room to write in.
  table.columns.forEach((_, c) => {
    if (table.rows.every((row) => !row[c])) {
      natural[c] = Math.max(natural[c], 96);
      minimum[c] = Math.max(minimum[c], 96);
    }
  });
  const sum = (values) => values.reduce((total, value) => total + value, 0);
  if (sum(natural) <= CONTENT_W) {
    const scale = CONTENT_W / sum(natural);
    return natural.map((width) => width * scale);
  }
  if (sum(minimum) >= CONTENT_W) {
    const scale = CONTENT_W / sum(minimum);
    return minimum.map((width) => width * scale);
  }
  const share = (CONTENT_W - sum(minimum)) / (sum(natural) - sum(minimum));
  return natural.map((width, c) => minimum[c] + (width - minimum[c]) * share);
}

export function table(doc, spec) {
  const size = 9.5;
  const pad = 6;
  const minRow = 24;
  const widths = columnWidths(doc, spec, size, pad);
  // Header cells and the first column are bold.
  const cellFont = (header, c) => (header || c === 0 ? BOLD : REGULAR);
  const rowHeight = (row, header = false) =>
    Math.max(
      minRow,
      ...row.map(
        (cell, c) =>
          doc.font(cellFont(header, c)).fontSize(size).heightOfString(typeset(cell) || ' ', { width: widths[c] - 2 * pad, lineGap: 1.5 }) + 2 * pad,
      ),
    );

  const drawRow = (row, { header = false, shaded = false }) => {
    const height = rowHeight(row, header);
    const top = doc.y;
    let x = LEFT;
    if (header) doc.rect(LEFT, top, CONTENT_W, height).fill(NAVY);
    else if (shaded) doc.rect(LEFT, top, CONTENT_W, height).fill(TINT);
    row.forEach((cell, c) => {
      doc.rect(x, top, widths[c], height).lineWidth(0.75).strokeColor(header ? NAVY : RULE).stroke();
      if (cell) {
        doc
          .font(cellFont(header, c))
          .fontSize(size)
          .fillColor(header ? '#ffffff' : INK)
          .text(typeset(cell), x + pad, top + pad, { width: widths[c] - 2 * pad, lineGap: 1.5 });
      }
      x += widths[c];
    });
    doc.y = top + height;
  };

  ensureSpace(doc, rowHeight(spec.columns, true) + rowHeight(spec.rows[0] ?? []) * 2);
  doc.y += 2;
  drawRow(spec.columns, { header: true });
  spec.rows.forEach((row, index) => {
    if (rowHeight(row) > spaceLeft(doc)) {
      doc.addPage();
      drawRow(spec.columns, { header: true });
    }
    drawRow(row, { shaded: index % 2 === 1 });
  });
  doc.x = LEFT;
  doc.y += PARA_GAP + 6;
}

export function section(doc, spec) {
  for (const text of spec.paragraphs ?? []) paragraph(doc, text);
  if (spec.table) table(doc, spec.table);
  if (spec.bullets) bulletList(doc, spec.bullets, { checklist: /checklist/i.test(spec.heading) });
  if (spec.numbered) numberedList(doc, spec.numbered);
}

/** The last page: a call to book a strategy call, with every way to get in touch. */
export function closingPage(doc, closing) {
  doc.addPage();
  const heading = `Book a free ${studio.claims.strategyCallMinutes}-minute strategy call`;
  const text = typeset(closing);
  const textHeight = measure(doc, text, { size: 12, lineGap: 4 });
  const bandHeight = 64 + 26 + 38 + 20 + textHeight + 44;

  doc.rect(0, 0, PAGE_W, bandHeight).fill(NAVY);
  doc.rect(0, bandHeight, PAGE_W, 5).fill(GOLD);
  star(doc, PAGE_W - MARGIN.right - 14, 78, 14, GOLD);
  doc.font(BOLD).fontSize(9).fillColor(GOLD).text('NEXT STEP', LEFT, 72, { characterSpacing: 1.6, lineBreak: false });
  doc.font(BOLD).fontSize(26).fillColor('#ffffff').text(heading, LEFT, 98, { width: CONTENT_W - 40 });
  doc.y += 18;
  doc.font(REGULAR).fontSize(12).fillColor(ON_NAVY).text(text, LEFT, doc.y, { width: CONTENT_W, lineGap: 4 });

  doc.y = bandHeight + 40;
  const contacts = [
    { label: 'Book online', value: studio.schedulerUrl.replace(/^https:\/\//, ''), link: studio.schedulerUrl },
    { label: 'E-mail', value: studio.email, link: `mailto:${studio.email}` },
    { label: 'Phone', value: studio.phone, link: studio.phoneHref },
  ];
  for (const contact of contacts) {
    const top = doc.y;
    doc.rect(LEFT, top, CONTENT_W, 50).fill(TINT);
    doc.rect(LEFT, top, 4, 50).fill(NAVY);
    doc.font(BOLD).fontSize(9).fillColor(MUTED).text(contact.label.toUpperCase(), LEFT + 20, top + 10, { characterSpacing: 1.2, lineBreak: false });
    doc.font(BOLD).fontSize(14).fillColor(NAVY).text(contact.value, LEFT + 20, top + 25, { link: contact.link, lineBreak: false });
    doc.y = top + 62;
  }

  doc.y += 14;
  doc.font(BOLD).fontSize(12).fillColor(NAVY).text(`About ${studio.name}`, LEFT, doc.y);
  doc.y += 6;
  doc.font(REGULAR).fontSize(BODY_SIZE).fillColor(INK).text(studio.blurb, LEFT, doc.y, { width: CONTENT_W, lineGap: LINE_GAP });
  doc.y += 8;
  doc
    .font(OBLIQUE)
    .fontSize(BODY_SIZE)
    .fillColor(MUTED)
    .text(`${studio.founder.name}, ${studio.founder.role}, replies to every message within ${studio.claims.replyTime}.`, LEFT, doc.y, {
      width: CONTENT_W,
      lineGap: LINE_GAP,
    });
}

/**
 * Footer rule, studio line and "Page n of N" on every page, and a running header (guide title,
 * plus the part a page continues) on every page between the first and the closing page.
 */
export function footers(doc, { title, continues = new Map() }) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing below the margin must not add a page
    if (index > start && index < start + count - 1) {
      doc.font(REGULAR).fontSize(8.5).fillColor(MUTED).text(title, LEFT, 34, { lineBreak: false });
      const part = continues.get(index);
      if (part) doc.text(`${part} (continued)`, LEFT, 34, { width: CONTENT_W, align: 'right', lineBreak: false });
    }
    const y = PAGE_H - 46;
    doc.moveTo(LEFT, y - 10).lineTo(PAGE_W - MARGIN.right, y - 10).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.font(REGULAR).fontSize(8.5).fillColor(MUTED);
    doc.text(FOOTER, LEFT, y, { lineBreak: false, link: SITE_URL });
    doc.text(`Page ${index + 1} of ${count}`, LEFT, y, { width: CONTENT_W, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
}
