/**
 * Opening hours that differ from page to page, on small sites made for it: the same hours written
 * two ways are one ("9am-5pm", "9:00 AM – 5:00 PM", "9-5"; "Mon–Fri", "Monday through Friday"),
 * and seasonal, holiday, department or appointment hours, or times with no hours heading (a service
 * time), are not the business's hours.
 */
import { readPages, siteWideFacts } from '@/lib/review/facts/site';
import { hoursOn } from '@/lib/review/facts/site-hours';
import { provedFinding, siteOf, type SitePage } from '../../support/review-site';

const mismatch = (pages: Record<string, SitePage>) => {
  const site = siteOf(pages);
  return siteWideFacts(site, readPages(site)).hoursMismatch;
};
const footer = (hours: string) => `<main><h1>Welcome</h1><p>We help families.</p></main><footer><h2>HOURS</h2><p>${hours}</p></footer>`;

describe('opening hours that differ between pages', () => {
  it('names the days two pages give different times for, quoting both, and the proof keeps it', () => {
    const pages = {
      '/': footer('Monday - Friday: 8:30 AM - 5:00 PM<br>Saturday and Sunday: Closed'),
      '/about/': footer('Monday - Friday: 8:30 AM - 5:00 PM<br>Saturday and Sunday: Closed'),
      '/contact/': '<h1>Contact</h1><h3>Office hours</h3><p>Mon–Fri 9am–6pm, Sat 10am–2pm</p>',
    };
    const { finding, dropped } = provedFinding(pages, 'hours-mismatch');
    expect(dropped).toEqual([]);
    expect(finding!.evidence).toEqual([
      'The pages give different hours for Monday to Saturday: /, /about/ give "Monday - Friday: 8:30 AM - 5:00 PM" and "Saturday and Sunday: Closed"; /contact/ gives "Mon–Fri 9am–6pm, Sat 10am–2pm"',
    ]);
  });

  it('reads the same hours written two ways as one', () => {
    const pages = {
      '/': footer('Mon–Fri 9am-5pm'),
      '/about/': footer('Monday through Friday: 9:00 AM – 5:00 PM'),
      '/contact/': '<h1>Contact</h1><p>We are open Monday to Friday, 9-5.</p><dl><dt>Hours</dt><dd>Mon - Fri 9 a.m. to 5 p.m.</dd></dl>',
      '/visit/': `<h1>Visit</h1><script type="application/ld+json">{"@type":"Dentist","openingHours":"Mo-Fr 09:00-17:00","openingHoursSpecification":[{"@type":"OpeningHoursSpecification","dayOfWeek":["https://schema.org/Monday"],"opens":"09:00:00","closes":"17:00:00"}]}</script>`,
    };
    expect(mismatch(pages)).toBeNull();
    // Each page's Monday, read: 9 to 5 however written.
    expect(siteOf(pages).pages.map((p) => hoursOn(p.document!)?.get(0)?.key)).toEqual(Array(4).fill('540-1020'));
  });

  it('says nothing of seasonal, holiday, department or appointment hours, nor of times under no hours heading', () => {
    const quiet: Record<string, SitePage>[] = [
      { '/': footer('Mon–Fri 9am-5pm'), '/summer/': '<h1>News</h1><h3>Summer hours</h3><p>Mon–Fri 9am-1pm</p>' },
      { '/': footer('Mon–Fri 9am-5pm'), '/pharmacy/': '<h1>Pharmacy</h1><h3>Pharmacy hours</h3><p>Monday – Friday 8am – 8pm</p>' },
      { '/': footer('Mon–Fri 9am-5pm<br>Saturday: Closed'), '/contact/': '<h1>Contact</h1><h3>Hours</h3><p>Saturday 9am-12pm by appointment</p>' },
      { '/': footer('Mon–Fri 9am-5pm'), '/holidays/': '<h1>Holiday hours</h1><p>Friday 9am–noon</p>' },
      { '/': '<h1>Worship</h1><p>Sunday School 9:00 - 10:00</p>', '/visit/': '<h1>Visit</h1><p>Sunday worship 10:30 - 11:30 AM</p>' },
      { '/': footer('Mon–Fri 9am-5pm'), '/about/': '<h1>About</h1><p>Our hours are Mon–Fri 9am-5pm, and after-hours visits are available by appointment.</p>' },
      // Two offices, each with its hours.
      { '/': `${footer('Mon–Fri 9am-5pm')}<address>120 Main Street, Portland</address>`, '/contact/': '<h1>Contact</h1><p>120 Main Street, Portland</p><p>8 Harbor Way, Salem</p><h3>Salem office hours</h3><p>Mon–Fri 10am-4pm</p>' },
      { '/': footer('Mon–Fri 9am-5pm'), '/contact/': '<h1>Contact</h1><h3>Hours</h3><p>Portland: Mon–Fri 9am-5pm</p><p>Salem: Mon–Fri 10am-4pm</p>' },
    ];
    for (const pages of quiet) expect(mismatch(pages)).toBeNull();
    // The same lines under the business's own hours heading are a contradiction.
    expect(mismatch({ '/': footer('Mon–Fri 9am-5pm'), '/contact/': '<h1>Contact</h1><h3>Office hours</h3><p>Monday – Friday 8am – 8pm</p>' })?.days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
  });
});
