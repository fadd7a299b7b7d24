/**
 * The long-form PDF guides offered on the site in exchange for an e-mail address.
 *
 * Rendered to public/guides/ by `npm run render:guides` (scripts/assets/render-guides.mjs), which
 * imports this file directly with Node's type stripping: keep it to `export interface`,
 * `export const` and `import type` only.
 *
 * `fileName` and `title` must match the offers in content/guides.ts.
 */

/** A simple bordered table. An empty string leaves a cell blank for the reader to fill in. */
export interface GuideTable {
  columns: string[];
  rows: string[][];
}

/**
 * One part of a guide. The renderer draws, in this order: paragraphs, table, bullets, numbered.
 * Sections whose heading mentions a checklist get tick boxes instead of bullets.
 */
export interface GuideSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  numbered?: string[];
  table?: GuideTable;
}

export interface GuideDocument {
  fileName: string;
  title: string;
  subtitle: string;
  intro: string;
  sections: GuideSection[];
  /** Opens the closing call-to-action page. */
  closing: string;
}

export const professionalServicesRoiPlaybook: GuideDocument = {
  fileName: 'professional-services-roi-playbook.pdf',
  title: 'Professional Services ROI Playbook',
  subtitle: 'What your firm’s website should earn, how to measure it, and the fixes that move the number fastest.',
  intro:
    'Most firms judge their website by how it looks. Your partners will judge it by what it brings in. This playbook gives you a simple model for what the site earns today, ten specific changes that raise that number, the analytics you need to prove it, and a one-page summary you can hand to your partners. It is the framework we use at Polaris Digital before we quote a build, and it works whether or not you ever hire us. Set aside an hour with last quarter’s numbers and a spreadsheet, and you will finish with a target, a plan and a budget you can defend.',
  sections: [
    {
      heading: 'ROI model template',
      paragraphs: [
        'Your website produces revenue through a chain of four numbers. Multiply them together and you have a defensible estimate of what the site earns each month: monthly visitors × inquiry rate × consult-to-client rate × average client value.',
        'Monthly visitors is the number of people who reach the site in an average month, not counting your own staff. Inquiry rate is the share of those visitors who contact you by form, phone or online booking. Consult-to-client rate is the share of inquiries that end in a signed engagement letter, usually after a first consultation. Average client value is the fees a new client pays in their first twelve months. Use first-year fees rather than lifetime value: it keeps the model conservative and easy to check against your billing system.',
        'The example below is a six-attorney estate planning and business law firm. The “Today” column is where it stands now; “After fixes” shows the effect of raising the inquiry rate from 1.5% to 2.5%, which is a realistic result of the changes in Part 2. The last column is blank: copy the table into a spreadsheet, or fill it in by hand with your own numbers.',
      ],
      table: {
        columns: ['Line', 'How to calculate', 'Today', 'After fixes', 'Your firm'],
        rows: [
          ['1. Monthly visitors', 'Users in analytics over the last 90 days ÷ 3, staff excluded', '1,000', '1,000', ''],
          ['2. Inquiry rate', '(Form submissions + phone clicks + bookings) ÷ visitors', '1.5%', '2.5%', ''],
          ['3. Inquiries per month', 'Line 1 × Line 2', '15', '25', ''],
          ['4. Consult-to-client rate', 'New clients ÷ inquiries, last 12 months', '30%', '30%', ''],
          ['5. New clients per month', 'Line 3 × Line 4', '4.5', '7.5', ''],
          ['6. Average client value', 'Fees billed in the first 12 months, per new client', '$3,200', '$3,200', ''],
          ['7. Website revenue per month', 'Line 5 × Line 6', '$14,400', '$24,000', ''],
          ['8. Website revenue per year', 'Line 7 × 12', '$172,800', '$288,000', ''],
        ],
      },
      bullets: [
        'Take visitors and inquiries from the last 90 days and divide by three. A single month is too easily skewed by a holiday or one unusually busy week.',
        'Count every inquiry channel: form submissions, calls from the website and online bookings. If you do not track phone clicks yet, ask whoever answers the phone to note “found us online” for a month.',
        'Pull the consult-to-client rate and average client value from your practice management or billing system, not from memory. Partners tend to remember the big wins.',
        'Change one input at a time. In most firms the inquiry rate is the cheapest number to move, because it depends on the website itself rather than on advertising spend or partner time.',
        'In the example, one extra percentage point of inquiry rate is worth $9,600 a month, or $115,200 a year. A recommended build of $6,000–$9,500 pays for itself in the first month the new rate holds, and even half that improvement pays it back within a quarter.',
      ],
    },
    {
      heading: '10 CRO quick wins',
      paragraphs: [
        'Conversion rate optimization (CRO) means getting more of the visitors you already have to take the next step. Each of these fixes can be made on an existing site in a day or less, and none of them needs a bigger marketing budget. Work down the list in order: the first five usually matter most.',
      ],
      numbered: [
        'Put one primary call to action in the header of every page. Pick a single phrase, such as “Book a consultation”, use it everywhere, and show your phone number beside it as a tap-to-call link on mobile. No visitor should have to scroll or hunt to reach you.',
        'Rewrite the homepage headline to say who you help and with what. “Estate planning and business law for family-owned companies in Columbus” earns the inquiry that “Excellence. Integrity. Results.” never will. Put one line of proof and the call to action directly underneath.',
        'Cut the inquiry form to five fields or fewer. Name, e-mail, phone, a short description and, if you need it, how they heard about you. Every extra field costs inquiries, and questions about budget or company size are better asked on the first call.',
        'Say what happens after someone submits. One line beside the button, such as “We reply within one business day to arrange a free 20-minute call”, removes the biggest source of hesitation: not knowing what they are signing up for.',
        'Give every practice area or service its own page with its own call to action. A prospect searching for “business succession planning” should land on a page about exactly that, with a form or booking link at the end, not on a list of twelve services.',
        'Put proof next to the ask. Place a short client testimonial, your review rating or a representative result beside each form and booking button, not on a separate page nobody visits. Law firms should check their state’s advertising rules on testimonials and results first.',
        'Let people book a first consultation online. Embed a scheduler with two or three slots a day held for new clients. Many prospects do their research in the evening and will book on the spot rather than call back during office hours.',
        'Publish your fees or a starting point. A fixed-fee menu, an hourly range or “engagements typically start at $2,500” filters out poor-fit inquiries and reassures good ones. Firms that show pricing get fewer calls that go nowhere, not fewer clients.',
        'Make every page load in under 2.5 seconds on a phone. Compress images, remove sliders, chat widgets and unused plugins, and re-test in PageSpeed Insights until the mobile score is in the green. A slow page loses visitors before they read a word.',
        'Send every inquiry to a thank-you page, and follow up the same day. The page confirms the request, says who will be in touch and when, and gives your analytics a clean conversion to count. A reply within the hour wins noticeably more consultations than one the next morning.',
      ],
    },
    {
      heading: 'Analytics setup checklist',
      paragraphs: [
        'You cannot improve what you do not count. This setup takes two to three hours, costs little or nothing, and gives you every number the ROI model needs. Tick each item off as you go, and hand the list to your web developer if you have one.',
      ],
      bullets: [
        'Choose one analytics tool. Google Analytics 4 (GA4) is free and connects to Google Ads and Search Console. A privacy-friendly tool such as Plausible or Fathom costs around $10–$15 a month, sets no cookies, usually needs no consent banner and is simpler to read. Either is fine; running two is not.',
        'Install it on every page, including thank-you and booking confirmation pages, and exclude internal traffic by filtering out your office IP addresses.',
        'Create a conversion event for form submissions that fires when the form is actually sent, ideally when the thank-you page loads, not when the button is clicked.',
        'Create a conversion event for phone clicks on every tel: link, and one for e-mail clicks on mailto: links if you show an e-mail address.',
        'Create a conversion event for completed bookings. Most schedulers, Calendly included, can redirect to a confirmation page on your site or send an event to your analytics.',
        'In GA4, mark all three as key events, then test each one in DebugView or the real-time report before you rely on the numbers.',
        'Agree UTM conventions and write them down: all lowercase, words joined with hyphens; utm_source for the site or sender (google, linkedin, newsletter), utm_medium for the channel (cpc, email, social, referral) and utm_campaign for the effort (2026-q1-succession-planning). Never put UTM tags on links between your own pages.',
        'Tag the website link in your Google Business Profile with utm_source=google, utm_medium=organic and utm_campaign=gbp, so visits from the map listing show up separately.',
        'Keep personal and confidential information out of analytics: no names, e-mail addresses or matter details in page addresses, form tracking or event parameters.',
        'Record the source of every inquiry, and whether it became a client, in your intake sheet or CRM. It is the only way to measure the consult-to-client rate by channel.',
        'Connect Google Search Console so you can see which searches bring people to each practice page, and which pages need better titles.',
        'Hold a 30-minute review on the same day every month: visitors, inquiries by type, inquiry rate, top landing pages, new clients and their first-year value. Update the ROI model, compare with the same month last year, and choose one change to make before the next review.',
      ],
    },
    {
      heading: 'Executive summary one-pager',
      paragraphs: [
        'How to use this page: copy it into a memo, replace the example figures with your own from Part 1, and circulate it before the partners’ meeting. It is written to be read in two minutes.',
        'The situation: Our website brings around 1,000 prospective clients to us each month, but only 1.5% of them get in touch. That gives us about 15 inquiries and 4 to 5 new clients a month, worth roughly $14,400 in first-year fees. Firms with clear practice pages, a short inquiry form and online booking commonly convert 2.5% or more of their visitors.',
        'The opportunity: Raising our inquiry rate to 2.5% with the same traffic would bring about 10 more inquiries and 3 more new clients a month. That is around $9,600 a month, or $115,200 a year, without spending more on advertising.',
        'The proposal: Spend a fixed $6,000–$9,500 to rebuild the site around our practice areas, with a fast, hand-coded design, a five-field inquiry form, online booking and conversion tracking from day one. Delivery takes 4–8 weeks, and the firm owns the code, the domain and the hosting outright, with no platform fees.',
      ],
      table: {
        columns: ['Measure', 'Today', 'Target in six months'],
        rows: [
          ['Inquiry rate', '1.5%', '2.5%'],
          ['Inquiries per month', '15', '25'],
          ['New clients per month', '4.5', '7.5'],
          ['First-year fees from new clients, per month', '$14,400', '$24,000'],
          ['First-year fees from new clients, per year', '$172,800', '$288,000'],
        ],
      },
      bullets: [
        'Decision requested: approve a budget of up to $9,500 and name one partner as project owner, for about an hour a week during the build.',
        'Payback: one additional client a month at $3,200 recovers the full budget in three months.',
        'Measurement: a 30-minute monthly review of inquiries, new clients and fees from the website, reported to the partners each quarter.',
        'Risk: Low. The price is fixed, the current site stays live until launch, and the firm keeps everything that is built.',
      ],
    },
  ],
  closing:
    'If you would like a second opinion on your numbers, we will go through your ROI model with you on a free 30-minute strategy call. Bring last quarter’s figures; you will leave with the three changes most likely to lift your inquiry rate, whether or not you work with us. Polaris Digital builds fast, hand-coded websites for law, accounting, consulting and other professional firms. Our recommended build is $6,000–$9,500, delivered in 4–8 weeks, and you own every line of code.',
};

