/**
 * The same summary under different posts, on small blog listings made for it: cards read by what
 * they hold (a heading that links to its post, a summary beside it); the same post listed twice,
 * different summaries, service boxes that are no posts and a summary too short to be one are not it.
 */
import { readPages, siteWideFacts } from '@/lib/review/facts/site';
import { provedFinding, siteOf, type SitePage } from '../../support/review-site';

const same = (pages: Record<string, SitePage>) => {
  const site = siteOf(pages);
  return siteWideFacts(site, readPages(site)).sameExcerpts;
};
const card = (title: string, href: string, summary: string, tag = 'article') =>
  `<${tag} class="post"><h2><a href="${href}">${title}</a></h2><time>March 3, 2025</time><p>${summary}</p><a href="${href}">Read more</a></${tag}>`;
const DEFAULT = 'This is an excerpt of the post. Edit it in the post settings to tell readers what the post is about.';

describe('one summary under different posts', () => {
  it('names the summary and the posts it stands under, and the proof keeps it', () => {
    const pages = {
      '/': '<h1>Harbor &amp; Vale</h1><p>Family law in Portland.</p>',
      '/blog/': `<h1>Blog</h1>${card('What to bring to your first meeting', '/blog/first-meeting', DEFAULT)}${card('How custody is decided in Oregon', '/blog/custody', DEFAULT)}${card('Dividing a house in a divorce', '/blog/house', 'Who keeps the house, and how the court values it.')}`,
    };
    const { finding, dropped } = provedFinding(pages, 'same-excerpt');
    expect(dropped).toEqual([]);
    expect(finding!.evidence).toEqual([
      `/blog/ shows the same summary "${DEFAULT}" under 2 different posts: "What to bring to your first meeting", "How custody is decided in Oregon"`,
    ]);
  });

  it('reads cards without an <article>: a list of items whose class names a post, the summary before a "Read more…"', () => {
    const item = (title: string, href: string) => `<li class="news-item"><a href="${href}"><h3>${title}</h3></a><div class="entry-summary">We are pleased to share our latest news with you. […]</div></li>`;
    const found = same({ '/news/': `<h1>News</h1><ul>${item('New office hours', '/news/hours')}${item('Welcome, Dr. Lee', '/news/lee')}</ul>` });
    expect(found.map((e) => [e.text, e.posts.map((p) => p.title)])).toEqual([['We are pleased to share our latest news with you.', ['New office hours', 'Welcome, Dr. Lee']]]);
  });

  it('says nothing of the same post listed twice, of different summaries, of service boxes, or of a summary too short to be one', () => {
    const quiet: Record<string, SitePage>[] = [
      { '/blog/': `<h1>Blog</h1>${card('How custody is decided', '/blog/custody', DEFAULT)}${card('How custody is decided', '/blog/custody', DEFAULT)}` },
      { '/blog/': `<h1>Blog</h1>${card('First meeting', '/blog/first', 'What to bring, and what we will ask you.')}${card('Custody', '/blog/custody', 'How Oregon courts decide where a child lives.')}` },
      { '/': `<h1>Services</h1><div class="service"><h3><a href="/divorce">Divorce</a></h3><p>${DEFAULT}</p></div><div class="service"><h3><a href="/custody">Custody</a></h3><p>${DEFAULT}</p></div>` },
      { '/blog/': `<h1>Blog</h1>${card('First meeting', '/blog/first', 'Read the post.')}${card('Custody', '/blog/custody', 'Read the post.')}` },
      { '/events/': `<h1>Events</h1>${card('Sunday worship, May 4', '/events/may-4', DEFAULT, 'article class="event"').replace('</article class="event">', '</article>')}${card('Sunday worship, May 11', '/events/may-11', DEFAULT, 'article class="event"').replace('</article class="event">', '</article>')}` },
    ];
    for (const pages of quiet) expect(same(pages)).toEqual([]);
  });
});
