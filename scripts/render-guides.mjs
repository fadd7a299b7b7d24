#!/usr/bin/env node
/**
 * Renders the downloadable PDF guides into public/guides/:
 *   - the long-form guides in content/guide-documents.ts;
 *   - one "<industry>-quick-wins.pdf" per entry in content/quick-wins.ts.
 *
 * Usage: npm run render:guides   (Node 24: the .ts content files are imported with type stripping)
 *
 * Output is deterministic (fixed creation date, so a fixed file ID): re-running the script
 * without content changes produces byte-identical files.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

// The repository's package.json has no "type" field, so Node notes that it re-parsed the .ts
// content files as ES modules. That is expected here; let every other warning through.
const warningListeners = process.listeners('warning');
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  if (warning.code === 'MODULE_TYPELESS_PACKAGE_JSON') return;
  for (const listener of warningListeners) listener(warning);
});

const { guideDocuments } = await import('../content/guide-documents.ts');
const { quickWinsGuides } = await import('../content/quick-wins.ts');
const { studio } = await import('../content/studio.ts');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'public', 'guides');

/** Fixed so that re-rendering does not change the committed files. */
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');
const MAX_BYTES = 150 * 1024;

const SITE_HOST = studio.email.split('@')[1]; // polarisdigital.studio
const SITE_URL = `https://${SITE_HOST}`;
const FOOTER = `${studio.name} · ${SITE_HOST}`;

// Layout (points; Letter is 612 × 792).
const MARGIN = { top: 64, bottom: 78, left: 60, right: 60 };
const PAGE_W = 612;
const PAGE_H = 792;
const CONTENT_W = PAGE_W - MARGIN.left - MARGIN.right;
const LEFT = MARGIN.left;
const BOTTOM = PAGE_H - MARGIN.bottom;

const NAVY = '#1b2a4a';
const INK = '#141821';
const MUTED = '#5b6477';
const ON_NAVY = '#d3dbea';
const GOLD = '#e0b255';
const RULE = '#c9d0dc';
const TINT = '#f3f5f9';

const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const OBLIQUE = 'Helvetica-Oblique';

const NUMBER_WORDS = ['None', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];

const BODY_SIZE = 11;
const LINE_GAP = 3;
const PARA_GAP = 9;

