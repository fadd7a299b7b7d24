/**
 * A page the web server wrote instead of the site: a directory listing (the server shows a folder's
 * files because the folder has no page) or the server's or host's default page (what a fresh install
 * or a parked domain shows before a site is put there). Known by the words those servers write in
 * their title and main heading, never by a guess from one word: such an answer is a finding about
 * the site, not a page of it to review. Pure: no I/O.
 */
import { rawText, textBlocks, type PageDocument } from './document';

export interface ServerPage {
  kind: 'directory listing' | 'server default page';
  /** The words on it that show what it is, as the server wrote them. */
  text: string;
}

/** The title or main heading of a folder's listing: Apache, nginx and lighttpd write "Index of /path", Python's http.server "Directory listing for /path". */
const LISTING_HEADING = /^(?:index of|directory listing for) \/\S*$/i;
/** IIS lists a folder under "host - /path/" with a link back up: "[To Parent Directory]". */
const IIS_PARENT = '[To Parent Directory]';

/** Titles (or main headings) the default pages of web servers and hosts carry, whole. */
const DEFAULT_TITLES = [
  /^welcome to nginx!?$/i,
  /^welcome to openresty!?$/i,
  /^apache2 (?:ubuntu|debian|centos) default page(?:: it works!?)?$/i,
  /^(?:test page for the apache http server(?: on [\w\s.]+)?|http server test page(?: powered by[\w\s.]+)?)$/i,
  /^iis windows server$/i,
  /^iis\d{0,2}$/i,
  /^internet information services$/i,
  /^caddy works!?$/i,
  /^default web site page$/i,
  /^domain default page$/i,
  /^web server'?s default page$/i,
  /^future home of something quite cool\.?$/i,
  /^apache tomcat\/[\d.]+$/i,
];

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

export function serverPage(d: PageDocument): ServerPage | null {
  const body = d.tags('body')[0];
  const titleEl = d.tags('title')[0];
  const h1El = d.tags('h1')[0];
  const title = titleEl ? rawText(titleEl).replace(/\s+/g, ' ').trim() : '';
  const h1 = h1El ? textBlocks([h1El]).join(' ').trim() : '';
  const blocks = textBlocks(body ? [body] : d.doc.children);
  const listing = [h1, title].find((text) => LISTING_HEADING.test(text));
  // A listing's heading names the folder it lists, in its title and its heading alike (or the title alone, with no heading).
  if (listing && (!title || !h1 || title.toLowerCase() === h1.toLowerCase())) return { kind: 'directory listing', text: listing };
  if (blocks.some((block) => block.includes(IIS_PARENT)) && /^[\w.-]+ - \/\S*$/.test(title)) return { kind: 'directory listing', text: `${title} … ${IIS_PARENT}` };
  const named = [title, h1].find((text) => DEFAULT_TITLES.some((pattern) => pattern.test(text)));
  if (named) return { kind: 'server default page', text: named };
  // Apache's own index.html: a heading "It works!" and next to nothing else.
  if (/^it works!?$/i.test(h1) && words(blocks.join(' ')) <= 12) return { kind: 'server default page', text: h1 };
  return null;
}

/** What the submitted address shows, in words for the visitor. */
export function serverPageMessage(host: string, page: ServerPage): string {
  const what = page.kind === 'directory listing' ? 'a list of the files in a folder' : 'the web server’s default page';
  return `${host} answers with ${what} (“${page.text}”), not with a website, so there is nothing of yours to review at that address yet. Please enter the address where your site lives.`;
}
