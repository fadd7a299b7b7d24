/**
 * An image's format and pixel size from its first bytes (the magic number and the header), so the
 * review can say "a 2400 px wide PNG" from what the server sent, not from the file name.
 */
export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'svg' | 'ico' | 'bmp' | 'unknown';

export interface ImageInfo {
  format: ImageFormat;
  width: number | null;
  height: number | null;
}

/** Formats a phone has decoded efficiently for years; the others are "old formats" when large. */
export const modernImageFormats: ReadonlySet<ImageFormat> = new Set(['webp', 'avif', 'svg']);

export function imageInfo(head: Buffer): ImageInfo {
  const size = (width: number | null, height: number | null) => ({ width: width || null, height: height || null });
  if (head.length >= 24 && head.readUInt32BE(0) === 0x89504e47) {
    return { format: 'png', ...size(head.readUInt32BE(16), head.readUInt32BE(20)) };
  }
  if (head.length >= 10 && head.toString('latin1', 0, 3) === 'GIF') {
    return { format: 'gif', ...size(head.readUInt16LE(6), head.readUInt16LE(8)) };
  }
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { format: 'jpeg', ...jpegSize(head) };
  if (head.length >= 16 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') {
    return { format: 'webp', ...webpSize(head) };
  }
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp' && /avi[fs]/.test(head.toString('latin1', 8, 32))) {
    return { format: 'avif', width: null, height: null };
  }
  if (head.length >= 4 && head.readUInt32BE(0) === 0x00000100) return { format: 'ico', width: head[6] || 256, height: head[7] || 256 };
  if (head.length >= 26 && head.toString('latin1', 0, 2) === 'BM') return { format: 'bmp', ...size(head.readInt32LE(18), Math.abs(head.readInt32LE(22))) };
  const text = head.toString('utf8', 0, Math.min(head.length, 1024)).trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg[^>]*>\s*)?<svg[\s>]/i.test(text)) return { format: 'svg', width: null, height: null };
  return { format: 'unknown', width: null, height: null };
}

/** Walks the JPEG segments to the first start-of-frame marker, which carries the size. */
function jpegSize(head: Buffer): { width: number | null; height: number | null } {
  let offset = 2;
  while (offset + 9 < head.length) {
    if (head[offset] !== 0xff) {
      offset += 1;
      continue;
    }
    const marker = head[offset + 1]!;
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0xff) {
      offset += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = head.readUInt16BE(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { height: head.readUInt16BE(offset + 5) || null, width: head.readUInt16BE(offset + 7) || null };
    offset += 2 + length;
  }
  return { width: null, height: null };
}

function webpSize(head: Buffer): { width: number | null; height: number | null } {
  const chunk = head.toString('latin1', 12, 16);
  if (chunk === 'VP8X' && head.length >= 30) return { width: head.readUIntLE(24, 3) + 1, height: head.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8 ' && head.length >= 30) return { width: head.readUInt16LE(26) & 0x3fff, height: head.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L' && head.length >= 25) {
    const bits = head.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return { width: null, height: null };
}
