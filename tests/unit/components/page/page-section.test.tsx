import { renderToStaticMarkup } from 'react-dom/server';
import { Section } from '@/components/page/section';

describe('Section', () => {
  it('renders the page-section wrapper: the section look (centred, side padding), its width and its vertical padding', () => {
    expect(renderToStaticMarkup(<Section aria-labelledby="faq-title" width="3xl">x</Section>)).toBe(
      '<section aria-labelledby="faq-title" class="section max-w-3xl py-16">x</section>',
    );
    expect(renderToStaticMarkup(<Section as="div" width="7xl" padding={14}>x</Section>)).toBe('<div class="section max-w-7xl py-14">x</div>');
    expect(renderToStaticMarkup(<Section aria-label="Free guide" width="6xl" paddingBottom={20}>x</Section>)).toBe(
      '<section aria-label="Free guide" class="section max-w-6xl pb-20">x</section>',
    );
  });

  it('puts a band on the outer element and the width on an inner div', () => {
    expect(renderToStaticMarkup(<Section aria-labelledby="p" width="7xl" padding={20} band="secondary">x</Section>)).toBe(
      '<section aria-labelledby="p" class="border-y bg-secondary/50"><div class="section max-w-7xl py-20">x</div></section>',
    );
  });

  it('adds extra classes after the wrapper’s and passes other attributes through', () => {
    expect(
      renderToStaticMarkup(
        <Section as="article" width="3xl" data-industry="lawyers" className="print:max-w-none print:py-0">
          x
        </Section>,
      ),
    ).toBe('<article data-industry="lawyers" class="section max-w-3xl py-16 print:max-w-none print:py-0">x</article>');
  });
});
