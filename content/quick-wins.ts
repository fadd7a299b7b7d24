import type { IndustrySlug } from './industries/registry';

/** One actionable fix: a short imperative title and 2-4 sentences of plain text. */
export interface QuickWinTip {
  title: string;
  body: string;
}

/** A "quick wins" guide for one industry, published at /guides/{industry}-quick-wins. */
export interface QuickWinsGuide {
  industry: IndustrySlug;
  title: string;
  subtitle: string;
  intro: string;
  tips: [QuickWinTip, QuickWinTip, QuickWinTip, QuickWinTip, QuickWinTip];
  seo: { title: string; description: string };
}

/** Exactly one guide per industry, in the order of `industryRegistry`. */
export const quickWinsGuides: readonly QuickWinsGuide[] = [
  {
    industry: 'lawyers',
    title: 'Website Quick Wins for Law Firms',
    subtitle: 'Five changes a managing partner can approve on Monday and see working by Friday.',
    intro:
      'Prospective clients compare several firms online before they pick up the phone, often late at night and on a mobile. These fixes make your site the one that answers their questions fastest and earns the consultation request.',
    tips: [
      {
        title: 'Put your practice areas above the fold',
        body: 'Name your three to five main practice areas in the first screen of the homepage and give each one its own page. Structure every page the same way: who it is for, the matters you handle, two or three anonymized results and a clear next step. Someone searching for "commercial lease dispute attorney" should land on that page, not on a generic list.',
      },
      {
        title: 'Lead attorney bios with proof, not admissions',
        body: 'Open each bio with a one-sentence practice focus, three representative matters and a professional photo taken in the last two years. Move bar admissions, education and memberships further down the page. Prospects hire the lawyer who has clearly handled a problem like theirs before.',
      },
      {
        title: 'Make the consultation form confidential and conflict-ready',
        body: 'Ask only for name, e-mail, phone, the names of any other parties involved (for your conflict check) and a one-line description of the matter. State plainly beside the button that submitting the form does not create an attorney-client relationship and that details should wait for the call. Route submissions to a monitored inbox and aim to reply the same business day.',
      },
      {
        title: 'Set the right Google Business Profile categories',
        body: 'Choose the most specific primary category available, such as "Employment attorney" or "Estate planning attorney" rather than plain "Lawyer", and add secondary categories for your other practice areas. List each practice area as a service, add office hours and photos, and post one article or case update a month. Use exactly the same firm name, address and phone number as your website.',
      },
      {
        title: 'Get the homepage loading in under three seconds on a phone',
        body: 'Google research found that 53% of mobile visitors leave a page that takes longer than three seconds to load. Compress the hero image to under 200 KB, serve it as WebP, and remove unused chat widgets, sliders and plugins. Re-test in PageSpeed Insights until the mobile score is in the green.',
      },
    ],
    seo: {
      title: 'Website Quick Wins for Law Firms',
      description:
        'Five website fixes for law firms: practice-area pages, attorney bios with proof, a confidential intake form, Google Business Profile and mobile speed.',
    },
  },
  {
    industry: 'accountants',
    title: 'Website Quick Wins for Accounting Firms',
    subtitle: 'Turn tax-season traffic into year-round advisory clients.',
    intro:
      'Most CPA firm websites describe the same services in the same words, so prospects end up comparing on price. These five changes show the value of your advice before the first meeting and bring in clients who stay beyond April.',
    tips: [
      {
        title: 'Lead with advisory outcomes, not a service list',
        body: 'Rewrite the homepage headline around a result owners want, such as "Know your cash position every month, not just at tax time". Link it to a dedicated advisory or outsourced CFO page and move the list of compliance services lower down. The firms that win advisory work are the ones that describe it first.',
      },
      {
        title: 'Publish starting prices or packages',
        body: 'Even a range such as "Monthly bookkeeping from $450" or "Individual returns from $350" filters out poor-fit inquiries before they reach your calendar. Show two or three packages with what each includes and who it suits. You will get fewer discovery calls that go nowhere and more that convert.',
      },
      {
        title: 'Put a secure portal link in the main navigation',
        body: 'Add a clearly labeled "Client Portal" link to the header of every page so clients never have to search for it. Add a line on the contact page asking people not to send Social Security numbers or tax documents by e-mail or through the contact form. It protects clients and shows prospects you take data security seriously.',
      },
      {
        title: 'Show who clients will actually work with',
        body: 'Build a team page with real photos, credentials such as CPA or EA, and the industries each person knows best. A named partner who specializes in dental practices or construction firms is far more persuasive than an anonymous "team of experts". Link each profile to the matching industry or service page.',
      },
      {
        title: 'Keep a filing deadlines page up to date',
        body: 'Publish a simple page of upcoming federal and state filing and estimated-payment deadlines, and review it at the start of each quarter. It earns search traffic and return visits every season. End it with an invitation to book a planning call before the next deadline.',
      },
    ],
    seo: {
      title: 'Quick Wins for Accounting and CPA Firms',
      description:
        'Five website fixes for CPA and accounting firms: advisory-led messaging, visible packages, a secure portal link, team pages and a filing deadlines page.',
    },
  },
  {
    industry: 'consultants',
    title: 'Website Quick Wins for Consultants',
    subtitle: 'Make your expertise easy to understand and easy to buy.',
    intro:
      'Buyers of consulting are cautious: they need evidence that you have solved their exact problem before they risk a budget on you. These changes turn a brochure site into a clear case for hiring you.',
    tips: [
      {
        title: 'Name the problem you solve in the first line',
        body: 'Replace a headline like "Strategic consulting for growing businesses" with the specific problem and client you serve, for example "Pricing strategy for B2B software companies with $5M to $50M in revenue". Narrow positioning reads as expertise and tells the wrong prospects to look elsewhere. Repeat the same line in your LinkedIn headline so the two match.',
      },
      {
        title: 'Turn three recent projects into short case studies',
        body: 'For each engagement, write the situation, what you did and the measurable result in under 200 words. Anonymize the client if you must, but keep the numbers, such as "cut onboarding time from 6 weeks to 10 days". Add a one-line quote from the client if they will give you one.',
      },
      {
        title: 'Offer a fixed-price first engagement',
        body: 'A defined diagnostic, audit or half-day workshop with a clear deliverable lowers the risk of saying yes. Describe what happens, how long it takes, what the client receives at the end and what it costs. Many long engagements start with a small, easy first purchase.',
      },
      {
        title: 'Give visitors one useful resource for their e-mail',
        body: 'Offer a single checklist, benchmark or short report on the problem you solve, delivered automatically when someone enters their e-mail. It keeps you in touch with the many visitors who are not ready to talk yet. Follow up once, a week later, with your most relevant case study.',
      },
      {
        title: 'Make booking an intro call one click',
        body: 'Add a scheduling link for a 20- or 30-minute introductory call to the header and to the end of every case study. Let the booking page show your real availability and ask one qualifying question, such as the company size or the problem to discuss. Every e-mail exchanged to find a time is a chance for the prospect to go quiet.',
      },
    ],
    seo: {
      title: 'Quick Wins for Independent Consultants',
      description:
        'Five website fixes for independent consultants: sharp positioning, short case studies, a fixed-price first engagement, a lead magnet and one-click booking.',
    },
  },
  {
    industry: 'local-businesses',
    title: 'Website Quick Wins for Local Businesses',
    subtitle: 'Be the business nearby customers find, trust and call.',
    intro:
      'Local customers decide in minutes, usually on a phone and often while already on the move. These five changes make it easy to find you, see that you are open and get in touch before they choose the place next door.',
    tips: [
      {
        title: 'Make your name, address and phone identical everywhere',
        body: 'Use exactly the same business name, street address and phone number on your website footer, Google Business Profile, Apple Maps, Yelp, Facebook and any directories. Check for old addresses, tracking numbers and variations like "St." versus "Street". Inconsistent details confuse search engines and customers alike and can cost you map rankings.',
      },
      {
        title: 'Add a tap-to-call button on mobile',
        body: 'Put a visible "Call now" button at the top of every page on phones, linked so a single tap starts the call. Put your phone number in the footer as a tappable link too. For most restaurants and service businesses a phone call is the most valuable lead the website produces.',
      },
      {
        title: 'Publish your menu or services as a web page, not a PDF',
        body: 'PDF menus and price lists are slow to open on phones, awkward to read and poorly understood by search engines. Put them on a normal web page that loads instantly and can be updated in minutes when a price or dish changes. It also helps you appear for searches like "gluten-free pizza near me" or "same-day boiler repair".',
      },
      {
        title: 'Show current hours and holiday closures',
        body: 'Display your opening hours on the homepage and keep them identical to your Google Business Profile. Add special hours for holidays at least a week ahead in both places. Few things lose a customer for good faster than driving over to find a locked door.',
      },
      {
        title: 'Ask every happy customer for a review',
        body: 'After each visit or job, send a short text or e-mail with a direct link to your Google review form; a link removes most of the effort. Reply to every review, including the critical ones, within a few days. Feature three recent reviews on your homepage with the customer’s first name.',
      },
    ],
    seo: {
      title: 'Website Quick Wins for Local Businesses',
      description:
        'Five website fixes for local businesses: consistent contact details, tap-to-call, HTML menus and price lists, current hours and a steady flow of reviews.',
    },
  },
  {
    industry: 'nonprofits',
    title: 'Website Quick Wins for Nonprofits and Religious Organizations',
    subtitle: 'Help supporters give, volunteer and show up in fewer clicks.',
    intro:
      'Donors, volunteers and first-time visitors arrive with good intentions and very little time. These changes remove the friction between someone’s interest in your mission and their first gift, shift or visit.',
    tips: [
      {
        title: 'Put one donate button above the fold',
        body: 'Place a single high-contrast "Donate" button in the header of every page and link it straight to a short, mobile-friendly form. Offer three suggested amounts, a monthly giving option and wallet payments such as Apple Pay or Google Pay. Remove anything that adds steps, such as forced account creation.',
      },
      {
        title: 'Show your impact in numbers',
        body: 'Replace general mission language on the homepage with three concrete figures from last year, such as meals served, families housed or students tutored. Tie each number to what a specific gift makes possible, for example "$50 provides a week of groceries for a family of four", using your own real costs. Update the figures every year.',
      },
      {
        title: 'Make volunteering a two-minute sign-up',
        body: 'List current volunteer roles with dates, location and time commitment on one page. Use a short sign-up form asking only for name, e-mail, phone and the roles that interest them. Reply to every sign-up within two days, because enthusiasm fades quickly.',
      },
      {
        title: 'For congregations: put service times, directions and accessibility first',
        body: 'First-time visitors want to know when to come, where to park and what to expect. Put service times, the street address, parking details and accessibility information such as step-free entrances, hearing loops or livestream links on the homepage. Add a short "Plan your visit" page that covers what to wear, children’s programs and where to go when they arrive.',
      },
      {
        title: 'Check your eligibility for Google Ad Grants',
        body: 'Eligible charities, including most 501(c)(3) organizations in the US, can receive up to $10,000 a month in free search advertising through Google for Nonprofits. Government entities, hospitals, schools and universities are not eligible, and your website must use HTTPS and have substantial content about your mission. Apply this week and point the ads at your donate, volunteer and visit pages.',
      },
    ],
    seo: {
      title: 'Quick Wins for Nonprofits and Churches',
      description:
        'Five website fixes for nonprofits and congregations: a clear donate button, impact numbers, easy volunteering, visitor information and Google Ad Grants.',
    },
  },
  {
    industry: 'creatives',
    title: 'Website Quick Wins for Independent Creatives',
    subtitle: 'Let the work sell itself, quickly, on every screen.',
    intro:
      'Photographers, designers and artists are hired on the strength of their portfolio, yet full-resolution images often make portfolio sites painfully slow. These fixes keep the work looking beautiful, the site fast and the right inquiries coming in.',
    tips: [
      {
        title: 'Compress portfolio images and serve modern formats',
        body: 'Export each image at the largest size it is actually displayed, usually no wider than 2,000 pixels, and serve it as AVIF or WebP with a JPEG fallback. Google found lossy WebP files are typically 25 to 34% smaller than comparable JPEGs, and most portfolio images can sit under 300 KB with no visible loss. Lazy-load everything below the first screen so the opening image appears almost instantly.',
      },
      {
        title: 'Curate twelve projects, not a hundred',
        body: 'Show only the work you want more of, grouped by the kind of client who buys it, such as weddings, editorial or brand identity. Too many projects dilute your strongest pieces and slow a buyer’s decision. Move older or off-direction work to an archive page or remove it.',
      },
      {
        title: 'Turn your best three projects into short case studies',
        body: 'For each one, add the brief, your approach and the outcome in a few short paragraphs next to the images. Clients hire a process and a reliable collaborator as much as a look. The text also helps search engines understand what you do and where you work.',
      },
      {
        title: 'Add budget and timeline fields to your inquiry form',
        body: 'Add a dropdown with three or four budget ranges and a field for the event date or deadline. You can then reply with a relevant proposal on the same day instead of a round of questions. It also filters out inquiries you would decline anyway, politely and without awkward calls.',
      },
      {
        title: 'Show who you have worked with',
        body: 'Place a row of client names or logos and one or two short testimonials near the top of the homepage. Include the client’s name, role and company where they allow it. It answers the question every buyer has: has someone like me trusted this person before?',
      },
    ],
    seo: {
      title: 'Quick Wins for Photographers and Designers',
      description:
        'Five website fixes for independent creatives: fast modern image formats, a curated portfolio, case studies, a qualifying inquiry form and client proof.',
    },
  },
  {
    industry: 'professional-services',
    title: 'Website Quick Wins for Professional Services Firms',
    subtitle: 'For therapists, advisors and specialist practices that win on trust.',
    intro:
      'When the service is personal, visitors look for clarity and reassurance before they reach out, and many hesitate for weeks. These five changes answer their first questions and make the next step feel safe.',
    tips: [
      {
        title: 'State fees and insurance plainly',
        body: 'Create a fees page, linked from the main navigation, that lists session or engagement fees, the insurance plans you accept, out-of-network options and payment methods. If you offer a sliding scale or superbills, say so. Uncertainty about cost is one of the most common reasons people delay booking.',
      },
      {
        title: 'Let people book a first consultation online',
        body: 'Add a scheduling link for a free 15- or 20-minute introductory call to the header and to every service page. Show real availability so nobody has to e-mail back and forth to find a time. Send an automatic confirmation that explains what the call covers and how to join it.',
      },
      {
        title: 'Keep clinical and confidential details out of web forms',
        body: 'Contact and booking forms should ask only for name, contact details, preferred times and how the person would like to be contacted. Say on the form that symptoms, diagnoses and other sensitive details will be discussed privately, and do not include free-text fields that invite them. Collect intake information only through a secure, HIPAA-compliant practice platform, never a general website form or plain e-mail.',
      },
      {
        title: 'Explain your approach in plain language',
        body: 'Describe who you help, what a first session or engagement looks like and what clients typically notice after a few weeks, in everyday words. Put credentials, licenses and modalities after that explanation, not before it. A visitor who can picture the first meeting is far more likely to book it.',
      },
      {
        title: 'Make the site readable for everyone',
        body: 'Use body text of at least 16 pixels, a contrast ratio of at least 4.5:1 as WCAG 2.2 requires for normal text, and link text that says where it goes. Check that every form and button can be reached with the keyboard alone. Accessible sites serve more clients and reduce legal risk.',
      },
    ],
    seo: {
      title: 'Quick Wins for Professional Services',
      description:
        'Five website fixes for therapists and professional firms: clear fees, online booking, privacy-respecting forms, plain-language approach pages and accessibility.',
    },
  },
];

export function findQuickWinsGuide(industry: string): QuickWinsGuide | undefined {
  return quickWinsGuides.find((g) => g.industry === industry);
}
