import { privacyPolicy, termsOfService } from '@/content/legal';

describe('legal content', () => {
  it('has the privacy topics of the spec and thirteen terms sections', () => {
    expect(privacyPolicy.sections.map((s) => s.id)).toEqual([
      'overview',
      'information-we-collect',
      'how-we-use-information',
      'cookies-and-analytics',
      'payments',
      'email-delivery',
      'ai-features',
      'data-retention',
      'your-rights',
      'contact',
    ]);
    expect(termsOfService.sections).toHaveLength(13);
  });

  it.each([privacyPolicy, termsOfService])('$title has unique ids, text in every section and a fitting description', (doc) => {
    expect(new Set(doc.sections.map((s) => s.id)).size).toBe(doc.sections.length);
    for (const section of doc.sections) {
      expect(section.paragraphs.length).toBeGreaterThan(0);
      for (const p of section.paragraphs) expect(p).not.toMatch(/lorem|\[|TODO/i);
    }
    expect(doc.description.length).toBeLessThanOrEqual(160);
  });
});
