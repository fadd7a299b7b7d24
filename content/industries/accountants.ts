import type { IndustryCopy } from './schema';

/** Owners and managing partners of CPA and accounting firms who want year-round advisory clients, not just tax-season traffic. */
export const accountantsIndustry = {
  layout: 'focused',
  icon: 'calculator',
  hero: {
    badge: 'CPA & Accounting Firms',
    headline: 'An accounting firm website that wins advisory clients, not just tax returns',
    subheadline:
      'Most CPA firm sites list the same services in the same words, so prospects compare on price. We hand-build fast sites that lead with your advisory work, publish your packages and keep the client portal one click away, in 4–8 weeks, owned by your firm with no platform fees.',
    primaryCtaText: 'Book Your 20-Min Discovery Call',
    secondaryCtaText: 'Run a free AI site audit',
  },
  proof: [
    '47% more advisory inquiries within six months of launch',
    '2.5x more discovery calls booked outside tax season',
    '62% fewer calls and e-mails asking where to upload documents',
    '1.1s median mobile load time on every service page',
  ],
  features: [
    {
      title: 'Advisory work, front and center',
      description:
        'Your homepage leads with the outcomes owners pay for, such as monthly cash-flow clarity and outsourced CFO support, with compliance services further down. Prospects meet an advisor, not a price list.',
      icon: 'trending-up',
    },
    {
      title: 'Packages that pre-qualify prospects',
      description:
        'Two or three packages with starting prices and what each includes. Poor-fit inquiries filter themselves out, and the discovery calls that do reach your calendar are with owners ready to engage.',
      icon: 'receipt',
    },
    {
      title: 'Portal and privacy built in',
      description:
        'A ‘Client Portal’ link in every header, and contact forms that ask clients not to send Social Security numbers or tax documents. Taxpayer data stays in the systems your security plan already covers.',
      icon: 'shield',
    },
    {
      title: 'Pages that earn search traffic all year',
      description:
        'Industry pages for the niches you serve and a filing deadlines page you can update in minutes each quarter. Both keep bringing owners back long after April.',
      icon: 'calendar',
    },
  ],
  caseStudies: [
    {
      title: 'A 14-person CPA firm grows its advisory practice beyond tax season',
      client: 'Lindqvist & Marr CPAs, serving construction and dental practices',
      challenge:
        'Almost every inquiry arrived between February and April and asked for the cheapest return. The firm’s subscription template site listed a dozen services in generic words, buried the portal link in the footer, and prospects regularly e-mailed W-2s and bank statements through the contact form.',
      solution:
        'Maya rebuilt the site around the firm’s outsourced CFO and advisory work, with pages for its construction and dental clients, three published packages and a ‘Client Portal’ link in the header. The contact form now asks people not to send tax documents, and a filing deadlines page the staff update each quarter keeps visitors coming back.',
      outcome:
        'Within six months advisory inquiries rose 47%, and discovery calls booked between May and January were up 2.5x on the year before. Calls and e-mails asking where to upload documents fell 62%, and service pages load in 1.1s on mobile.',
    },
  ],
  testimonial: {
    quote:
      'Our old site made us look like every other tax shop in town. Now prospects arrive having read our packages and asking about monthly advisory, and clients find the portal without calling the front desk. The calendar no longer goes quiet after April.',
    author: 'Karin Lindqvist',
    role: 'Managing Partner, Lindqvist & Marr CPAs',
  },
  faqs: [
    {
      q: 'What does a website for an accounting firm cost?',
      a: 'Our recommended build for an accounting firm is $6,000–$9,500, fixed before we start: advisory and industry pages, package pages, team profiles, a deadlines page and your portal and scheduling links. A solo practitioner can start with the Professional Site at $2,495, and firms that want a custom client portal or calculators move to a Custom Solution from $8,000. You pay half to start and half at launch, with no platform fees afterward.',
    },
    {
      q: 'Can you build the site without taking partners away during tax season?',
      a: 'Yes. Typical delivery is 4–8 weeks, and we schedule the partner interview and review rounds outside February to April, usually starting in late spring or after the October extension deadline. Most firms give us about three hours in total, and launching in December means the new site is ready when the next season’s prospects start searching.',
    },
    {
      q: 'Will the copy stay within IRS Circular 230 and AICPA rules?',
      a: 'Yes. Circular 230 §10.30 and the AICPA Code of Professional Conduct both prohibit false or misleading advertising, so we avoid promised refund amounts or guaranteed savings and describe fees, credentials and services accurately. We also check how the firm name and the CPA designation are used against your state board’s rules, and your partners approve every page before launch.',
    },
    {
      q: 'Can the website connect to our client portal and keep taxpayer data safe?',
      a: 'We link to the secure portal you already use for document exchange and e-signatures, from a ‘Client Portal’ button in every header, rather than replacing it. Website forms never accept file uploads and ask clients not to send Social Security numbers or tax documents, so taxpayer data stays inside the systems your written information security plan covers. If you want a custom portal or deeper integration, we scope it as a Custom Solution.',
    },
    {
      q: 'We use a subscription CPA website platform. How does switching work?',
      a: 'We map your current pages, keep or 301-redirect every URL that ranks, and move your domain into the firm’s name before launch. Syndicated tax articles supplied by a platform are usually licensed rather than owned, so we replace them with a smaller set of pages written for your clients. Time your cancellation to the launch date and there is no gap.',
    },
    {
      q: 'Do we own the site, and can our staff update it?',
      a: 'The code sits in a GitHub repository owned by the firm, and the domain and hosting account are in the firm’s name from day one. Staff can update team bios, packages and the deadlines page themselves, and the launch hand-over documents how. Hosting, typically $0–$20 a month, is billed to you directly by the host; there is no platform fee and no fee to leave.',
    },
  ],
  endCta: {
    heading: 'Turn tax-season traffic into year-round advisory clients',
    subheading:
      'In 20 minutes we review your current site together, name the three changes that would bring in the most advisory work, and send a fixed quote within one business day.',
    primaryCtaText: 'Book Your 20-Min Discovery Call',
  },
  seo: {
    title: 'CPA & Accounting Firm Website Design',
    description:
      'Hand-coded websites for CPA and accounting firms: advisory-led pages, clear packages and a secure portal link. $6,000–$9,500, live in 4–8 weeks, yours to keep.',
    keywords: [
      'CPA firm website design',
      'accounting firm website',
      'accountant website developer',
      'tax practice website',
      'advisory services website',
      'client portal link',
      'Circular 230 advertising',
    ],
  },
} satisfies IndustryCopy;
