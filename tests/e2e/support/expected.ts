/** What the spec says the navigation holds, as [accessible name, href]. */
export const WHO_WE_SERVE: [string, string][] = [
  ['Lawyers', '/lawyers'],
  ['Accountants', '/accountants'],
  ['Consultants', '/consultants'],
  ['Local Businesses', '/local-businesses'],
  ['Nonprofits & Religious', '/nonprofits'],
  ['Independent Creatives', '/creatives'],
];

export const TOP_LINKS: [string, string][] = [
  ['Services', '/services'],
  ['Pricing', '/pricing'],
  ['Case Studies', '/case-studies'],
  ['FAQ', '/faq'],
  ['About', '/about'],
];

export const NAV_BUTTONS: [string, string][] = [
  ['Free AI Website Review', '/ai-feedback'],
  ['Schedule a Strategy Call', '/contact'],
];

export const MOBILE_EXTRAS: [string, string][] = [
  ['Make Payment', '/payment'],
  ['Book Your Strategy Call', '/book'],
];
