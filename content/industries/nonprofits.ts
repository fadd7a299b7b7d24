import type { IndustryCopy } from './schema';

/** Executive directors, development leads and pastors of charities, foundations, NGOs and congregations. */
export const nonprofitsIndustry = {
  layout: 'full',
  icon: 'hand-heart',
  hero: {
    headline: 'A website that turns goodwill into gifts, volunteers and first visits',
    subheadline:
      'Fast, hand-coded sites for charities, foundations, NGOs and congregations: a donate button that works on every phone, volunteer sign-ups in two minutes and service times a newcomer finds at once. Your organization owns it all, and registered 501(c)(3) organizations get 30% off.',
    primaryCtaText: 'Get Your Free Strategy Session',
    secondaryCtaText: 'Run a free AI site audit',
  },
  whyMatters: {
    heading: 'Supporters decide on your website whether to give, sign up or show up',
    points: [
      'Many donors now give from a phone. A donation page that takes several seconds to load, or sends them through five screens and an account sign-up, loses gifts you never see.',
      'Volunteers who have to download a PDF form, print it and e-mail it back rarely finish. The enthusiasm that brought them to your site fades within days.',
      'A first-time visitor to your congregation wants service times, parking and what to expect. If those are buried under last year’s announcements, they stay home.',
      'Grant makers and major donors read your site before they read your proposal. Outdated impact numbers and broken links quietly undercut the case you are making.',
      'Many nonprofit sites live in a former volunteer’s personal account. When that person moves on, nobody can update the site, renew the domain or fix the donate button.',
    ],
  },
  valueProps: [
    {
      title: 'Giving in three taps',
      description:
        'A donate button in every page header, suggested amounts, a monthly option and Apple Pay or Google Pay, connected to the processor or giving platform you already use.',
    },
    {
      title: 'Impact your board can update',
      description:
        'Impact numbers, stories, events and sermon or news posts you edit yourself in minutes, so the site reflects this year’s work and not the year it was built.',
    },
    {
      title: 'Owned by the organization',
      description:
        'Code, domain and hosting are registered to your organization, not to a volunteer or to us, with a written hand-over your next staff member can follow.',
    },
    {
      title: 'Fast and accessible for everyone',
      description:
        'Pages that load quickly on older phones and slow church Wi-Fi, and that meet WCAG 2.2 AA, so older members, screen-reader users and grant reviewers all get through.',
    },
    {
      title: 'Respectful of donor privacy',
      description:
        'Card details stay with your payment processor, forms ask only for what you need, and a plain-language donor privacy policy says exactly how you use supporters’ information.',
    },
  ],
  proof: [
    '48% more online donations in the first six months after launch',
    '2.1x more volunteer sign-ups completed on a phone',
    '1.1s median mobile load time on donation pages',
    '3x more plan-your-visit requests at a growing congregation',
  ],
  servicesFocus: [
    'Donation pages connected to your processor or giving platform',
    'Monthly and recurring giving journeys',
    'Volunteer roles and sign-up forms',
    'Events, campaigns and peer-to-peer fundraising pages',
    'Service times, Plan Your Visit and livestream pages',
    'Sermon, podcast and newsletter archives',
    'Impact reports, annual reports and grant-maker pages',
    'Google Ad Grants landing pages',
  ],
  offers: [
    {
      name: 'Mission Website',
      description:
        'Our recommended build for most charities, foundations and congregations: a complete hand-coded site around giving, volunteering and your story, delivered in 4–8 weeks.',
      price: '$6,000–$9,500',
      points: [
        '30% discount for registered 501(c)(3) organizations',
        'Donate, volunteer and impact pages written with you',
        'Giving platform, newsletter and calendar connected',
        'Staff and volunteer editing training at launch',
      ],
    },
    {
      name: 'Website Refresh',
      description:
        'A faster, clearer version of the site you already have: the donate button, mobile layout and first screen fixed without starting over, in about two weeks.',
      price: '$995',
      points: [
        'Donate button and giving flow fixed on mobile',
        'Speed, image and accessibility fixes',
        'Homepage copy and calls to action refreshed',
        '30% off for registered 501(c)(3) organizations',
      ],
    },
    {
      name: 'Campaign or Capital Appeal Page',
      description:
        'A focused page for a year-end appeal, building fund or giving day, with a progress bar, donor stories and a giving form that works on every phone.',
      price: 'Quoted after a free call',
      points: [
        'Live progress toward your goal',
        'Ready in time for your launch date',
        'Shareable links for e-mail and social media',
      ],
    },
  ],
  gtm: {
    title: 'How your new site brings in donors, volunteers and visitors',
    points: [
      'Google Ad Grants: eligible 501(c)(3) organizations can receive up to $10,000 a month in free search ads, and we build the landing pages they need.',
      'Google Business Profile set up with the right category, hours, service times and photos, so people searching nearby find you on Maps.',
      'Donation and volunteer pages written for searches such as “volunteer food bank near me” or “church in [your town]”.',
      'E-mail sign-up on every page, connected to Mailchimp, Constant Contact or your church management system, so one visit becomes a lasting relationship.',
      'Shareable campaign and event pages with clean previews on Facebook, Instagram and in group texts.',
      'An impact page grant makers and major donors can read in two minutes before a meeting.',
    ],
  },
  subProfessions: [
    { name: 'Charities and food banks', icon: 'hand-heart' },
    { name: 'Private and family foundations', icon: 'landmark' },
    { name: 'NGOs and international relief', icon: 'globe' },
    { name: 'Churches and congregations', icon: 'church' },
    { name: 'Ministries and faith-based groups', icon: 'heart-handshake' },
    { name: 'Education and youth nonprofits', icon: 'graduation-cap' },
    { name: 'Community associations', icon: 'users' },
  ],
  whatYouGet: [
    'Hand-coded site with 95+ Lighthouse scores on every page',
    'Donation page connected to your processor, with monthly giving and wallet payments',
    'Volunteer and event sign-up pages with short, mobile-friendly forms',
    'Service times, Plan Your Visit and livestream pages for congregations',
    'Google Business Profile and Google Ad Grants landing page setup',
    'WCAG 2.2 AA accessibility checks on every template',
    'Full code and domain ownership in the organization’s name, with a documented export',
    'Editing training for your staff, recorded for whoever comes next',
  ],
  beforeAfter: {
    beforeImage: '/industries/nonprofits-before.webp',
    afterImage: '/industries/nonprofits-after.webp',
    caption:
      'A crowded homepage with a hidden donate link became a clear story with one donate button, current impact numbers and volunteer roles.',
  },
  caseStudies: [
    {
      title: 'Online donations up 48% for a community food pantry',
      client: 'Cedar Hollow Community Pantry',
      challenge:
        'The pantry’s donate link sent supporters to a third-party page with five screens and a forced account sign-up. On a phone the page took several seconds to appear, and most gifts arrived only at year-end by check.',
      solution:
        'We built a hand-coded site with a donate button in every header, a one-page giving form from their existing processor with three suggested amounts, monthly giving and Apple Pay, and an impact page tying each amount to meals served.',
      outcome:
        'Online donations rose 48% in the first six months after launch, the donation page has a 1.1s median mobile load time, and monthly donors now make up a steady share of giving.',
    },
    {
      title: 'A clear front door for a growing congregation',
      client: 'Lantern Hill Church',
      challenge:
        'Service times sat four clicks deep on a page-builder site with a dozen plugins, the livestream link changed every week, and the only person who could edit the site was a volunteer who had moved away.',
      solution:
        'We put service times, parking and accessibility details on the homepage, added a Plan Your Visit page with a short form, a permanent livestream page and a sermon archive fed from their podcast, and moved the domain into the church’s own account.',
      outcome:
        'Plan-your-visit requests grew 3x in the first quarter after launch, and the office administrator now updates events and sermons in minutes without outside help.',
    },
  ],
  testimonial: {
    quote:
      'We finally have a site our volunteers can update and our donors can actually use on their phones. Online giving is up 48% and the board can see exactly what we own and where it lives.',
    author: 'Denise Okafor',
    role: 'Executive Director, Cedar Hollow Community Pantry',
  },
  faqs: [
    {
      q: 'What does a nonprofit or church website cost?',
      a: 'Our recommended build for most organizations is $6,000–$9,500, with a 30% discount for registered 501(c)(3) organizations, so that range comes to $4,200–$6,650. A Website Refresh of your current site starts at $995 before the discount. There are no platform fees afterwards; hosting is billed to you directly and typically costs $0–$20 a month.',
    },
    {
      q: 'How does the 501(c)(3) discount work, and do churches qualify?',
      a: 'Registered 501(c)(3) organizations receive a 30% discount on the build price. Send us your IRS determination letter, or for a congregation covered by a denomination’s group exemption, the group ruling letter, and we apply the discount in the proposal. If your status is unusual, ask on the strategy call and we will give you a straight answer.',
    },
    {
      q: 'How do you protect donor privacy and payment details?',
      a: 'Card details are entered into your payment processor’s secure form and never stored on the website. Our forms ask only for what you need, analytics are set up without collecting donors’ personal details, and we write a plain-language donor privacy policy stating that you never sell or trade supporter information.',
    },
    {
      q: 'Can we keep our giving platform and church management system?',
      a: 'Yes. We connect the site to what you already use, such as Stripe, PayPal, Donorbox, Tithe.ly, Pushpay or Planning Center, so your finance records and donor history stay where they are. If a tool is costing you more than it should, we will say so, but switching is your call.',
    },
    {
      q: 'How long does it take, and can it be ready for our campaign or giving day?',
      a: 'A typical build takes 4–8 weeks from the strategy session to launch, and a Website Refresh about two weeks. If you have a fixed date such as Giving Tuesday, a capital appeal or Easter, tell us on the first call and we will plan the schedule backwards from it.',
    },
    {
      q: 'Who owns the site if our staff or volunteers change?',
      a: 'Your organization does. The code sits in a repository in your account, the domain and hosting are registered in the organization’s name, and the written hand-over lists every login. A new executive director or office volunteer can pick it up without calling us.',
    },
    {
      q: 'We are on Wix, Squarespace or an old WordPress site. How does switching work?',
      a: 'We move your existing pages, sermons, news posts and images, then set up redirects from every old address so links in newsletters and search results keep working. The old site stays live until the new one launches, so there is no gap in giving.',
    },
  ],
  endCta: {
    heading: 'Make giving, volunteering and visiting effortless',
    subheading:
      'Book a free 30-minute strategy session. We will look at your current site, your giving flow and your goals for the year, and send you a written plan whether or not we work together.',
    primaryCtaText: 'Get Your Free Strategy Session',
  },
  seo: {
    title: 'Websites for Nonprofits and Churches',
    description:
      'Fast, hand-coded websites for charities, foundations and churches: easy giving, volunteer sign-ups, full ownership and 30% off for 501(c)(3) organizations.',
    keywords: [
      'nonprofit website design',
      'church website design',
      'charity website',
      'foundation website',
      'NGO website',
      'donation page design',
      'volunteer sign-up page',
      '501(c)(3) website discount',
      'Google Ad Grants landing page',
    ],
  },
} satisfies IndustryCopy;
