// The guides' layout kit: the page frame (Letter, margins), the palette and fonts, typography
// helpers (typographic quotes, bold lead-ins), and PDFKit drawing primitives that keep track of the
// space left on a page. The blocks (blocks.mjs) and the renderers build on these.
import PDFDocument from 'pdfkit';
import { studio } from './content.mjs';

/** Fixed so that re-rendering does not change the committed files. */
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

export const SITE_HOST = studio.email.split('@')[1]; // polarisdigital.studio
export const SITE_URL = `https://${SITE_HOST}`;
export const FOOTER = `${studio.name} · ${SITE_HOST}`;

// Layout (points; Letter is 612 × 792).
export const MARGIN = { top: 64, bottom: 78, left: 60, right: 60 };
export const PAGE_W = 612;
export const PAGE_H = 792;
export const CONTENT_W = PAGE_W - MARGIN.left - MARGIN.right;
export const LEFT = MARGIN.left;
export const BOTTOM = PAGE_H - MARGIN.bottom;

export const NAVY = '#1b2a4a';
export const INK = '#141821';
export const MUTED = '#5b6477';
export const ON_NAVY = '#d3dbea';
export const GOLD = '#e0b255';
export const RULE = '#c9d0dc';
export const TINT = '#f3f5f9';

export const REGULAR = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
export const OBLIQUE = 'Helvetica-Oblique';

export const NUMBER_WORDS = ['None', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];

export const BODY_SIZE = 11;
export const LINE_GAP = 3;
export const PARA_GAP = 9;

/** Straight quotes to typographic ones (the content mixes both styles). */
export function typeset(text) {
  return text
    .replace(/(^|[\s([{—–-])"/g, '$1“')
    .replace(/"/g, '”')
    .replace(/(^|[\s([{—–-])'/g, '$1‘')
    .replace(/'/g, '’');
}

/** A leading "Label:" to set in bold. */
export function splitLabel(text) {
  const match = text.match(/^([A-Z][^.:!?]{0,21}:)\s+/);
  return match ? [match[1] + ' ', text.slice(match[0].length)] : [null, text];
}

/** The first sentence to set in bold, when the item has more than one. */
export function splitFirstSentence(text) {
  const match = text.match(/^(.{6,160}?[.!?])\s+(?=[A-Z“‘"'(])/);
  return match ? [match[1] + ' ', text.slice(match[0].length)] : [null, text];
}

export function createDocument({ title, subject, keywords }) {
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

export function toBuffer(doc) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

export function spaceLeft(doc) {
  return BOTTOM - doc.y;
}

export function ensureSpace(doc, height) {
  if (height > spaceLeft(doc)) doc.addPage();
}

export function measure(doc, text, { font = REGULAR, size = BODY_SIZE, width = CONTENT_W, lineGap = LINE_GAP } = {}) {
  return doc.font(font).fontSize(size).heightOfString(text, { width, lineGap });
}

/** Writes text with an optional bold lead-in at (x, doc.y), wrapping within `width`. */
export function writeRich(doc, [lead, rest], { x = LEFT, width = CONTENT_W, size = BODY_SIZE, color = INK, leadColor = color } = {}) {
  const options = { width, lineGap: LINE_GAP };
  doc.fontSize(size);
  if (lead) {
    doc.font(BOLD).fillColor(leadColor).text(lead, x, doc.y, { ...options, continued: Boolean(rest) });
    if (rest) doc.font(REGULAR).fillColor(color).text(rest, options);
  } else {
    doc.font(REGULAR).fillColor(color).text(rest, x, doc.y, options);
  }
}

/** A four-point star, the studio's mark. */
export function star(doc, cx, cy, r, color) {
  const k = r * 0.28;
  doc
    .polygon([cx, cy - r], [cx + k, cy - k], [cx + r, cy], [cx + k, cy + k], [cx, cy + r], [cx - k, cy + k], [cx - r, cy], [cx - k, cy - k])
    .fill(color);
}

/** The narrowest width that wraps `text` into as few lines as `maxWidth` does, so lines come out even. */
export function balancedWidth(doc, text, { font, size, lineGap, maxWidth }) {
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
