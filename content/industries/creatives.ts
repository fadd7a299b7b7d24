import type { IndustryCopy } from './schema';

/** Photographers, designers, illustrators, artists, musicians and small creative agencies. */
export const creativesIndustry = {
  layout: 'full',
  icon: 'palette',
  hero: {
    headline: 'A portfolio site as sharp and fast as your work',
    subheadline:
      'Hand-coded portfolio sites for photographers, designers, artists, musicians and small studios: full-quality images that open instantly on a phone, case studies that sell your process and an inquiry form that asks for budget and dates. No template look, no platform fees, and you own every file.',
    primaryCtaText: 'Speak With the Founder',
    secondaryCtaText: 'Run a free AI site audit',
  },
  whyMatters: {
    heading: 'Clients judge your work by how your site shows it',
    points: [
      'Full-resolution exports make portfolio pages slow on phones. A couple who found you on Instagram will not wait for a gallery to load before tapping back to the next photographer.',
      'Template sites on Squarespace, Format or Adobe Portfolio start to look alike. When your site looks like everyone else’s, buyers compare you on price.',
      'A wall of images does not explain how you work. Art directors and brand managers hire a reliable process as much as a style, and they look for the brief and the result.',
      'Contact forms with only a name and a message box bring in inquiries you cannot quote without a round of questions, and the serious ones go to whoever answers first.',
      'Monthly platform fees, print-shop commissions and marketplace cuts add up year after year for a site you can never take with you.',
    ],
  },
  valueProps: [
    {
      title: 'Images that load fast and look right',
      description:
        'Every image exported at the sizes it is shown, served as AVIF or WebP with sharp versions for high-density screens, and lazy-loaded below the first screen.',
    },
    {
      title: 'A design that looks like you',
      description:
        'No template. Layout, typography and gallery rhythm designed around your body of work, so the site feels like part of your portfolio rather than a frame around it.',
    },
    {
      title: 'Case studies that sell your process',
      description:
        'Project pages with the brief, your approach and the outcome next to the images, which is what agency buyers and brand managers read before they shortlist you.',
    },
    {
      title: 'Inquiries you can quote the same day',
      description:
        'A form that asks for project type, date or deadline and budget range, so you reply with a proposal instead of three follow-up questions.',
    },
    {
      title: 'Yours to keep, no platform fees',
      description:
        'Code, domain and images live in your accounts. Update galleries yourself, take the site to any host or developer, and never pay a platform to keep it online.',
    },
  ],
  proof: [
    '0.8s median load time for the first portfolio image on mobile',
    '57% more qualified inquiries within 90 days of launch',
    '2.3x more portfolio pages viewed per visit',
    '64% smaller image files with no visible loss in quality',
  ],
  servicesFocus: [
    'Portfolio galleries built for speed and image quality',
    'Project case studies and client logo walls',
    'Inquiry and booking forms with budget and date fields',
    'Print shops, licensing and commission pages',
    'Links to client proofing galleries such as Pixieset or ShootProof',
    'Journal, press and exhibition pages',
    'Music, video and audio embeds that do not slow the page',
    'Local and niche SEO, such as wedding photographer in your city',
  ],
  offers: [
    {
      name: 'Portfolio Refresh',
      description:
        'A faster, sharper version of the site you already have: images re-exported and compressed, mobile layout fixed and the inquiry form improved, in about two weeks.',
      price: '$995',
      points: [
        'Image compression and modern formats',
        'Mobile gallery and layout fixes',
        'Inquiry form with budget and date fields',
      ],
    },
    {
      name: 'Portfolio Site',
      description:
        'A hand-coded site of up to eight pages for a solo photographer, designer or artist: curated galleries, an about page that sells you and a qualifying inquiry form.',
      price: '$2,495',
      points: [
        'Up to 8 custom-designed pages',
        'Gallery layouts designed around your work',
        'On-page SEO and structured data',
        'Code, domain and hosting in your name',
      ],
    },
    {
      name: 'Studio Website',
      description:
        'Our recommended build for established creatives and small agencies: case studies, a journal, a print or licensing shop and team pages, delivered in 4–8 weeks.',
      price: '$6,000–$9,500',
      points: [
        'Case-study templates you fill in yourself',
        'Print shop, licensing or commission pages',
        'Team and services pages for small studios',
        'Conversion tracking and a 90-day review',
      ],
    },
  ],
  gtm: {
    title: 'How your new site brings in the clients you want',
    points: [
      'Search pages for the work you want more of, such as “brand identity designer in Portland” or “elopement photographer in Colorado”, each with real projects.',
      'Google Business Profile set up with your services, service area and best images, so nearby clients find you on Maps.',
      'Instagram and LinkedIn links that land on a matching gallery or case study, not a generic homepage.',
      'Vendor and referral pages for planners, venues, agencies and art directors who send you work, which they can link to and share.',
      'A newsletter sign-up for print releases, exhibitions, mini-sessions or new work, so a single visit turns into a returning buyer.',
    ],
  },
  subProfessions: [
    { name: 'Photographers', icon: 'camera' },
    { name: 'Graphic and brand designers', icon: 'pen-tool' },
    { name: 'Illustrators and fine artists', icon: 'palette' },
    { name: 'Musicians and composers', icon: 'music' },
    { name: 'Filmmakers and videographers', icon: 'film' },
    { name: 'Small creative agencies', icon: 'users' },
  ],
  whatYouGet: [
    'Hand-coded site with 95+ Lighthouse scores on every page',
    'Portfolio galleries with AVIF and WebP images, sharp on high-density screens',
    'Case-study templates for the brief, your approach and the result',
    'Inquiry form with project type, date and budget fields',
    'Print, licensing or commission pages where you sell your work',
    'Local and niche SEO setup with structured data',
    'Full code and domain ownership with a documented export',
    'Owner training and a written hand-over for routine updates',
  ],
  beforeAfter: {
    beforeImage: '/industries/creatives-before.webp',
    afterImage: '/industries/creatives-after.webp',
    caption:
      'A slow template grid of every shoot became a curated, full-bleed portfolio with case studies and an inquiry form that asks for date and budget.',
  },
  caseStudies: [
    {
      title: 'A wedding portfolio that loads before the couple scrolls',
      client: 'Juniper & Vale Photography',
      challenge:
        'Two wedding photographers on a template site uploaded full-size exports, so galleries took several seconds to appear on a phone. Their contact form asked only for a name and message, and every inquiry needed a round of questions before they could quote.',
      solution:
        'We built a hand-coded portfolio with twelve curated galleries, AVIF and WebP images at the sizes actually shown, venue pages for the places they shoot most, and an inquiry form asking for the wedding date, venue and budget range.',
      outcome:
        'The first portfolio image now has a 0.8s median mobile load time, and qualified inquiries rose 57% within 90 days of launch.',
    },
    {
      title: 'Case studies that won a small studio bigger briefs',
      client: 'Fieldnote Studio',
      challenge:
        'A three-person brand design studio showed its work as an image grid with no context. Marketing directors at larger companies could not tell how the studio worked, and image files were several times larger than they needed to be.',
      solution:
        'We designed case-study templates covering the brief, the process and the result, added a team page and a services page with starting prices, and rebuilt the image pipeline with responsive AVIF and WebP files.',
      outcome:
        'Visitors now view 2.3x more portfolio pages per visit, and image files are 64% smaller with no visible loss in quality.',
    },
  ],
  testimonial: {
    quote:
      'Our galleries finally look the way our prints do, and they open instantly on a phone. Inquiries arrive with a date and a budget, so we can send a proposal the same afternoon. Working with the founder directly made every decision easy.',
    author: 'Marisol Vega',
    role: 'Co-founder, Juniper & Vale Photography',
  },
  faqs: [
    {
      q: 'What does a portfolio website cost?',
      a: 'A Portfolio Site of up to eight pages is $2,495, and our recommended Studio Website for established creatives and small agencies is $6,000–$9,500. If you only need your current site faster and clearer, a Portfolio Refresh is $995. There are no platform fees afterwards; hosting is billed to you directly.',
    },
    {
      q: 'Will compressing my images make them look worse?',
      a: 'No. We export each image at the sizes it is actually displayed, including sharper versions for high-density screens, and use AVIF or WebP at quality settings we check by eye against your originals. Colors are converted to sRGB so skin tones and brand colors look the same in every browser.',
    },
    {
      q: 'How fast will my portfolio load with all those images?',
      a: 'The first image on a page is prioritized and the rest load as the visitor scrolls, so galleries feel instant even with dozens of photos. On a recent wedding portfolio the first image has a 0.8s median mobile load time, and every page targets a Lighthouse performance score of 95 or above.',
    },
    {
      q: 'Can people download or steal my images?',
      a: 'Nothing on the web can fully prevent a screenshot, but we serve display-size files rather than your originals, keep your copyright in the image metadata and can add a discreet watermark to selected galleries. That makes your full-resolution work much harder to reuse.',
    },
    {
      q: 'I am on Squarespace, Format or Adobe Portfolio. How does switching work?',
      a: 'We move your galleries, text and blog posts, then redirect every old address to its new page so search rankings and links in directories and vendor listings keep working. Your current site stays live until launch day, so inquiries never stop.',
    },
    {
      q: 'Can I keep my client proofing galleries and print lab?',
      a: 'Yes. Client delivery tools such as Pixieset, ShootProof or Pic-Time and print labs you already use stay in place, and we link or connect them from your site. The portfolio is where clients find and choose you; proofing stays where it works.',
    },
    {
      q: 'How long does it take, and can I update the portfolio myself?',
      a: 'A typical build takes 4–8 weeks, and a Portfolio Refresh about two weeks. At launch we train you to add galleries, projects and journal posts yourself, and the written hand-over covers everything so you never need us for a routine update.',
    },
    {
      q: 'Do I own the site and my images?',
      a: 'Yes. Your images and copyright stay yours, the code sits in a repository in your account, and the domain and hosting are registered in your name. You can take the site to any host or developer at any time, with no fee to leave.',
    },
  ],
  endCta: {
    heading: 'Let your work sell itself, on every screen',
    subheading:
      'Talk to the founder, who designs and builds every site personally. Bring your portfolio and the kind of clients you want more of, and leave with a clear plan and a fixed price.',
    primaryCtaText: 'Speak With the Founder',
  },
  seo: {
    title: 'Websites for Photographers and Designers',
    description:
      'Fast, hand-coded portfolio websites for photographers, designers, artists and small agencies: sharp images, case studies, qualifying inquiry forms, no fees.',
    keywords: [
      'portfolio website design',
      'photographer website',
      'graphic designer website',
      'artist portfolio website',
      'illustrator website',
      'musician website',
      'creative agency website',
      'fast portfolio gallery',
      'Squarespace alternative for photographers',
    ],
  },
} satisfies IndustryCopy;