/** Straight quotes to typographic ones (the content mixes both styles). */
function typeset(text) {
  return text
    .replace(/(^|[\s([{—–-])"/g, '$1“')
    .replace(/"/g, '”')
    .replace(/(^|[\s([{—–-])'/g, '$1‘')
    .replace(/'/g, '’');
}

/** A leading "Label:" to set in bold. */
function splitLabel(text) {
  const match = text.match(/^([A-Z][^.:!?]{0,21}:)\s+/);
  return match ? [match[1] + ' ', text.slice(match[0].length)] : [null, text];
}

/** The first sentence to set in bold, when the item has more than one. */
function splitFirstSentence(text) {
  const match = text.match(/^(.{6,160}?[.!?])\s+(?=[A-Z“‘"'(])/);
  return match ? [match[1] + ' ', text.slice(match[0].length)] : [null, text];
}

function createDocument({ title, subject, keywords }) {
  return new PDFDocument({
    size: 'LETTER',
    margins: MARGIN,
    bufferPages: true,
    displayTitle: true,
    lang: 'en-US',
    info: {
      Title: typeset(title),
      Author: studio.name,
      Subject: typeset(subject),
      Keywords: keywords,
      Creator: studio.name,
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
}

function toBuffer(doc) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

function spaceLeft(doc) {
  return BOTTOM - doc.y;
}

function ensureSpace(doc, height) {
  if (height > spaceLeft(doc)) doc.addPage();
}

function measure(doc, text, { font = REGULAR, size = BODY_SIZE, width = CONTENT_W, lineGap = LINE_GAP } = {}) {
  return doc.font(font).fontSize(size).heightOfString(text, { width, lineGap });
}

/** Writes text with an optional bold lead-in at (x, doc.y), wrapping within `width`. */
function writeRich(doc, [lead, rest], { x = LEFT, width = CONTENT_W, size = BODY_SIZE, color = INK, leadColor = color } = {}) {
  const options = { width, lineGap: LINE_GAP };
  doc.fontSize(size);
  if (lead) {
    doc.font(BOLD).fillColor(leadColor).text(lead, x, doc.y, { ...options, continued: Boolean(rest) });
    if (rest) doc.font(REGULAR).fillColor(color).text(rest, options);
  } else {
    doc.font(REGULAR).fillColor(color).text(rest, x, doc.y, options);
  }
}

function paragraph(doc, text, { size = BODY_SIZE, color = INK } = {}) {
  const parts = splitLabel(typeset(text));
  const height = measure(doc, parts.join(''), { font: parts[0] ? BOLD : REGULAR, size });
  const lineHeight = size + LINE_GAP + 2;
  // Start on a new page rather than leave one or two lines stranded at the bottom.
  ensureSpace(doc, Math.min(height, lineHeight * 3));
  writeRich(doc, parts, { size, color });
  doc.y += PARA_GAP;
}

/** A four-point star, the studio's mark. */
function star(doc, cx, cy, r, color) {
  const k = r * 0.28;
  doc
    .polygon([cx, cy - r], [cx + k, cy - k], [cx + r, cy], [cx + k, cy + k], [cx, cy + r], [cx - k, cy + k], [cx - r, cy], [cx - k, cy - k])
    .fill(color);
}

/** The narrowest width that wraps `text` into as few lines as `maxWidth` does, so lines come out even. */
function balancedWidth(doc, text, { font, size, lineGap, maxWidth }) {
  const height = measure(doc, text, { font, size, width: maxWidth, lineGap });
  let low = maxWidth / 2;
  let high = maxWidth;
  while (high - low > 2) {
    const mid = (low + high) / 2;
    if (measure(doc, text, { font, size, width: mid, lineGap }) > height) low = mid;
    else high = mid;
  }
  return Math.ceil(high) + 1;
}

/** The navy band at the top of the first page. */
function titleBand(doc, { eyebrow, title, subtitle }) {
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
function sectionHeading(doc, heading, { eyebrow, size = 20 } = {}) {
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

function bulletList(doc, items, { checklist = false } = {}) {
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

function numberedList(doc, items) {
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
function columnWidths(doc, table, size, pad) {
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

function table(doc, spec) {
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

function section(doc, spec) {
  for (const text of spec.paragraphs ?? []) paragraph(doc, text);
  if (spec.table) table(doc, spec.table);
  if (spec.bullets) bulletList(doc, spec.bullets, { checklist: /checklist/i.test(spec.heading) });
  if (spec.numbered) numberedList(doc, spec.numbered);
}

/** The last page: a call to book a strategy call, with every way to get in touch. */
function closingPage(doc, closing) {
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
function footers(doc, { title, continues = new Map() }) {
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

/** A long-form guide: title page with contents, one part per page, closing page. */
async function renderGuideDocument(guide) {
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

/** An industry quick-wins guide: title band, intro and five numbered tips, closing page. */
async function renderQuickWins(guide) {
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

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const jobs = [...guideDocuments.map(renderGuideDocument), ...quickWinsGuides.map(renderQuickWins)];
  let failed = false;
  for (const job of jobs) {
    const { fileName, doc } = await job;
    const pages = doc.bufferedPageRange().count;
    const bytes = await toBuffer(doc);
    const file = path.join(OUT_DIR, fileName);
    const unchanged = existsSync(file) && readFileSync(file).equals(bytes);
    if (!unchanged) writeFileSync(file, bytes);
    const size = `${(bytes.length / 1024).toFixed(1)} KB`;
    console.log(`${unchanged ? 'unchanged' : 'wrote    '}  public/guides/${fileName}  ${pages} pages, ${size}`);
    if (bytes.length > MAX_BYTES) {
      console.error(`  ${fileName} is larger than ${MAX_BYTES / 1024} KB`);
      failed = true;
    }
  }
  if (failed) process.exitCode = 1;
}

await main();
