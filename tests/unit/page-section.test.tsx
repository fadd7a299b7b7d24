import { renderToStaticMarkup } from 'react-dom/server';
import { Section } from '@/components/page/section';

describe('Section', () => {
  it('renders the page-section wrapper the pages used to write out, classes unchanged', () => {
    expect(renderToStaticMarkup(<Section aria-labelledby="faq-title" width="3xl">x</Section>)).toBe(
      '<section aria-labelledby="faq-title" class="mx-auto max-w-3xl px-4 py-16 sm:px-6">x</section>',
    );
    expect(renderToStaticMarkup(<Section as="div" width="7xl" padding={14}>x</Section>)).toBe('<div class="mx-auto max-w-7xl px-4 py-14 sm:px-6">x</div>');
    expect(renderToStaticMarkup(<Section aria-label="Free guide" width="6xl" paddingBottom={20}>x</Section>)).toBe(
      '<section aria-label="Free guide" class="mx-auto max-w-6xl px-4 pb-20 sm:px-6">x</section>',
    );
  });

  it('puts a band on the outer element and the width on an inner div', () => {
    expect(renderToStaticMarkup(<Section aria-labelledby="p" width="7xl" padding={20} band="secondary">x</Section>)).toBe(
      '<section aria-labelledby="p" class="border-y bg-secondary/50"><div class="mx-auto max-w-7xl px-4 py-20 sm:px-6">x</div></section>',
    );
  });

  it('adds extra classes after the wrapper’s and passes other attributes through', () => {
    expect(
      renderToStaticMarkup(
        <Section as="article" width="3xl" data-industry="lawyers" className="print:max-w-none print:py-0">
          x
        </Section>,
      ),
    ).toBe('<article data-industry="lawyers" class="mx-auto max-w-3xl px-4 py-16 sm:px-6 print:max-w-none print:py-0">x</article>');
  });
});
