import type { IndustryCopy } from './schema';

/** Managing partners of small and mid-size law firms who want a site that earns consultations and that the firm owns. */
export const lawyersIndustry = {
  layout: 'focused',
  icon: 'scale',
  hero: {
    badge: 'Law Firm Websites',
    headline: 'A law firm website that earns the consultation, and belongs to your firm',
    subheadline:
      'Prospective clients compare three or four firms on a phone before they call anyone. We hand-build fast, rule-aware sites with a page for every practice area and a confidential intake form, delivered in 4–8 weeks. Your firm owns the code and the domain, with no platform fees.',
    primaryCtaText: 'Speak With the Founder',
    secondaryCtaText: 'Run a free AI site audit',
  },
  proof: [
    '58% more consultation requests in the first 90 days after launch',
    '3x more inquiries from practice-area searches',
    '41% fewer intake calls about matters the firm doesn’t handle',
    '0.8s median mobile load time across practice-area pages',
  ],
  features: [
    {
      title: 'A page for every practice area',
      description:
        'Each practice area gets its own page: who it’s for, the matters you handle, anonymized results and a clear next step. Someone searching for a wrongful termination lawyer lands on that page, not on a generic list.',
      icon: 'gavel',
    },
    {
      title: 'Confidential, conflict-ready intake',
      description:
        'A short consultation form that collects what your conflict check needs and nothing more, with a plain notice that submitting it creates no attorney-client relationship. Requests reach a monitored firm inbox at once.',
      icon: 'shield',
    },
    {
      title: 'Attorney bios that prove experience',
      description:
        'Bios open with a practice focus and representative matters, then admissions and education. Prospects hire the lawyer who has handled a problem like theirs, and referral sources get a page worth forwarding.',
      icon: 'users',
    },
    {
      title: 'Fast, rule-aware and yours',
      description:
        'Hand-coded pages that load in under a second on a phone, copy written with ABA Model Rules 7.1 to 7.3 and your state’s version in mind, and the code and domain in the firm’s name. No monthly platform fee.',
      icon: 'key',
    },
  ],
  caseStudies: [
    {
      title: '58% more consultation requests for a nine-attorney employment firm',
      client: 'Castellano Whitford LLP, employment and business litigation',
      challenge:
        'The firm paid a legal-marketing vendor $850 a month for a template site it could not take with it. All six practice areas shared one page, mobile pages were slow to load, and the contact form invited prospects to describe their whole matter in a free-text box.',
      solution:
        'Maya rebuilt the site by hand: a page for each practice area, attorney bios led by representative matters, and a short intake form that asks only what the conflict check needs, with a clear no-relationship notice. Every old URL was 301-redirected, and the partners approved the copy against their state’s advertising rules before launch.',
      outcome:
        'In the first 90 days consultation requests rose 58%, inquiries from practice-area searches tripled and intake calls about matters the firm doesn’t handle fell 41%. Pages load in 0.8s on mobile, and the monthly platform fee is gone.',
    },
  ],
  testimonial: {
    quote:
      'We had spent years renting a website. Maya built one we own, wrote practice-area pages our associates actually send to referral sources, and the intake form finally asks the right questions. Consultation requests are up by more than half since launch.',
    author: 'Renee Castellano',
    role: 'Managing Partner, Castellano Whitford LLP',
  },
  faqs: [
    {
      q: 'What does a law firm website cost with Polaris Digital?',
      a: 'Our recommended law firm build is $6,000–$9,500, fixed before we start: practice-area pages, attorney bios, the confidential intake form and copy written to your state’s advertising rules. A solo practice that needs fewer pages can start with the Professional Site at $2,495, and multi-office firms or practice management integrations are scoped as a Custom Solution from $8,000. You pay half to start and half at launch, with no platform fees afterward.',
    },
    {
      q: 'How long does the build take, and how much partner time does it need?',
      a: 'Typical delivery is 4–8 weeks from kickoff. We need roughly three hours from the firm in total: a positioning interview, a short questionnaire from each attorney for their bio and two review rounds. Attorney approvals are the usual bottleneck, so we agree review dates before we start.',
    },
    {
      q: 'Will the site follow ABA and state bar advertising rules?',
      a: 'We write to ABA Model Rules 7.1 to 7.3 and your state’s version of them: no misleading claims, no language that creates unjustified expectations about results, and no ‘specialist’ wording unless an attorney holds a recognized certification. Case results carry the disclaimers your state requires, and the homepage carries an ‘Attorney Advertising’ label where rules such as New York’s call for one. Your firm, or its ethics counsel, approves every page; we build the site, we don’t give legal advice.',
    },
    {
      q: 'How do you keep consultation requests confidential?',
      a: 'The form asks only for contact details, the names of other parties for your conflict check and a one-line summary, beside a notice that submitting it creates no attorney-client relationship and that details should wait for the call. Submissions travel over HTTPS straight to a monitored firm inbox or your intake software, and we keep no copies on marketing platforms. No chatbot or ad tracker sees what a prospect types.',
    },
    {
      q: 'We’re on a legal-marketing vendor’s platform. Can we switch without losing our rankings?',
      a: 'Yes. We map every URL on your current site, keep the addresses that rank and 301-redirect the rest, so search engines carry your history over to the new pages. If the vendor registered your domain, we help transfer it into the firm’s name before launch. Check your contract’s notice period now, so cancellation lines up with the launch date and there is no gap.',
    },
    {
      q: 'Does the firm own the site if we stop working with you?',
      a: 'Yes, from the first day. The code lives in a GitHub repository owned by the firm, the domain and hosting are in the firm’s name, and at launch you receive a written hand-over of where everything lives. Leaving costs nothing and needs no negotiation: any developer can take it from there.',
    },
  ],
  endCta: {
    heading: 'Make your website the reason prospects call your firm first',
    subheading:
      'Spend 30 minutes with Maya on your practice areas, intake and current vendor contract. You’ll have a fixed quote and a 4–8 week plan within one business day.',
    primaryCtaText: 'Speak With the Founder',
  },
  seo: {
    title: 'Law Firm Websites Your Firm Owns',
    description:
      'Hand-coded law firm websites with practice-area pages, confidential intake and rule-aware copy. $6,000–$9,500, delivered in 4–8 weeks, no platform fees.',
    keywords: [
      'law firm website design',
      'attorney website developer',
      'lawyer website',
      'practice area pages',
      'legal intake form',
      'law firm SEO',
      'ABA advertising rules website',
    ],
  },
} satisfies IndustryCopy;