export const smbGuideToWebsiteRoi: GuideDocument = {
  fileName: 'smb-guide-to-website-roi.pdf',
  title: "SMB's Guide to Website ROI",
  subtitle: 'How a small business website pays for itself: what a lead is worth, what to measure and what to fix first.',
  intro:
    'If you run a shop, a restaurant, a salon or a trade business, your website has one job: turning people nearby into customers who call, visit, book or order. You do not need a marketing department to know whether it is doing that job. This guide shows you how to put a dollar value on every call and booking, which five numbers to check once a month, the speed and mobile fixes that matter most, and a 90-day plan that fits around running the business. Each part takes less than an hour.',
  sections: [
    {
      heading: 'Lead value worksheet',
      paragraphs: [
        'A lead is anyone who takes a step toward buying from you through your website or Google listing: a phone call, a request for directions, a reservation, an online order or a quote request. Once you know what one lead is worth on average, you can judge every website cost, from a $120-a-year hosting bill to a full redesign, against the money it brings in.',
        'The worksheet below uses a neighborhood Italian restaurant as the example. Fill in the last column with your own figures. Rough numbers are fine to start with; your register, booking system or accounting software will have most of them.',
      ],
      table: {
        columns: ['Line', 'How to work it out', 'Example: restaurant', 'Your business'],
        rows: [
          ['1. Average sale', 'Sales revenue ÷ number of sales, last 3 months', '$62 per table', ''],
          ['2. Visits per year', 'How often a typical new customer comes back in a year', '4', ''],
          ['3. Gross margin', 'Share of each sale you keep after the cost of goods', '68%', ''],
          ['4. Customer value per year', 'Line 1 × Line 2 × Line 3', '$169', ''],
          ['5. Lead-to-customer rate', 'Share of calls, bookings and direction requests that end in a sale', '40%', ''],
          ['6. Value of one lead', 'Line 4 × Line 5', '$68', ''],
          ['7. Leads per month', 'Calls + direction requests + bookings + orders from your site and Google listing', '60', ''],
          ['8. Monthly value of your website', 'Line 6 × Line 7', '$4,080', ''],
        ],
      },
      bullets: [
        'Use gross margin, not revenue, so the answer reflects money you actually keep. For a service business such as a plumber or a salon, use the margin after materials and direct labor.',
        'For line 2, think of a typical new customer, not your most loyal regular. If most customers buy from you only once, use 1.',
        'Not sure about line 5? Start with 30–50% for calls and bookings, and adjust once you have a few months of real numbers.',
        'In the example, ten extra leads a month are worth $680 a month, or $8,160 a year. At that rate a $995 Website Refresh pays for itself in under two months, and a complete $4,500 local-business build in under seven.',
      ],
    },
    {
      heading: 'Five-metric dashboard',
      paragraphs: [
        'Five numbers tell you almost everything about how your website is doing. Check them in the first week of each month, write them in a notebook or a simple spreadsheet, and compare each one with the month before and with the same month last year, so a quiet January does not look like a problem.',
      ],
      table: {
        columns: ['Metric', 'Where to find it', 'Example month', 'Good sign'],
        rows: [
          ['1. Local visitors', 'Website analytics, filtered to your city or region, plus Google Business Profile views', '1,100', 'Rising, or steady in a quiet season'],
          ['2. Calls', 'Tap-to-call clicks in your analytics plus calls in the Google Business Profile performance report', '22', 'Rising in step with visitors'],
          ['3. Direction requests', 'Google Business Profile performance report', '26', 'Rising, especially after new photos or posts'],
          ['4. Bookings, orders and inquiries', 'Your booking, ordering or contact form system', '12', 'A growing share of visitors'],
          ['5. New reviews and rating', 'Google Business Profile and any review site that matters in your trade', '6 new, 4.7 stars', 'A steady flow of reviews and a rating of 4.5 or higher'],
        ],
      },
      bullets: [
        'Add up metrics 2, 3 and 4 to get your leads for the month (60 in the example), then multiply by the lead value from your worksheet. That dollar figure is the one to watch over time.',
        'Divide leads by local visitors to get your conversion rate: 5.5% in the example. Many local businesses see 5% or more; under 2% usually points to a slow site, a hidden phone number or out-of-date hours.',
        'If any number drops by more than a fifth from one month to the next, check the site on your own phone that day. A broken booking link or wrong opening hours are the usual culprits.',
        'Keep it to five. More metrics means more time in reports and less time fixing what they show.',
      ],
    },
    {
      heading: 'Speed and mobile checklist',
      paragraphs: [
        'Most of your customers will see your website on a phone, often standing on the sidewalk or sitting in a parked car. Google research found that 53% of mobile visitors leave a page that takes longer than three seconds to load. Work through this list on your own phone with Wi-Fi turned off, and tick off each item once it passes.',
      ],
      bullets: [
        'Your home page loads in under three seconds on mobile data, and PageSpeed Insights (pagespeed.web.dev) shows a mobile score in the green, 90 or above.',
        'No image is larger than 200 KB; photos are resized to the size they are shown at and saved as WebP.',
        'A tap-to-call button is visible on the first screen of every page, without scrolling.',
        'Your address is written as text and opens directions in a maps app when tapped.',
        'Opening hours are on the home page as text, including holiday closures and seasonal changes.',
        'Your menu, price list or services are a web page, not a PDF that has to be downloaded and zoomed.',
        'Text is readable without pinching to zoom, and buttons are big enough to tap with a thumb.',
        'No pop-up, cookie banner or chat widget covers the page on a phone screen.',
        'Booking or ordering takes no more than three taps from the home page, and you have tested it end to end this month.',
        'Sliders, auto-playing videos and plugins you no longer use have been removed.',
        'The site loads over HTTPS with no browser security warnings.',
        'Your business name, address and phone number are exactly the same on your website, Google Business Profile, Yelp and Facebook.',
      ],
    },
    {
      heading: '90-day improvement plan',
      paragraphs: [
        'You do not need to fix everything at once. This plan spreads the work over three months at about two hours a week, and each step builds on the one before. Put the dates in your calendar now, and treat them like a supplier meeting you cannot move.',
      ],
      numbered: [
        'Week 1: Measure. Fill in the lead value worksheet, set up the five-metric dashboard and write down this month’s numbers as your starting point. If you have no analytics yet, install Google Analytics 4 or a simple privacy-friendly tool and track tap-to-call clicks.',
        'Weeks 2–3: Fix the basics. Work through the speed and mobile checklist, starting with the tap-to-call button, your opening hours and image sizes. These are usually the cheapest changes with the biggest effect.',
        'Weeks 4–5: Claim your Google listing. Complete every field of your Google Business Profile, choose the most specific category available, add at least ten recent photos and make sure your name, address and phone match the website exactly.',
        'Weeks 6–8: Build your reviews. Ask every happy customer for a review, using a short link or a QR code at the counter, and reply to every review, good or bad, within two days. Aim for at least two new reviews a week.',
        'Weeks 9–11: Make it easy to buy. Add or improve online booking or ordering, put your menu or services on a proper web page, and give your best-selling product or service its own page with one clear button.',
        'Weeks 12–13: Review and decide. Compare your dashboard with week 1 and multiply the extra leads by your lead value. Keep what worked, drop what did not, and decide whether the site needs a refresh or a rebuild to go further.',
      ],
    },
  ],
  closing:
    'Want a second pair of eyes? Book a free 30-minute strategy call and we will look at your website, your Google listing and your numbers with you, then tell you the three changes most likely to bring in more customers. Polaris Digital builds fast, hand-coded websites that you own outright. A Website Refresh starts at $995 and a Professional Site is $2,495; a complete local-business build is $4,500, and after that you pay only about $120 a year for hosting in your own name, with no maintenance plan and no platform fees.',
};

/** Every long-form guide, in the order they are rendered. */
export const guideDocuments: readonly GuideDocument[] = [professionalServicesRoiPlaybook, smbGuideToWebsiteRoi];
