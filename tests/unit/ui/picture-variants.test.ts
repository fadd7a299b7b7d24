/**
 * The pictures' build-time variants (scripts/build/encode-pictures.mjs, lib/ui/images/variants.ts):
 * the committed list matches public/, every width a srcset can ask for maps to a file the build
 * makes, and the encoder writes real AVIF and WebP files at those widths, once.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { founderStory } from '@/content/about';
import { industries } from '@/content/industries';
import { portfolioProjects } from '@/content/portfolio';
import pictures from '@/lib/ui/images/pictures.json';
import { DEVICE_SIZES, IMAGE_SIZES, variantWidths } from '@/lib/ui/images/sizes.mjs';
import { pictureLoader, pictureOf, variantUrl } from '@/lib/ui/images/variants';
import { encodeVariants, manifestProblems, missingVariants, pictureManifest, variantFiles } from '@/scripts/build/picture-variants';

jest.setTimeout(60_000);

describe('the list of pictures', () => {
  it('matches public/ exactly: every picture, its hash and its width', async () => {
    expect(manifestProblems(pictures)).toEqual([]);
    expect(await pictureManifest()).toEqual(pictures);
  });

  it('names every picture the site shows', () => {
    const shown = [founderStory.photo.src, ...portfolioProjects.map((p) => p.image.src), ...industries.flatMap((i) => (i.layout === 'full' ? [i.beforeAfter.beforeImage, i.beforeAfter.afterImage] : []))];
    expect(shown.length).toBeGreaterThan(10);
    for (const src of shown) expect({ src, listed: Boolean(pictureOf(src)) }).toEqual({ src, listed: true });
  });

  it('finds a changed picture and a missing one', () => {
    const changed = { ...pictures, '/about/founder.webp': { ...pictures['/about/founder.webp'], hash: '0000000000000000' } };
    expect(manifestProblems(changed)).toEqual(['/about/founder.webp has changed since lib/ui/images/pictures.json was written']);
    const { ['/about/founder.webp']: _gone, ...without } = pictures;
    expect(manifestProblems(without)).toEqual(['/about/founder.webp is not in lib/ui/images/pictures.json']);
  });
});

describe('the variant a srcset width gets', () => {
  const founder = pictures['/about/founder.webp'];

  it('is built for every width next/image can ask for', () => {
    expect(founder.width).toBe(800);
    for (const width of [...IMAGE_SIZES, ...DEVICE_SIZES]) {
      const url = variantUrl(founder, width);
      const built = variantFiles(founder).map((file) => `/img/${file.replace(/\.(avif|webp)$/, '')}`);
      expect(built).toContain(url);
    }
  });

  it('is the width asked for, or the picture’s own when that is smaller', () => {
    expect(variantWidths(800)).toEqual([256, 384, 640, 800]);
    expect(variantWidths(1200)).toEqual([256, 384, 640, 828, 1080, 1200]);
    expect(variantUrl(founder, 640)).toBe(`/img/${founder.hash}/640`);
    expect(variantUrl(founder, 828)).toBe(`/img/${founder.hash}/800`);
    expect(variantUrl(founder, 1200)).toBe(`/img/${founder.hash}/800`);
  });

  it('comes from the built variants in production only, and only for the site’s own pictures', () => {
    expect(pictureLoader('/about/founder.webp', true)?.({ src: '/about/founder.webp', width: 384 })).toBe(`/img/${founder.hash}/384`);
    expect(pictureLoader('/about/founder.webp', false)).toBeUndefined();
    expect(pictureLoader('/elsewhere/photo.webp', true)).toBeUndefined();
    expect(pictureLoader({ src: '/x.webp', width: 1, height: 1 }, true)).toBeUndefined();
  });
});

describe('encodeVariants', () => {
  let root: string;
  beforeEach(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'picture-variants-'));
    mkdirSync(path.join(root, 'public', 'shots'), { recursive: true });
    await sharp({ create: { width: 700, height: 350, channels: 3, background: '#336699' } }).webp().toFile(path.join(root, 'public', 'shots', 'wide.webp'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes every width as AVIF and WebP, each at its width, then nothing on a second run, and removes what no picture uses', async () => {
    const manifest = await pictureManifest(root);
    const entry = manifest['/shots/wide.webp']!;
    expect(entry.width).toBe(700);
    mkdirSync(path.join(root, 'public', 'img', 'ffffffffffffffff'), { recursive: true });

    const first = await encodeVariants(manifest, root);
    expect(first).toMatchObject({ encoded: 8, removed: 1 });
    expect(missingVariants(manifest, root)).toEqual([]);
    expect(readdirSync(path.join(root, 'public', 'img'))).toEqual([entry.hash]);
    for (const file of variantFiles(entry)) {
      const meta = await sharp(path.join(root, 'public', 'img', file)).metadata();
      const [width, format] = path.basename(file).split('.');
      expect({ file, width: meta.width, height: meta.height, format: meta.format === 'heif' ? 'avif' : meta.format }).toEqual({ file, width: Number(width), height: Math.round((Number(width) * 350) / 700), format });
    }
    expect((await encodeVariants(manifest, root)).encoded).toBe(0);
    // The list of the temporary root's own pictures only: the variants folder is not a picture.
    expect(Object.keys(await pictureManifest(root))).toEqual(['/shots/wide.webp']);
  });
});
