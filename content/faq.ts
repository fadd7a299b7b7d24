/** /faq: nine questions, searched over question and answer text. */
export interface FaqItem {
  id: string;
  q: string;
  a: string;
}

export const faqs: FaqItem[] = [
  {
    id: 'timeline',
    q: 'How long does a new website take?',
    a: 'A standard site takes 2–4 weeks from the discovery call to launch. Larger builds with more pages, integrations or custom tools take 4–8 weeks. You get a dated plan before any work starts.',
  },
  {
    id: 'ownership',
    q: 'Do I really own the website?',
    a: 'Yes. The code, the content, the domain and the hosting account are all in your name. If you ever leave, you take everything with you: there is no proprietary builder and no export fee.',
  },
  {
    id: 'fees',
    q: 'Are there any ongoing fees?',
    a: 'There are no platform or licence fees. Hosting usually costs between nothing and twenty dollars a month, paid straight to the host. Care & Optimization support is optional and can be cancelled anytime.',
  },
  {
    id: 'wordpress',
    q: 'Why not WordPress or a page builder?',
    a: 'Builders load dozens of scripts and plugins you do not need, which makes pages slow and creates a steady stream of security updates. A hand-coded site loads in under a second, has almost nothing to patch and scores 100 in Lighthouse.',
  },
  {
    id: 'content',
    q: 'Who writes the words on the site?',
    a: 'We do, with you. A positioning session and short interviews give us your voice and your best proof; we draft every page and you approve the final copy. You can also supply your own.',
  },
  {
    id: 'updates',
    q: 'Can my team update the site after launch?',
    a: 'Yes. Team bios, insights, events and service pages are edited in a simple workflow we set up and train you on. Structural changes are a quick job for any developer, or for us on request.',
  },
  {
    id: 'seo',
    q: 'Will the new site help us rank on Google?',
    a: 'Speed, clean markup, structured data and clear service pages are built in, and we redirect every old URL so you keep the rankings you have. Sustained growth also needs useful content, which we plan with you.',
  },
  {
    id: 'accessibility',
    q: 'Is the website accessible?',
    a: 'Every page is built to WCAG 2.2 AA: semantic HTML, keyboard navigation, visible focus, labelled forms and sufficient contrast, checked with automated tests and by hand before launch.',
  },
  {
    id: 'start',
    q: 'How do we get started?',
    a: 'Book a free 30-minute strategy call. We look at your current site together, talk through goals and budget, and you leave with honest recommendations whether or not we work together.',
  },
];

/** Items whose question or answer contains the query (trimmed, case-insensitive). */
export function searchFaqs(items: readonly FaqItem[], query: string): FaqItem[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...items];
  return items.filter((item) => item.q.toLowerCase().includes(needle) || item.a.toLowerCase().includes(needle));
}
