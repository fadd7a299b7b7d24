import { faqs, searchFaqs } from '@/content/faq';

describe('searchFaqs', () => {
  it('has the spec’s nine questions', () => {
    expect(faqs).toHaveLength(9);
    expect(new Set(faqs.map((f) => f.id)).size).toBe(9);
  });

  it('returns everything for an empty or blank query', () => {
    expect(searchFaqs(faqs, '')).toHaveLength(9);
    expect(searchFaqs(faqs, '   ')).toHaveLength(9);
  });

  it('trims and ignores case', () => {
    expect(searchFaqs(faqs, '  OWN the Website ').map((f) => f.id)).toEqual(['ownership']);
    expect(searchFaqs(faqs, '  WordPress  ').map((f) => f.id)).toEqual(['wordpress']);
  });

  it('searches answers too', () => {
    // 'plugins' appears only in an answer.
    expect(faqs.some((f) => f.q.toLowerCase().includes('plugins'))).toBe(false);
    expect(searchFaqs(faqs, 'plugins').map((f) => f.id)).toEqual(['wordpress']);
  });

  it('returns nothing when nothing matches', () => {
    expect(searchFaqs(faqs, 'blockchain')).toEqual([]);
  });
});
