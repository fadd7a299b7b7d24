/**
 * A person's years of experience against the year their career started, on small sites made for
 * it: only where the sentences say whose the years are (a name, or "he" on the page about that
 * person), never a field's years against a career, a team's sum, a client's words or the firm's
 * founding; "over 27" is a counted figure, "over 25" a floor.
 */
import { readPages, siteWideFacts } from '@/lib/review/facts/site';
import { yearsHold } from '@/lib/review/facts/site-claims';
import { provedFinding, siteOf, type SitePage } from '../../support/review-site';

const mismatches = (pages: Record<string, SitePage>, fetchedAt?: string) => {
  const site = siteOf(pages, fetchedAt);
  return siteWideFacts(site, readPages(site)).yearsMismatch;
};

const home = '<h2>With 27 years of legal experience, Robert Wiest is the hometown attorney you can trust.</h2>';
const about = {
  title: 'About Robert Wiest, Attorney at Law',
  body: '<h1>Robert Wiest: A Hometown Advocate<br>With Over 27 Years Of Legal Experience</h1><p>Robert Wiest grew up in Greeley.</p><p>Even though he studied elsewhere, Robert always knew he wanted to come back. He\'s been a lawyer since October 1996. For the past 14 years, he\'s mostly worked on family law.</p>',
};

describe('a person’s years of experience against the start of their career', () => {
  it('names the figure on another page and the one in the heading, with whose career it is, and the proof keeps both', () => {
    const { finding, dropped } = provedFinding({ '/': home, '/about.html': about }, 'years-in-business', '2026-11-26T12:00:00Z');
    expect(dropped).toEqual([]);
    expect(finding!.title).toBe('Bring the years of experience up to date');
    expect(finding!.evidence).toEqual([
      '/about.html gives 1996 as the start of Robert Wiest’s career ("He\'s been a lawyer since October 1996."), 30 years before 2026, when we read the site; / says "With 27 years of legal experience, Robert Wiest is the hometown attorney you can trust."',
      '/about.html gives 1996 as the start of Robert Wiest’s career ("He\'s been a lawyer since October 1996."), 30 years before 2026, when we read the site; /about.html says "With Over 27 Years Of Legal Experience"',
    ]);
  });

  it('holds when the figure was counted lately: 27 in 2023, "over 27" until 2025', () => {
    expect(mismatches({ '/': home, '/about.html': about }, '2023-06-01T00:00:00Z')).toEqual([]);
    expect(mismatches({ '/about.html': about }, '2025-06-01T00:00:00Z')).toEqual([]);
    expect([yearsHold({ figure: 25, bound: 'over' }, 30), yearsHold({ figure: 27, bound: 'over' }, 29), yearsHold({ figure: 27, bound: 'over' }, 30)]).toEqual([true, true, false]);
  });

  it('says nothing when the sentences do not say whose, or say someone else’s', () => {
    const quiet: Record<string, SitePage>[] = [
      // "He" on a page that names no one in its title or heading.
      { '/': home, '/bio.html': { title: 'Our story', body: '<h1>Our story</h1><p>He has been a lawyer since 1996.</p>' } },
      // Another person's start.
      { '/': home, '/team.html': { title: 'Jane Park, Attorney', body: '<h1>Jane Park</h1><p>Jane Park has been a lawyer since 1990.</p>' } },
      // "He" after another person is named.
      { '/': home, '/about.html': { ...about, body: about.body.replace("He's been", 'His partner Jane Park joined later. He\'s been') } },
      // A field's years, a team's sum, a client's words, the firm's founding.
      { '/': '<p>Jane Park has been a lawyer since 1990 and has 12 years of experience in family law.</p>' },
      { '/': '<p>Our attorneys have 75 years of combined experience.</p><p>Robert Wiest has been a lawyer since 1996.</p>' },
      { '/': '<p>Mr Robert Wiest has been our family attorney since 2018.</p><p>With 27 years of legal experience, Robert Wiest is the one to call.</p>' },
      { '/': '<p>Our firm was founded in 2015.</p><p>With 27 years of legal experience, Robert Wiest is the one to call.</p>' },
      // More years than the career: experience from before it.
      { '/': '<p>Robert Wiest has been a lawyer since 2010.</p><p>Robert Wiest brings 27 years of legal experience.</p>' },
      // Rounded and floor figures the years bear out.
      { '/': '<p>Robert Wiest has practiced law since 1996.</p><p>Robert Wiest brings over 25 years of legal experience.</p><p>Robert Wiest: 30 years of experience.</p>' },
    ];
    for (const pages of quiet) expect(mismatches(pages, '2026-11-26T12:00:00Z')).toEqual([]);
  });

  it('reads a name in the sentence itself, and "admitted to the bar"', () => {
    const pages = { '/': '<p>Jane A. Park was admitted to the Oregon State Bar in 2001.</p>', '/team/': '<p>Jane A. Park brings 15 years of legal experience to every case.</p>' };
    expect(mismatches(pages, '2026-11-26T12:00:00Z').map((m) => [m.whose, m.claim.figure, m.starts.map((s) => s.year)])).toEqual([['Jane Park', 15, [2001]]]);
  });
});
