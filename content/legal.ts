import { studio } from './studio';

/**
 * /privacy and /terms: the two legal documents, written to describe what this
 * site actually does with data. Studio facts (names, e-mail, phone) come from
 * ./studio so a rebrand only touches one file.
 */
export interface LegalSection {
  /** Kebab-case anchor id, unique within the document. */
  id: string;
  title: string;
  /** Plain text, no HTML, no markdown. */
  paragraphs: string[];
  /** Optional bullet list rendered after the paragraphs. */
  list?: string[];
}

export interface LegalDocument {
  /** 'Privacy Policy' / 'Terms of Service'. */
  title: string;
  /** 140-160 characters, for the meta description. */
  description: string;
  /** ISO date. */
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}

const LAST_UPDATED = '2026-11-28';

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  description: `How ${studio.name} handles what you share on this site: guide downloads, the contact form, the free AI website review, payments, analytics and your rights.`,
  lastUpdated: LAST_UPDATED,
  intro: `This policy explains what ${studio.legalName} ("${studio.name}", "we", "us") collects through this website, why we collect it, who helps us process it, how long we keep it and the choices you have. It describes what the site actually does, form by form, so you can decide what to share with us.`,
  sections: [
    {
      id: 'overview',
      title: 'Overview',
      paragraphs: [
        `${studio.legalName}, trading as ${studio.name}, is a founder-led web design studio run by ${studio.founder.name}. We are responsible for the personal information described in this policy, which covers this website, its forms, the free AI website review, our payment pages and the e-mails they send. It does not cover the websites we build for clients; each client publishes its own policy for its own site.`,
        'We collect as little as we can. We do not sell or rent personal information, we do not share it for cross-site or behavioural advertising, and this site sets no advertising cookies.',
        'The site is hosted by Vercel, Inc. in the United States, so the information you send is processed and stored there. Every page and form is served over HTTPS, and access to the records we keep is limited to the studio. Our admin area is restricted to studio staff.',
      ],
    },
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      paragraphs: [
        'We only collect what you type into a form, what you send us by e-mail or phone, what Stripe reports to us after a payment, and the small amount of technical information every web server records. Specifically:',
      ],
      list: [
        'Guide downloads: your e-mail address, the industry the guide is written for, the address (URL) of the page you requested it from and the file name of the guide.',
        'Contact form: your name, e-mail address and message, your company and website if you choose to give them, and the utm_source, utm_medium and utm_campaign values of the link that brought you to the site, if it carried any. The form also contains a hidden field that people never see or fill in; it exists only to catch spam bots.',
        'Free AI website review: the website URL you submit, your e-mail address, the optional focus area and industry you choose, the review we produce with the facts it was written from (see AI Features), and a daily usage counter kept against your e-mail address and your IP address.',
        'Payments: from Stripe, the payer name, e-mail address, amount, product or service purchased and payment status. We never receive card numbers.',
        'Server logs: IP address, browser type, date and time, the pages requested and, for pages that do not exist, the requested path and the referring page, so we can fix broken links.',
        'Usage events: which call-to-action buttons are clicked and how far pages are scrolled, as described under Cookies and Analytics.',
      ],
    },
    {
      id: 'how-we-use-information',
      title: 'How We Use Information',
      paragraphs: [
        'We use your information only for the purpose you gave it to us for, and to keep the site running safely. We do not make automated decisions about you that have legal or similarly significant effects, and we do not build profiles of visitors for advertising.',
        'Where the GDPR applies, we rely on these legal bases: taking the steps you asked for or performing a contract with you (sending a guide or review, answering an inquiry, delivering paid work); our legitimate interest in running a secure, useful website (server logs, spam filtering, review quotas, aggregate analytics); our legal obligations (tax and accounting records); and your consent where we ask for it, such as a separate newsletter opt-in.',
        'In practice, we use your information:',
      ],
      list: [
        `To send the guide you requested and to let the studio know it was downloaded, so ${studio.founder.name} can follow up once if it seems useful.`,
        `To read and answer your inquiry. We reply within ${studio.claims.replyTime}.`,
        'To produce your AI website review, show it on screen, e-mail it to you and let the studio know a review was requested.',
        'To enforce the limit of 3 free reviews a day per e-mail address and per connection, which keeps the review free and prevents abuse.',
        'To confirm payments, schedule the audit or consultation you paid for, handle refunds and keep accounting and tax records.',
        'To learn which pages and buttons help visitors, fix missing pages, and detect and block spam, scraping and attacks.',
      ],
    },
    {
      id: 'cookies-and-analytics',
      title: 'Cookies and Analytics',
      paragraphs: [
        'This site sets no advertising cookies and does not track you across other websites. We record two kinds of first-party events: which call-to-action buttons are clicked, and how far each page is scrolled, at 25, 50, 75 and 100 percent. These events go to the site\'s own data layer and are not linked to your name or e-mail address.',
        'We also use Vercel Web Analytics, which is cookieless. It counts page views, referring sites, countries and device and browser types in aggregate, without cookies and without following you from site to site.',
        'The site stores one value in your browser\'s session storage, pd_slidein_dismissed, to remember that you closed the "Book Your Strategy Call" card so it does not appear again. It contains no personal information, is never sent to us, and your browser deletes it when you close the tab.',
        `The scheduling calendar embedded on the contact and booking pages is provided by Calendly. When it loads, Calendly may set its own cookies and collects the details you enter to book a call, under Calendly's own privacy policy. If you would rather not load it, e-mail ${studio.email} or call ${studio.phone} and we will arrange a time with you directly.`,
      ],
    },
    {
      id: 'payments',
      title: 'Payments',
      paragraphs: [
        'Payments for the Website Conversion Audit, consultations and project invoices are handled entirely by Stripe Checkout, on pages hosted by Stripe. You enter your card details with Stripe, not with us: we never see or store card numbers, expiry dates or security codes.',
        'After a payment, Stripe sends us the payer name, e-mail address, amount, product or service purchased and payment status. We keep that record to deliver what you paid for, answer billing questions, process refunds and meet our tax and accounting obligations.',
        'Stripe e-mails your receipt and processes your payment details under its own privacy policy, including for fraud prevention. You can read it at stripe.com/privacy.',
      ],
    },
    {
      id: 'email-delivery',
      title: 'Email Delivery',
      paragraphs: [
        'The site sends transactional e-mails only: one e-mail with the download link for a guide you requested, the results of an AI website review you asked for, and our replies to your inquiries. Payment receipts are sent by Stripe. Our e-mails are delivered through an SMTP e-mail provider, which handles the recipient address and message content only to deliver them and keeps its delivery records under its own policy.',
        'When a guide is downloaded, a contact form is sent or a review is requested, the site also e-mails a notification to the studio so we can respond.',
        'Downloading a guide, running a review or contacting us does not add you to a marketing newsletter. We would only send you a newsletter if you opted in to it separately, and every issue would include a one-click unsubscribe link. We never sell, rent or trade e-mail addresses.',
      ],
    },
    {
      id: 'ai-features',
      title: 'AI Features',
      paragraphs: [
        'The free AI website review reads the public website at the address you submit, as a visitor\'s browser would fetch it: that page and up to 7 more pages of the same site that it links to (8 pages in all, asking for up to 16 when some are missing), the files those pages load (stylesheets, scripts, images and fonts, including files they load from other sites), the site\'s robots.txt, sitemap and icon, and up to 30 more of the site\'s pages that its links point to, only to see whether they answer. It fetches from the public internet only: addresses on private networks, local machines or internal services are refused, at every redirect. From what it fetches it extracts facts such as titles, headings, the text a visitor reads, meta tags, links, images, forms, contact details, structured data, security headers, page weight and response time.',
        'Where our server is set up for it, the review then measures the page you submitted with Lighthouse, the open-source tool behind Google\'s PageSpeed Insights, as a phone on a slow network would load it. Either we load the page in a Chromium browser on our own server, in a sandbox whose only way out is the same public-internet filter, and keep only what Lighthouse measured and a small screenshot of the page with the review; or we send the page\'s address to Google\'s PageSpeed Insights service, whose servers load the page and send back the measurement, under Google\'s privacy policy (policies.google.com/privacy). Google receives only the address of the page, never your e-mail address or name. Without either, the review estimates the page\'s speed from what it fetched.',
        'When an OpenAI API key is configured on our server, the findings, the facts above, the industry and focus area you chose and up to about 8,000 characters of the visible text of the pages read, which the model proofreads, are sent to OpenAI, which words the review. We do not send your e-mail address, name or any other personal information to OpenAI. OpenAI states that data sent through its API is not used to train its models by default and may be kept for up to 30 days for abuse monitoring.',
        'When no OpenAI key is configured, a built-in rule-based reviewer writes the review on our own server and nothing is sent to any AI provider. When the model fails or is too slow, the built-in wording goes out instead.',
        'Either way, the review is kept with the facts it was written from and your e-mail address, shown on screen and at a private address only you receive, e-mailed to you, and the studio is notified of the request. Reviews are automated and informational; please only submit websites you own or are authorised to have reviewed.',
      ],
    },
    {
      id: 'data-retention',
      title: 'Data Retention',
      paragraphs: [
        'We keep information only as long as we need it. If you ask us to delete your information sooner, we will, except for records the law requires us to keep, such as payment records. Copies held by Stripe, Calendly, our e-mail provider, OpenAI or Google are kept under those providers\' own retention policies.',
        'Our retention periods, counted from when the site stored each record, are below. The site deletes the records past their period itself, once a day.',
      ],
      list: [
        'Guide download leads and contact inquiries: 24 months.',
        'AI website reviews, with the facts they were written from: 12 months.',
        'The e-mails the site sends, kept so that a failed delivery can be retried: 30 days.',
        'Daily review quota counters: 24 hours.',
        'Payment records: 7 years, for tax purposes.',
        'Server logs, including requested paths and referrers of missing pages: kept by our host under its log retention, at most 30 days.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your Rights',
      paragraphs: [
        'Privacy laws give you control over your personal information. If you are in the European Economic Area, the United Kingdom or Switzerland, the GDPR gives you the rights listed below, and you may also complain to your local data protection authority. If you live in California, the CCPA, as amended by the CPRA, gives you the right to know what we collect, to delete and correct it, to opt out of its sale or sharing (we do neither) and not to be treated differently for using these rights. We honour the same requests from every visitor, wherever you live.',
        `To use any of these rights, e-mail ${studio.email}, ideally from the address you used on the site, or call ${studio.phone}. We respond within 30 days. We may ask you to confirm your identity before releasing or deleting information, and an authorised agent can make a request for you with your written permission.`,
        'This site is meant for businesses and is not directed at children. Anyone under 16 should not use its forms. If we learn that a child under 16 has sent us personal information, we will delete it.',
        'Whatever law applies to you, you can ask us to:',
      ],
      list: [
        'Access the personal information we hold about you and get a copy of it.',
        'Correct information that is wrong or incomplete.',
        'Delete your information.',
        'Object to, or ask us to restrict, how we use it.',
        'Receive it in a portable, machine-readable format.',
        'Withdraw your consent at any time, where we rely on consent.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      paragraphs: [
        `For any question about this policy or your information, contact ${studio.legalName} at ${studio.email} or ${studio.phone}. Privacy requests are handled personally by ${studio.founder.name}, ${studio.founder.role}.`,
        'We update this policy when the site or our providers change. The date at the top shows when it last changed, and we will point out significant changes on the site before they take effect.',
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  description: `The terms for using the ${studio.name} website: our services, the free AI website review, guides, payments and refunds, scheduling, ownership and liability.`,
  lastUpdated: LAST_UPDATED,
  intro: `These terms govern your use of this website and the services ${studio.legalName} ("${studio.name}", "we", "us") sells through it. They are written to be read, not skimmed past: if anything is unclear, e-mail ${studio.email} and we will explain.`,
  sections: [
    {
      id: 'acceptance-of-terms',
      title: 'Acceptance of Terms',
      paragraphs: [
        'By using this website, submitting one of its forms, running the free AI website review, downloading a guide or making a payment, you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the site.',
        'If you use the site on behalf of a business, you confirm that you are authorised to accept these terms for it. You must be at least 18 years old, or the age of majority where you live, to buy services from us.',
      ],
    },
    {
      id: 'our-services',
      title: 'Our Services',
      paragraphs: [
        `${studio.name} designs and builds custom, hand-coded websites, carries out website audits, including the Website Conversion Audit, and offers paid consultations. Descriptions, prices and timelines on this site are a guide to what we offer and may change.`,
        'Website design and build projects are governed by a separate written proposal or agreement that we both sign. It sets out the scope, price, schedule, payment milestones and deliverables for that project. If it conflicts with these terms, the signed proposal or agreement wins for that project.',
      ],
    },
    {
      id: 'free-ai-website-review',
      title: 'Free AI Website Review',
      paragraphs: [
        'The free AI website review is automated. It reads the public page you submit and up to 7 more pages of that site, the files they load and the site\'s robots.txt and sitemap, where our server is set up for it measures the page with Lighthouse (on our server or through Google PageSpeed Insights), extracts facts and writes a review, either with OpenAI when that is enabled or with our built-in rule-based reviewer. The Privacy Policy says exactly what is fetched and what is sent to whom. The review is shown on screen and e-mailed to you.',
        'Reviews are informational only. They are generated by software, may be incomplete or wrong, and are not a guarantee of accuracy, search ranking, accessibility compliance, security or results. Please check any recommendation before acting on it, or ask us to look with you.',
        'Only submit websites you own or are authorised to have reviewed. The review reads public pages only and refuses addresses on private networks.',
        'To keep the review free for everyone, it is limited to 3 free reviews a day per e-mail address and per connection. We may pause or withdraw the review, or block requests that look automated or abusive, at any time.',
      ],
    },
    {
      id: 'guides-and-resources',
      title: 'Guides and Resources',
      paragraphs: [
        'Guides, templates and checklists offered as free downloads are licensed to you for internal use in your own business or organisation. You may print them, share them with your colleagues and adapt the templates for your own work.',
        `You may not sell, resell, republish or redistribute them, in whole or in part, or present them as your own product, without our written permission. ${studio.name} keeps all rights in them.`,
      ],
    },
    {
      id: 'payments-and-refunds',
      title: 'Payments and Refunds',
      paragraphs: [
        'Prices are in US dollars. The Website Conversion Audit costs $499, and consultations cost $299 for 1 hour and $499 for 2 hours. Payments are taken through Stripe Checkout, and Stripe e-mails your receipt.',
        'If we have not started the work, we will refund a Website Conversion Audit in full on request. Consultations can be cancelled for a full refund, or rescheduled free of charge, at least 24 hours before the booked time; later cancellations and missed calls are not normally refunded. Refunds go back to the original payment method through Stripe.',
        `To ask for a refund, e-mail ${studio.email} with the e-mail address used at checkout. Payments and refunds for design and build projects follow the schedule in the signed proposal or agreement.`,
      ],
    },
    {
      id: 'scheduling-and-cancellations',
      title: 'Scheduling and Cancellations',
      paragraphs: [
        `Strategy calls, discovery calls and consultations are booked through Calendly, a third-party scheduler embedded on our contact and booking pages. Calendly's own terms and privacy policy apply to your use of it.`,
        'You can cancel or reschedule a booking with the links in your Calendly confirmation e-mail, or by e-mailing us. Please give us at least 24 hours\' notice. If we ever need to move a call, we will tell you as early as we can and offer another time or a full refund for a paid consultation.',
      ],
    },
    {
      id: 'client-ownership',
      title: 'Client Ownership',
      paragraphs: [
        'When a project is paid in full, you own your website outright: its code, its content, its domain name and its hosting accounts. Domains and hosting are registered in your name, so you can take everything with you whenever you like.',
        'There are no ongoing platform or licence fees. Hosting is paid directly to the host you choose, and optional care and support plans can be cancelled at any time.',
        'Until final payment, work in progress remains ours. The signed proposal or agreement for your project records exactly what is handed over at launch.',
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual Property',
      paragraphs: [
        `The content of this website, including its text, design, graphics, code, guides, case studies and the ${studio.name} name and logo, belongs to ${studio.legalName} or is used with permission, and is protected by copyright and trademark law.`,
        'You may view and print pages for your own reference. You may not copy, modify, republish or use them commercially without our written permission. Client work shown in our portfolio belongs to the clients named.',
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable Use',
      paragraphs: [
        'Please use the site the way it is intended. We may block access, refuse requests or delete submissions that break these rules, and report unlawful activity to the authorities.',
        'In particular, you must not:',
      ],
      list: [
        'Scrape, crawl or copy the site in bulk, or use automated tools to submit its forms.',
        'Probe, scan or test the site or its infrastructure for vulnerabilities, or try to get around its limits, such as the daily review quota.',
        'Use the AI website review, or try to, to reach private networks, local machines, internal services or any site you are not authorised to have reviewed.',
        'Send spam, advertising or malicious content through the contact, guide or review forms, or submit someone else\'s e-mail address without their permission.',
        'Interfere with the site, overload it or use it for anything unlawful.',
      ],
    },
    {
      id: 'third-party-services',
      title: 'Third-Party Services',
      paragraphs: [
        'The site relies on a small number of trusted providers. Each processes information under its own terms and privacy policy, and we are not responsible for their services or availability:',
      ],
      list: [
        'Stripe: payments through Stripe Checkout and payment receipts.',
        'Calendly: booking and rescheduling calls.',
        'Our SMTP e-mail provider: delivering guide links, review results and replies.',
        'OpenAI: writing AI website reviews, when enabled.',
        'Vercel: hosting the site and cookieless, aggregated Vercel Web Analytics.',
      ],
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers',
      paragraphs: [
        'The website, its free AI website review and its free guides are provided "as is" and "as available". To the fullest extent the law allows, we make no warranties, express or implied, including warranties of merchantability, fitness for a particular purpose, accuracy or non-infringement, and we do not promise the site will be uninterrupted or error-free.',
        'Content on this site is general information, not legal, accounting, tax or financial advice. Results described in case studies and guides are examples, not guarantees of what your website will achieve. Warranties for paid project work are set out in the signed proposal or agreement.',
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of Liability',
      paragraphs: [
        `To the fullest extent the law allows, ${studio.legalName} is not liable for indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue, data or goodwill, arising from your use of this website, the free AI website review or the guides.`,
        'Our total liability for any claim about the site or services bought through it is limited to the amount you paid us for the service concerned in the 12 months before the claim, or 100 US dollars if you paid nothing.',
        'Nothing in these terms limits liability that cannot be limited by law, such as for fraud, or your rights as a consumer under laws that apply to you.',
      ],
    },
    {
      id: 'governing-law-changes-and-contact',
      title: 'Governing Law, Changes and Contact',
      paragraphs: [
        `These terms are governed by the laws of the state in which ${studio.legalName} is organised and by the federal laws of the United States, without regard to conflict-of-law rules. Before taking any formal step, we both agree to try to resolve a dispute informally by e-mail.`,
        'We may update these terms as the site and our services change. The date at the top shows when they last changed; the version in force when you make a purchase applies to that purchase.',
        `Questions about these terms? Contact ${studio.legalName} at ${studio.email} or ${studio.phone}. ${studio.founder.name}, ${studio.founder.role}, reads every message and we reply within ${studio.claims.replyTime}.`,
      ],
    },
  ],
};
