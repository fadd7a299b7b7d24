import { formatBytes } from '@/lib/review/format-bytes';

describe('formatBytes', () => {
  it('writes decimal units, KB and MB being 1,000 and 1,000,000 bytes', () => {
    expect(formatBytes(812)).toBe('812 bytes');
    expect(formatBytes(1_000)).toBe('1 KB');
    expect(formatBytes(350_000)).toBe('350 KB');
    expect(formatBytes(1_400_000)).toBe('1.4 MB');
    expect(formatBytes(2 * 1024 * 1024)).toBe('2.1 MB');
  });
});
