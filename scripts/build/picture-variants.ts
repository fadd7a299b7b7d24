/**
 * The pictures' variants, made before any visitor asks for one (the first step of `npm run build`,
 * scripts/build/encode-pictures.mjs): every picture the site serves from public/ is encoded into
 * each width its srcset offers (lib/ui/images/sizes.mjs) as AVIF and as WebP, into
 * public/img/<hash>/<width>.avif|.webp (not in git). next.config.ts answers /img/<hash>/<width> with
 * one of the two by the browser's Accept, as immutable static files.
 *
 * <hash> is the picture's bytes and the encoding's settings, so a changed picture or setting gets new
 * URLs and an old one is never served stale. lib/ui/images/pictures.json lists each picture with its
 * hash and width for the markup (lib/ui/images/variants.ts). Build tooling run by plain Node: no path
 * aliases, erasable types only.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { PICTURE_QUALITY, variantWidths } from '../../lib/ui/images/sizes.mjs';

/**
 * How each width is encoded: next/image's own settings (AVIF's quality is its scaling of the quality,
 * 75 → 47, at effort 3), so a picture is the same bytes the optimiser served. AVIF at effort 4 was
 * 6 % smaller and 3.7× slower here (a 1200 px mock-up at six widths: 88.5 KB in 9.5 s against
 * 94.3 KB in 2.5 s), which the build's time does not buy back.
 */
export const ENCODINGS: { format: 'avif' | 'webp'; options: { quality: number; effort: number } }[] = [
  { format: 'avif', options: { quality: Math.max(Math.round(PICTURE_QUALITY * (50 / 80)), 1), effort: 3 } },
  { format: 'webp', options: { quality: PICTURE_QUALITY, effort: 4 } },
];
const RASTER = /\.(webp|png|jpe?g|avif)$/i;
/** public/img: the variants, made here. */
export const VARIANTS_DIR = 'img';
export const MANIFEST = path.join('lib', 'ui', 'images', 'pictures.json');

/** The pictures under public/ (not the variants), as the site's src: '/about/founder.webp'. */
export function publicPictures(root = '.'): string[] {
  const publicDir = path.join(root, 'public');
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        if (path.relative(publicDir, file) !== VARIANTS_DIR) walk(file);
      } else if (RASTER.test(name)) found.push(`/${path.relative(publicDir, file).split(path.sep).join('/')}`);
    }
  };
  walk(publicDir);
  return found;
}

/** A picture's hash: its bytes and how it is encoded. */
export function pictureHash(bytes: Buffer): string {
  return createHash('sha256').update(bytes).update(JSON.stringify(ENCODINGS)).digest('hex').slice(0, 16);
}

/** The list lib/ui/images/variants.ts reads, from the pictures as they are now. */
export interface PictureEntry {
  hash: string;
  width: number;
}
export type PictureManifest = Record<string, PictureEntry>;

export async function pictureManifest(root = '.'): Promise<PictureManifest> {
  const manifest: PictureManifest = {};
  for (const src of publicPictures(root)) {
    const bytes = readFileSync(path.join(root, 'public', src));
    const { width } = await sharp(bytes).metadata();
    manifest[src] = { hash: pictureHash(bytes), width: width ?? 0 };
  }
  return manifest;
}

/** What is wrong with the list against public/: a picture it lacks or lists with another hash, one it lists that is gone. */
export function manifestProblems(manifest: PictureManifest, root = '.'): string[] {
  const problems: string[] = [];
  const pictures = publicPictures(root);
  for (const src of pictures) {
    const entry = manifest[src];
    const hash = pictureHash(readFileSync(path.join(root, 'public', src)));
    if (!entry) problems.push(`${src} is not in ${MANIFEST}`);
    else if (entry.hash !== hash) problems.push(`${src} has changed since ${MANIFEST} was written`);
  }
  for (const src of Object.keys(manifest)) if (!pictures.includes(src)) problems.push(`${MANIFEST} lists ${src}, which public/ does not have`);
  return problems;
}

/** The files a picture's variants are, relative to public/img. */
export const variantFiles = (entry: PictureEntry): string[] => variantWidths(entry.width).flatMap((width) => ENCODINGS.map(({ format }) => `${entry.hash}/${width}.${format}`));

/**
 * Encodes every variant that public/img does not have yet (two at a time per core), then removes
 * the folders no listed picture uses. Each file is written under a temporary name and renamed, so
 * a stopped build never leaves half a picture. Returns what it did.
 */
export async function encodeVariants(manifest: PictureManifest, root = '.', log: (line: string) => void = () => {}): Promise<{ encoded: number; bytes: number; removed: number }> {
  const outDir = path.join(root, 'public', VARIANTS_DIR);
  const jobs: { src: string; width: number; format: 'avif' | 'webp'; options: { quality: number; effort: number }; file: string }[] = [];
  for (const [src, entry] of Object.entries(manifest)) {
    for (const width of variantWidths(entry.width)) {
      for (const { format, options } of ENCODINGS) {
        const file = path.join(outDir, entry.hash, `${width}.${format}`);
        if (!existsSync(file)) jobs.push({ src, width, format, options, file });
      }
    }
  }
  let bytes = 0;
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      mkdirSync(path.dirname(job.file), { recursive: true });
      const partial = `${job.file}.partial-${process.pid}`;
      const resized = sharp(path.join(root, 'public', job.src)).resize(job.width, undefined, { withoutEnlargement: true });
      const info = await (job.format === 'avif' ? resized.avif(job.options) : resized.webp(job.options)).toFile(partial);
      renameSync(partial, job.file);
      bytes += info.size;
      log(`${job.src} ${job.width}w ${job.format}: ${info.size} bytes`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(4, cpus().length * 2)) }, worker));
  const used = new Set(Object.values(manifest).map((entry) => entry.hash));
  let removed = 0;
  if (existsSync(outDir)) {
    for (const name of readdirSync(outDir)) {
      if (!used.has(name)) {
        rmSync(path.join(outDir, name), { recursive: true, force: true });
        removed += 1;
      }
    }
  }
  return { encoded: jobs.length, bytes, removed };
}

/** The variants a build lacks (none after encodeVariants). */
export function missingVariants(manifest: PictureManifest, root = '.'): string[] {
  return Object.values(manifest).flatMap((entry) => variantFiles(entry).filter((file) => !existsSync(path.join(root, 'public', VARIANTS_DIR, file))));
}
