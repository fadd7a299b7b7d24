import type { IndustryCopy } from './schema';

/** For independent consultants, fractional executives and small advisory firms who sell expertise. */
export const consultantsIndustry = {
  layout: 'full',
  icon: 'compass',
  hero: {
    badge: 'For Independent Consultants',
    headline: 'A website that makes your expertise easy to buy',
    subheadline:
      'A hand-coded site that names the problem you solve, proves it with case studies and books discovery calls while you are busy billing. Delivered in 4–8 weeks, and you own every line of it.',
    primaryCtaText: 'Talk With the Founder',
    secondaryCtaText: 'Run a free AI site audit',
  },
  whyMatters: {
    heading: 'Referrals get you the introduction. Your website decides whether they book.',
    points: [
      'A referred prospect looks you up before replying. A homepage that says "strategy and transformation for growing businesses" turns a warm introduction lukewarm.',
      'Buyers of consulting need evidence that you have solved their exact problem. A services list and a headshot give them nothing to forward to their CFO.',
      'When client work fills your calendar, marketing stops. A site that captures e-mail addresses and books calls keeps the pipeline moving between engagements.',
      'Every LinkedIn post you write sends people somewhere. If that page is slow or vague, the attention you earned leaks away.',
    ],
  },
  valueProps: [
    {
      title: 'Positioning that filters',
      description:
        'We work out with you who you serve and the problem you solve, then put it in the first line of the homepage, so the right buyers lean in and poor fits move on before they take up a call.',
    },
    {
      title: 'Case studies that sell',
      description:
        'Situation, approach and measurable result, each in under 200 words and written with you. Anonymized where your NDAs require it, with the numbers kept.',
    },
    {
      title: 'An easy first yes',
      description:
        'A page for your fixed-price diagnostic, audit or workshop: what happens, how long it takes, what the client receives and what it costs. Long engagements often start with a small purchase.',
    },
    {
      title: 'Booking without e-mail tennis',
      description:
        'Your scheduling link in the header and after every case study, with one qualifying question, so each discovery call starts with context instead of a round of back-and-forth.',
    },
    {
      title: 'Yours to keep',
      description:
        'The code, domain and content are in your name from day one. No platform fees, and a documented export if you ever hand the site to another developer.',
    },
  ],
  proof: [
    '2.6x more discovery calls booked through the website within six months',
    '38% more e-mail subscribers from a single downloadable benchmark report',
    '1.1s median mobile load time on the consultant sites we have launched',
    '45% shorter sales cycle with a fixed-price diagnostic as the first step',
  ],
  servicesFocus: [
    'Positioning and homepage messaging',
    'Case study pages in a reusable template',
    'Fixed-price offer and diagnostic pages',
    'Lead magnet with automatic e-mail delivery',
    'Insights section you can publish to yourself',
    'Speaker and media kit page',
    'Scheduling and CRM integration',
  ],
  offers: [
    {
      name: 'Website Refresh',
      description:
        'Keep the site you have and make it work harder: a sharper first screen, faster pages and a booking link where prospects expect it.',
      price: '$995',
      points: ['About 2 weeks', 'Rewritten headline and calls to action', 'Speed and mobile fixes', 'Analytics set up correctly'],
    },
    {
      name: 'Consultant Authority Site',
      description:
        'Our recommended build for independent consultants: positioning, case studies, an offer page and a lead magnet, hand-coded and delivered in 4–8 weeks.',
      price: '$6,000–$9,500',
      points: [
        'Positioning session with the founder',
        'Three case studies written with you',
        'Offer page for your first engagement',
        'Lead magnet with e-mail delivery',
        'Scheduling and CRM connected',
        'Full ownership, no platform fees',
      ],
    },
    {
      name: 'Expert Conversion Audit',
      description:
        'Not ready to rebuild? We review your site, analytics and competitors by hand and tell you, in order, what is costing you discovery calls.',
      price: '$499',
      points: ['Recorded walkthrough and written report', 'Prioritized fixes any developer can follow'],
    },
  ],
  gtm: {
    title: 'How your new site wins consulting work',
    points: [
      'LinkedIn: your headline, featured section and posts point to the same positioning line and the same case studies as the site.',
      'Referrals: a short page past clients and partners can forward, so a warm introduction lands on proof rather than a generic homepage.',
      'Search: insight articles built around the questions your buyers type, such as "how to price a SaaS product for enterprise".',
      'E-mail: one benchmark or checklist in exchange for an address, then a follow-up a week later with your most relevant case study.',
      'Speaking: a speaker page with topics, past talks and a booking request, so event organizers can say yes without a call.',
    ],
  },
  subProfessions: [
    { name: 'Management consultants', icon: 'briefcase' },
    { name: 'Strategy advisors', icon: 'compass' },
    { name: 'Fractional executives', icon: 'chart' },
    { name: 'Executive and leadership coaches', icon: 'users' },
    { name: 'Marketing and growth consultants', icon: 'trending-up' },
    { name: 'Technology consultants', icon: 'lightbulb' },
    { name: 'Speakers and trainers', icon: 'presentation' },
  ],
  beforeAfter: {
    beforeImage: '/industries/consultants-before.webp',
    afterImage: '/industries/consultants-after.webp',
    caption:
      'A vague "strategy consulting" template became a focused site that names the client, shows the results and books the call.',
  },
  caseStudies: [
    {
      title: 'From referral-only to a steady flow of discovery calls',
      client: 'Harlow Pricing Partners, an independent pricing consultancy',
      challenge:
        'All new work came from referrals, and the pipeline stalled whenever two engagements ended at once. The template site said "pricing and growth strategy" with no client type, no results and a contact form that rarely produced a call.',
      solution:
        'We repositioned the homepage around pricing for B2B software companies with $5M to $50M in revenue, wrote three anonymized case studies with the numbers kept, and built a page for a fixed-price Pricing Diagnostic with a scheduling link after every case study.',
      outcome:
        'Discovery calls booked through the site rose 2.6x within six months, and the time from first call to signed engagement fell 45% once the diagnostic became the first step.',
    },
    {
      title: 'A faster site that keeps readers in touch',
      client: 'Northline Operations Advisory, a two-partner manufacturing consultancy',
      challenge:
        'A WordPress site with 14 plugins took over 6 seconds to load on a phone, attracted contact-form spam and gave the many readers of the partners’ LinkedIn posts no way to stay in touch.',
      solution:
        'We rebuilt the site by hand, turned their annual plant-efficiency benchmark into a downloadable report delivered by e-mail, and added a follow-up message linking to the most relevant case study.',
      outcome:
        'Median mobile load time fell to 1.1 seconds, spam stopped, and the benchmark report brought 38% more e-mail subscribers in its first quarter.',
    },
  ],
  testimonial: {
    quote:
      'I used to explain what I do on every first call. Now prospects arrive having read two case studies and asking about the diagnostic. The site finally says what I would say in the room.',
    author: 'Dana Whitcombe',
    role: 'Founder, Harlow Pricing Partners',
  },
  whatYouGet: [
    'Hand-coded site with 95+ Lighthouse scores on every page',
    'Positioning session and homepage copy written with you',
    'Three case studies in a template you can reuse',
    'Offer page for your fixed-price first engagement',
    'Lead magnet with automatic e-mail delivery',
    'Scheduling link and CRM connected to every inquiry',
    'Search setup with schema markup and Search Console',
    'Full code and domain ownership with a documented export',
  ],
  faqs: [
    {
      q: 'What does a website for an independent consultant cost?',
      a: 'Most of the consultant sites we build cost $6,000–$9,500, depending on the number of case studies, whether you want a lead magnet and which tools we connect. If your current site only needs to be faster and clearer, a Website Refresh starts at $995. You get a fixed quote after the first call, and there are no platform fees afterwards.',
    },
    {
      q: 'How long will it take, and how much of my time does it need while I am on client work?',
      a: 'Typical delivery is 4–8 weeks. Plan on about three hours of your time in total: a positioning session, a case study interview and a review of the draft. We write the first drafts, so you edit rather than start from a blank page.',
    },
    {
      q: 'Can you write case studies when my clients are under NDA?',
      a: 'Yes. We describe the client by industry and size, for example "a 200-person logistics company", and keep the situation, your approach and the measurable result. Every draft goes to you to clear with the client before anything goes live.',
    },
    {
      q: 'I am on Squarespace, Wix or WordPress. Can I switch without losing anything?',
      a: 'Yes. We move your pages, articles and images, and redirect every old address to its new page so search rankings and links shared on LinkedIn keep working. Your domain and e-mail stay where they are, and the switch itself happens with no downtime.',
    },
    {
      q: 'Do I own the site, or am I renting it?',
      a: 'You own it. The code sits in a repository in your GitHub account, the domain is registered to you and hosting is billed to you directly, typically $0–$20 a month. If you ever want another developer, the written hand-over tells them everything they need.',
    },
    {
      q: 'Will it work with my calendar, CRM and newsletter tool?',
      a: 'Yes. We connect the tools consultants commonly use, such as Calendly or SavvyCal for booking, HubSpot or Pipedrive as the CRM and Kit or Mailchimp for e-mail. Every inquiry and download arrives in the right place with its source recorded, so you know which case study or post brought it in.',
    },
  ],
  endCta: {
    heading: 'Make the next referral an easy yes',
    subheading:
      'A 30-minute call with the founder who will build your site: your positioning, the proof you already have and a fixed quote. No pitch deck, no obligation.',
    primaryCtaText: 'Talk With the Founder',
  },
  seo: {
    title: 'Websites for Independent Consultants',
    description:
      'Hand-coded websites for independent consultants: sharp positioning, case studies, fixed-price offers and booked discovery calls. Delivered in 4–8 weeks.',
    keywords: [
      'consultant website design',
      'website for independent consultants',
      'consulting firm website',
      'management consultant website',
      'fractional executive website',
      'consultant case study pages',
      'consultant lead generation website',
    ],
  },
} satisfies IndustryCopy;
