import type { IndustryCopy } from './schema';

/** For therapists, counselors, architects, engineers, healthcare and other licensed practices. */
export const professionalServicesIndustry = {
  layout: 'full',
  icon: 'briefcase',
  hero: {
    badge: 'For Licensed Practices',
    headline: 'A calm, credible website for practices that win on trust',
    subheadline:
      'For therapists, counselors, architects, engineers and healthcare practices: a fast, hand-coded site that explains your approach plainly, states your fees and lets the right clients book, with privacy-aware forms. Delivered in 4–8 weeks, owned by you.',
    primaryCtaText: 'Get Your Free Strategy Session',
    secondaryCtaText: 'Run a free AI site audit',
  },
  whyMatters: {
    heading: 'People check your website before they trust you with something personal',
    points: [
      'A prospective therapy client may read your site several times over weeks before reaching out. Hidden fees or a cold, clinical tone give them one more reason to wait.',
      'Directory profiles on Psychology Today or Houzz send people to your site to confirm the fit. A dated template or a broken link on a phone undoes the first impression.',
      'A contact form that invites people to describe symptoms puts sensitive health details in a plain inbox. Forms should collect only what it takes to reply.',
      'Architecture and engineering clients judge your precision by your site: slow project galleries suggest the same care on their project.',
      'Few practices have time for marketing. A site that answers the first questions and books consultations saves hours of phone tag every week.',
    ],
  },
  valueProps: [
    {
      title: 'Fees and process, stated plainly',
      description:
        'A fees page with session or project fees, insurance and out-of-network options, and what a first appointment or engagement looks like, so cost never stops someone from booking.',
    },
    {
      title: 'Privacy-aware forms',
      description:
        'Contact and booking forms ask for name, contact details and preferred times only, with a clear note to keep clinical details for the session. Intake stays in your HIPAA-compliant practice platform.',
    },
    {
      title: 'Booking that fits your practice',
      description:
        'A free consultation linked from every page to SimplePractice, Jane or your own calendar, with real availability and an automatic confirmation that explains what happens next.',
    },
    {
      title: 'Projects shown at their best',
      description:
        'For architects and engineers: project pages with large, sharp images, the brief, your role and the outcome, fast even on a phone at a site visit.',
    },
    {
      title: 'Accessible by default',
      description:
        'Readable type, WCAG 2.2 AA contrast and keyboard-friendly forms on every template, so the site welcomes every client and reduces legal risk.',
    },
    {
      title: 'Yours outright',
      description:
        'Code, domain and content in your name, no platform fees, and a documented export for any developer you choose later.',
    },
  ],
  proof: [
    '52% more consultation bookings within 90 days of launch',
    '2.4x more new-client appointments booked online instead of by phone',
    '37% fewer poor-fit inquiries after fees and insurance went on the site',
    '1.2s median mobile load time, even on image-heavy project pages',
  ],
  servicesFocus: [
    'Fees, insurance and first-visit pages',
    'Clinician and team profiles',
    'Online booking for free consultations',
    'Privacy-aware contact forms',
    'Project portfolios for architects and engineers',
    'A page for each specialty or service',
    'Local SEO and directory alignment',
    'WCAG 2.2 AA accessibility',
  ],
  offers: [
    {
      name: 'Website Refresh',
      description:
        'Make the site you have faster, clearer and safer: fees on the page, a booking link in the header and forms that stop collecting sensitive details.',
      price: '$995',
      points: ['About 2 weeks', 'Fees and booking made visible', 'Forms reviewed for privacy', 'Speed and mobile fixes'],
    },
    {
      name: 'Practice Website',
      description:
        'Our recommended build for licensed practices: a hand-coded site with service, fees, team and booking pages, written with you and delivered in 4–8 weeks.',
      price: '$6,000–$9,500',
      points: [
        'Free 30-minute strategy session to start',
        'A page for each specialty or project type',
        'Online booking linked to your practice software',
        'Privacy-aware forms and WCAG 2.2 AA accessibility',
        'Full ownership, no platform fees',
      ],
    },
    {
      name: 'Custom Solution',
      description:
        'For multi-location clinics and firms: location pages, integrations with your booking or intake systems, or a secure client area, scoped together in a discovery workshop.',
      price: '$8,000+',
      points: [
        'Discovery workshop and technical plan',
        'Location pages matched to each Google Business Profile',
        'Integrations with your booking or intake systems',
        'Priority support after launch',
      ],
    },
  ],
  gtm: {
    title: 'How your new site brings in the right clients',
    points: [
      'Google Business Profile: the most specific category, such as "Psychotherapist" or "Architect", your services listed and the booking link added.',
      'Local search: a page for each specialty and the area you serve, such as "couples counseling in Denver" or "residential architect in Asheville".',
      'Directories: Psychology Today, Houzz and association listings link to pages that use the same words and confirm the fit.',
      'Referral partners: a page physicians, attorneys or builders can send people to, explaining who you help and how referrals work.',
      'Reviews where your rules allow them: client reviews for architects and engineers; for clinicians, credentials and approach instead.',
      'LinkedIn for architects and engineers: project pages built to share with developers, contractors and facility managers.',
    ],
  },
  subProfessions: [
    { name: 'Therapists and counselors', icon: 'brain' },
    { name: 'Marriage and family therapists', icon: 'heart-handshake' },
    { name: 'Medical and dental practices', icon: 'stethoscope' },
    { name: 'Physical and occupational therapists', icon: 'hand-heart' },
    { name: 'Architects', icon: 'building' },
    { name: 'Engineering firms', icon: 'compass' },
    { name: 'Land surveyors and planners', icon: 'map-pin' },
    { name: 'Other licensed practices', icon: 'shield' },
  ],
  beforeAfter: {
    beforeImage: '/industries/professional-services-before.webp',
    afterImage: '/industries/professional-services-after.webp',
    caption:
      'A dated template with hidden fees and a free-text form became a calm, fast site with clear fees, online booking and privacy-aware forms.',
  },
  caseStudies: [
    {
      title: 'A counseling practice that clients book without calling',
      client: 'Cedar Path Counseling, a six-clinician group practice',
      challenge:
        'Fees and insurance were nowhere on the site, so most inquiries started with a voicemail about cost. The contact form asked people to "tell us what is going on", which put clinical details in a shared inbox, and clinicians spent evenings returning calls.',
      solution:
        'We added a plain-language fees and insurance page, clinician profiles by specialty and a free 15-minute consultation booked through the practice’s HIPAA-compliant platform. The website form now asks only for contact details and preferred times.',
      outcome:
        'Consultation bookings rose 52% within 90 days, 2.4x more new-client appointments were booked online than by phone, and poor-fit inquiries fell 37%.',
    },
    {
      title: 'Project pages that load before the client loses interest',
      client: 'Marrow & Vale Architects, a residential architecture studio',
      challenge:
        'Full-resolution project photos made the portfolio take over 7 seconds to load on a phone, and the single contact form brought in requests of every size, from fence permits to new builds.',
      solution:
        'We hand-coded project pages that serve each image in AVIF or WebP at the size it is shown, grouped the work by project type, and added budget range and project stage to the inquiry form.',
      outcome:
        'Project pages now load in a median of 1.2 seconds on a phone, and the studio replies to each inquiry with a relevant proposal instead of a round of questions.',
    },
  ],
  testimonial: {
    quote:
      'Our site now says what we charge, who we help and how to book, and it says it kindly. New clients arrive at the first session feeling they already know us, and our clinicians got their evenings back.',
    author: 'Dr. Renee Okafor',
    role: 'Clinical Director, Cedar Path Counseling',
  },
  whatYouGet: [
    'Hand-coded site with 95+ Lighthouse scores on every page',
    'HIPAA-aware contact forms that collect only what you need to reply',
    'Online booking for free consultations, linked from every page',
    'Fees, insurance and first-visit pages in plain language',
    'Google Business Profile setup with the right categories',
    'WCAG 2.2 AA accessibility checked on every template',
    'Full code and domain ownership with a documented export',
  ],
  faqs: [
    {
      q: 'Are your contact and booking forms HIPAA compliant?',
      a: 'Our forms are HIPAA-aware: they collect only name, contact details and preferred times, and ask visitors to keep symptoms and clinical details for the session. Intake forms and anything else that counts as protected health information belong in your HIPAA-compliant practice platform, such as SimplePractice or Jane, under its business associate agreement. We link to its secure booking and intake rather than copying them, which keeps health information off your website entirely.',
    },
    {
      q: 'What does a website for a practice like mine cost?',
      a: 'Most practice sites we build cost $6,000–$9,500, depending on the number of service pages, clinicians or projects and the tools we connect. If your current site mainly needs speed, clear fees and a booking link, a Website Refresh starts at $995. Hosting is paid directly to the host, typically $0–$20 a month, with no platform fees from us.',
    },
    {
      q: 'How long does it take, and how much of my time will it need?',
      a: 'Typical delivery is 4–8 weeks. Plan on about three hours in total: the strategy session, one interview about your approach and a review of the draft. We write the copy, so you edit between appointments rather than start from a blank page.',
    },
    {
      q: 'Can you move my site from Wix, Squarespace or the website builder in my practice software?',
      a: 'Yes. We move your pages and images and redirect every old address, so directory links and search rankings keep working, and your domain and e-mail stay where they are. If your booking or client portal lives in your practice software, you keep using it and the new site links to it.',
    },
    {
      q: 'Can I show client testimonials on my therapy practice website?',
      a: 'Most mental health ethics codes, including the APA’s, prohibit soliciting testimonials from current clients, and some state boards restrict them further, so we do not build a reviews section for clinicians. Your credentials, your approach and a clear picture of the first session do that work instead. Architects, engineers and other practices can feature client reviews as usual.',
    },
    {
      q: 'Will large project photos slow the site down?',
      a: 'No. We serve every image in modern formats such as AVIF and WebP at the size it is displayed, and load images below the first screen only as visitors scroll. Project pages on our practice sites load in a median of 1.2 seconds on a phone, with no visible loss of quality.',
    },
    {
      q: 'Will the site be accessible to clients with disabilities?',
      a: 'Yes. Every template is checked against WCAG 2.2 AA: readable type, at least 4.5:1 contrast for body text, keyboard-friendly forms and links that say where they go. For health and counseling practices an accessible site is part of being welcoming, and it reduces legal risk.',
    },
    {
      q: 'Do I own the website, or am I tied to you?',
      a: 'You own it. The code lives in a repository in your account, the domain is registered to you and hosting is billed to you. If you ever change developers, the written hand-over and documented export make it a hand-over, not a rebuild.',
    },
  ],
  endCta: {
    heading: 'Make the first step easy for your next client',
    subheading:
      'In a free 30-minute strategy session we look at your site, your fees and booking path and your forms, and you leave with a written plan, whether or not we work together.',
    primaryCtaText: 'Get Your Free Strategy Session',
  },
  seo: {
    title: 'Websites for Therapists and Practices',
    description:
      'Hand-coded websites for therapists, architects, engineers and health practices: clear fees, online booking and HIPAA-aware forms, delivered in 4–8 weeks.',
    keywords: [
      'therapist website design',
      'counseling practice website',
      'private practice website',
      'HIPAA-aware contact forms',
      'architect website design',
      'engineering firm website',
      'healthcare practice website',
      'professional services website',
    ],
  },
} satisfies IndustryCopy;
