import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { studio } from '@/content/studio';

export const ogSize = { width: 1200, height: 630 };
export const ogAlt = `${studio.name}: ${studio.tagline}`;

// Bundled with the app (woff from @fontsource/inter): no font is fetched at build or request time.
const fontFile = (weight: 400 | 700) =>
  path.join(process.cwd(), 'node_modules/@fontsource/inter/files', `inter-latin-${weight}-normal.woff`);

export async function renderOgImage({ title, eyebrow }: { title: string; eyebrow: string }): Promise<ImageResponse> {
  const [regular, bold] = await Promise.all([readFile(fontFile(400)), readFile(fontFile(700))]);
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '72px 80px',
          background: 'linear-gradient(135deg, #1b2a4a 0%, #24385f 60%, #3a4f7a 100%)',
          color: '#ffffff',
          fontFamily: 'Inter',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 34, fontWeight: 700 }}>
          <svg width="56" height="56" viewBox="0 0 32 32">
            <rect width="32" height="32" rx="8" fill="#ffffff" fillOpacity="0.12" />
            <path d="M16 5l2.6 8.4L27 16l-8.4 2.6L16 27l-2.6-8.4L5 16l8.4-2.6z" fill="#f5c38b" />
          </svg>
          {studio.name}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
          <div style={{ fontSize: 26, color: '#f5c38b', fontWeight: 700, letterSpacing: 2, textTransform: 'uppercase' }}>
            {eyebrow}
          </div>
          <div style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.08, letterSpacing: -1.5, maxWidth: 980 }}>{title}</div>
        </div>
        <div style={{ display: 'flex', gap: 36, fontSize: 26, color: 'rgba(255,255,255,0.85)' }}>
          <span>{studio.claims.clientsLabel}</span>
          <span>{studio.claims.deliveryLabel}</span>
          <span>Full ownership</span>
        </div>
      </div>
    ),
    {
      ...ogSize,
      fonts: [
        { name: 'Inter', data: regular, weight: 400, style: 'normal' },
        { name: 'Inter', data: bold, weight: 700, style: 'normal' },
      ],
    },
  );
}
