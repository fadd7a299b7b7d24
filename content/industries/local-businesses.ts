import type { IndustryCopy } from './schema';

/** Owners of restaurants, shops, trades and other neighborhood service businesses who need more calls, orders and walk-ins. */
export const localBusinessesIndustry = {
  layout: 'full',
  icon: 'store',
  hero: {
    badge: 'Restaurants, shops and trades',
    headline: 'More calls, orders and walk-ins, without another monthly website fee',
    subheadline:
      'Fast, hand-coded websites for restaurants, retailers, trades and service providers. Your menu, hours and services load in under a second, customers call, book or order in one tap, and after a $4,500 build you pay $120/yr for hosting. No maintenance plan, and you own every line.',
    primaryCtaText: 'Book a 20-Min Discovery Call',
    secondaryCtaText: 'Run a free AI site audit',
  },
  whyMatters: {
    heading: 'Your next customer is choosing on their phone right now',
    points: [
      'People looking for dinner, a hardware store or a plumber pick from the Google map and the first site that loads. A slow page or a PDF menu sends them to the place next door.',
      'Out-of-date hours, prices and phone numbers lose customers and map rankings, and fixing them should not mean waiting days on a support ticket.',
      'Delivery apps and lead marketplaces take a cut of every order or job they send. A site that ranks and converts on its own gives you a direct line to your customers.',
      'Site-builder plans and agency maintenance fees never stop, and most leave you with nothing you can take with you when you leave.',
    ],
  },
  valueProps: [
    {
      title: 'Found on the map',
      description:
        'Local SEO built in from day one: LocalBusiness schema, service-area and neighborhood pages, and a Google Business Profile that matches your site word for word.',
    },
    {
      title: 'One tap to call, book or order',
      description:
        'A tap-to-call button, directions and your booking or ordering link on every page, so a customer on the sidewalk or in a flooded basement reaches you in seconds.',
    },
    {
      title: 'Fast on any phone',
      description:
        'Hand-coded pages with compressed images and no bloated plugins, so your menu or price list opens instantly even on a weak mobile signal.',
    },
    {
      title: 'Update it yourself in minutes',
      description:
        'Change a special, a price, your hours or a holiday closure yourself and see it live right away. No tickets, no hourly charge for a one-line edit.',
    },
    {
      title: 'Pay once, then $120/yr',
      description:
        'A $4,500 build and $120/yr hosting in your name. No maintenance plan and no platform subscription, so the site costs less every year you keep it.',
    },
    {
      title: 'Yours to keep',
      description:
        'The code, domain and content are registered to you. Change developers, hosts or direction whenever you like, with no fee to leave.',
    },
  ],
  proof: [
    '3x more phone calls from Google Maps within six months of launch',
    '41% more direct online orders in the first 90 days',
    '0.8s median mobile load time across our local business sites',
    '2.5x more direction requests from Google for a neighborhood retailer',
  ],
  servicesFocus: [
    'Menus, price lists and services as real web pages, not PDFs',
    'Google Business Profile setup and local SEO',
    'Service-area and neighborhood pages for trades',
    'Online ordering, reservations and booking through the tools you already use',
    'Quote and contact forms routed to your phone and inbox',
    'Review requests and a homepage that shows your best reviews',
    'Hours, holiday closures, specials and events you edit yourself',
  ],
  offers: [
    {
      name: 'Local Business Website',
      description:
        'A complete hand-coded site for a restaurant, shop or trades business, built on our Growth Platform tier and delivered in 4–8 weeks.',
      price: '$4,500 + $120/yr hosting',
      points: [
        'Up to 20 pages: menu or services, service areas, about, reviews, contact',
        'Google Business Profile setup and local SEO',
        'Tap-to-call, directions and ordering or booking links',
        'No maintenance fee: hosting is $120/yr in your name',
        'Half to start, half at launch',
      ],
    },
    {
      name: 'Website Refresh',
      description:
        'For a site you already own that is slow or hard to use on a phone. We fix what is there instead of starting over, in about 2 weeks.',
      price: '$995',
      points: [
        'Speed and mobile layout fixes to your current pages',
        'Tap-to-call button and clearer calls to action',
        'Hours, address and phone made consistent with Google',
        'Analytics and Search Console set up correctly',
      ],
    },
    {
      name: 'Multi-Location or Custom Build',
      description:
        'For groups with several locations, or businesses that need deeper integrations or tools such as an instant quote calculator.',
      price: 'From $8,000',
      points: [
        'A page and Google profile for each location',
        'Integrations with your POS, booking or job management system',
        'Custom tools such as quote calculators or catering order forms',
        'Priority support after launch',
      ],
    },
  ],
  comparison: {
    title: 'Polaris Digital, an agency or a DIY site builder?',
    subtitle:
      'Three common ways a local business gets a website, compared on what they cost over time and what you are left holding.',
    columns: ['Polaris Digital', 'Typical agency', 'DIY site builder'],
    rows: [
      { label: 'Upfront build', values: ['$4,500', '$3,500', 'Your own evenings'] },
      { label: 'Ongoing cost', values: ['$120/yr hosting', '$50/mo maintenance', 'Monthly subscription'], emphasis: true },
      { label: 'Total over five years', values: ['$5,100', '$6,500', 'Plan fees for as long as you stay'], emphasis: true },
      { label: 'You own the code, domain and content', values: ['Yes', 'Sometimes', 'Partial'], emphasis: true },
      { label: 'Move to any host with no fee to leave', values: ['Yes', 'Sometimes', 'No'] },
      { label: 'Hand-coded for sub-second mobile loads', values: ['Yes', 'Sometimes', 'No'] },
      { label: 'Google Business Profile and local SEO setup', values: ['Yes', 'Sometimes', 'Partial'] },
      { label: 'Edit menu, prices and hours yourself', values: ['Yes', 'Sometimes', 'Yes'] },
      { label: 'Work directly with the developer who built it', values: ['Yes', 'Sometimes', 'No'] },
    ],
    footnote:
      'Totals match the calculator below: our $4,500 build plus $120/yr hosting with no maintenance fee, against a typical agency build of $3,500 plus $50/month ($600/yr) maintenance with hosting included. DIY plan prices vary by provider.',
  },
  gtm: {
    title: 'How your new site brings in customers',
    points: [
      'A cleaned-up Google Business Profile: the right primary category, services, photos, current hours and a link to the matching page.',
      'Your name, address and phone kept identical across Google, Apple Maps, Yelp, Facebook and the directories of your trade.',
      'A review link you text after every visit or job, with your best recent reviews featured on the homepage.',
      'Neighborhood and service-area pages, so searches like emergency plumber in your town or brunch near you land on your site.',
      'A referral page that property managers, event planners and neighboring shops can link to when they send people your way.',
      'A simple email sign-up for specials, seasonal menus and maintenance reminders, so one-time customers come back.',
    ],
  },
  subProfessions: [
    { name: 'Restaurants and cafes', icon: 'utensils' },
    { name: 'Retail shops and boutiques', icon: 'shopping-bag' },
    { name: 'Plumbers, HVAC and electricians', icon: 'wrench' },
    { name: 'Contractors and remodelers', icon: 'home' },
    { name: 'Salons, spas and barbers', icon: 'calendar' },
    { name: 'Auto repair and detailing', icon: 'gauge' },
    { name: 'Cleaning and landscaping', icon: 'map-pin' },
    { name: 'Fitness studios and gyms', icon: 'users' },
  ],
  whatYouGet: [
    'Hand-coded site that loads in under a second on a phone',
    'Menu, price list and services as fast web pages you can edit',
    'Google Business Profile setup and a review request link',
    'Local SEO with LocalBusiness schema and service-area pages',
    'Tap-to-call, directions and booking buttons on every page',
    'Full code, domain and content ownership with a documented export',
    'Hosting at $120/yr in your own name, with no maintenance fee',
    'Owner training so you can change hours, specials and photos yourself',
  ],
  beforeAfter: {
    beforeImage: '/industries/local-businesses-before.webp',
    afterImage: '/industries/local-businesses-after.webp',
    caption:
      'A slow builder template with a PDF menu became a fast, mobile-first site with tap-to-call, live hours and direct online ordering.',
  },
  caseStudies: [
    {
      title: 'Direct online orders up 41% for a neighborhood bistro',
      client: 'Harbor & Vine Kitchen, a 60-seat neighborhood bistro',
      challenge:
        'Their site-builder page showed a PDF menu that was painful to open on a phone, the hours on Google were out of date, and most takeout orders arrived through delivery apps that took a commission on every one.',
      solution:
        'We rebuilt the menu as a fast web page the owners edit themselves, linked online ordering and reservations through their existing accounts on every page, and matched hours, photos and categories on their Google Business Profile.',
      outcome:
        '41% more direct online orders in the first 90 days, a menu page that loads in under a second on mobile, and fewer orders paying an app commission.',
    },
    {
      title: 'Three times the Google Maps calls for a family plumbing firm',
      client: 'Kessler Plumbing & Heating, a family-run plumbing and HVAC company',
      challenge:
        'They paid an agency $50 a month to maintain a site with one generic services page, no service-area pages and a phone number that could not be tapped on mobile. Calls from Google Maps had flattened out.',
      solution:
        'A page for each job type and each town they cover, a tap-to-call button fixed to the top of every page, a short quote form sent to the owner’s phone, a review link texted after every job and a rebuilt Google Business Profile.',
      outcome:
        '3x more phone calls from Google Maps within six months of launch, and the $600 a year maintenance bill is gone: hosting now costs $120/yr.',
    },
    {
      title: 'More foot traffic for an independent hardware store',
      client: 'Fernwood Hardware & Garden, an independent hardware and garden store',
      challenge:
        'Years on a site-builder plan had left them with a homepage slideshow, no pages for what locals search for and holiday hours that rarely matched the sign on the door.',
      solution:
        'Category pages for paint matching, key cutting, propane exchange and seasonal garden supplies, current hours and holiday closures on the homepage and on Google, and LocalBusiness schema for the store.',
      outcome:
        '2.5x more direction requests from Google within four months, and the monthly site-builder plan was swapped for $120/yr hosting.',
    },
  ],
  testimonial: {
    quote:
      'Our menu used to be a PDF nobody could read on a phone. Now I change a dish in two minutes, our Google listing matches the site, and more takeout orders come straight to us instead of through the apps. And the site is ours, with no maintenance bill.',
    author: 'Rosa Delgado',
    role: 'Co-owner, Harbor & Vine Kitchen',
  },
  faqs: [
    {
      q: 'How much does a website for my business cost?',
      a: 'Our local business build is $4,500, paid half to start and half at launch, and hosting runs $120/yr, billed to you by the host in your name. There is no maintenance fee and no platform subscription. If your current site only needs speed and mobile fixes, a Website Refresh is $995.',
    },
    {
      q: 'An agency quoted me $3,500. Why pay more upfront?',
      a: 'A $3,500 agency quote usually comes with a $50/month maintenance plan, which is $600 a year for as long as you keep the site. With our $4,500 build and $120/yr hosting you are level at month 25, ahead from month 26, $440 ahead after three years and $1,400 ahead after five. And you own the site outright the whole time.',
    },
    {
      q: 'How long until my new site is live?',
      a: 'Typical delivery is 4–8 weeks from the discovery call to launch. A single-location restaurant, shop or trades business with photos and a menu or price list ready usually lands toward the shorter end. Your current site stays up until the new one is tested, and we launch on a quiet day of your choosing.',
    },
    {
      q: 'I’m on Wix, Squarespace or GoDaddy. Will switching hurt my Google ranking?',
      a: 'We list every page on your current site and point each old address to its new page with a permanent redirect, so links and search history carry over instead of starting from zero. We also update the website link on your Google Business Profile and keep your name, address and phone identical everywhere. Once the new site is live you can cancel the old plan.',
    },
    {
      q: 'Can customers order, book or request a quote on the site?',
      a: 'Yes. We connect the tools you already use, such as Toast, Square, OpenTable, Jobber or Housecall Pro, so orders and bookings go straight into your system. Quote and contact forms go to your phone and inbox, and every page has a tap-to-call button.',
    },
    {
      q: 'Can I change my menu, prices and hours myself?',
      a: 'Yes. Menus, price lists, hours, holiday closures, specials and photos are all editable by you, and changes go live in minutes. At launch we walk you through it and leave a short written guide, so you never wait on a support ticket to change a price.',
    },
    {
      q: 'Do I actually own the site, or am I renting it?',
      a: 'You own it. The code lives in a repository in your account, the domain is registered to you and the hosting is billed to you at $120/yr. If you ever want a different developer or host, you take everything with you, with no fee to leave.',
    },
  ],
  endCta: {
    heading: 'Ready for a website that pays its own way?',
    subheading:
      'In 20 minutes we look at your current site and Google listing together, name the changes that would bring in more calls and orders, and send a fixed quote within one business day.',
    primaryCtaText: 'Book a 20-Min Discovery Call',
  },
  seo: {
    title: 'Websites for Restaurants, Shops and Trades',
    description:
      'Fast, hand-coded websites for restaurants, retailers and trades: local SEO, tap-to-call and online ordering. $4,500 build, $120/yr hosting, no maintenance fee.',
    keywords: [
      'local business website design',
      'restaurant website design',
      'small business website',
      'website for plumbers and contractors',
      'retail store website',
      'local SEO',
      'Google Business Profile',
      'website without monthly fees',
    ],
  },
} satisfies IndustryCopy;
