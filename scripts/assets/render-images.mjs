#!/usr/bin/env node
/**
 * Renders the hand-drawn SVG sources in assets/ to the WEBP files the site serves.
 *
 *   assets/portfolio/<slug>.svg   -> public/portfolio/<slug>.webp   (1200x800, quality 80)
 *   assets/industries/<name>.svg  -> public/industries/<name>.webp  (1200x800, quality 78)
 *                                    (<name> is <industry-slug>-before / -after, for the before/after slider)
 *   assets/about/founder.svg      -> public/about/founder.webp      (800x1000, quality 82)
 *
 * Usage: node scripts/assets/render-images.mjs
 * sharp ships as a dependency of next, so nothing extra needs installing.
 */
import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const PORTFOLIO = { width: 1200, height: 800, quality: 80 };
const INDUSTRY = { width: 1200, height: 800, quality: 78 };
const FOUNDER = { width: 800, height: 1000, quality: 82 };

/** Render one SVG to WEBP at an exact size; the SVG is rasterised at its own scale first. */
async function render(src, dest, { width, height, quality }) {
  const svg = await readFile(src);
  const meta = await sharp(svg).metadata();
  // Rasterise at a density that yields at least the target width, so text stays crisp.
  const density = meta.width ? Math.max(72, Math.ceil((72 * width) / meta.width)) : 72;
  await mkdir(path.dirname(dest), { recursive: true });
  await sharp(svg, { density })
    .resize(width, height, { fit: 'cover' })
    .webp({ quality, effort: 6 })
    .toFile(dest);
  const { size } = await stat(dest);
  console.log(`${path.relative(root, dest)}  ${width}x${height}  ${size.toLocaleString('en-US')} bytes`);
  return size;
}

async function main() {
  const jobs = [];

  /** Every SVG in assets/<dir> becomes public/<dir>/<name>.webp at the given size. */
  async function addDir(dir, opts) {
    const srcDir = path.join(root, 'assets', dir);
    const files = (await readdir(srcDir)).filter((f) => f.endsWith('.svg')).sort();
    if (files.length === 0) throw new Error(`No SVG files found in ${srcDir}`);
    for (const file of files) {
      const name = path.basename(file, '.svg');
      jobs.push([path.join(srcDir, file), path.join(root, 'public', dir, `${name}.webp`), opts]);
    }
  }
  await addDir('portfolio', PORTFOLIO);
  await addDir('industries', INDUSTRY);
  jobs.push([path.join(root, 'assets', 'about', 'founder.svg'), path.join(root, 'public', 'about', 'founder.webp'), FOUNDER]);

  let total = 0;
  for (const [src, dest, opts] of jobs) total += await render(src, dest, opts);
  console.log(`Rendered ${jobs.length} images, ${total.toLocaleString('en-US')} bytes in total.`);
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
