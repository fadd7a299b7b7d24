/**
 * Contact details that are not real: numbers and addresses reserved for examples, and the stand-ins
 * templates ship with. A page that shows only these gives a visitor no way to reach the business,
 * so they are named as placeholders, never counted as a way to get in touch. Each test says why, in
 * words the report can repeat. Pure.
 */

/** Why a written phone number cannot be a real one, or null when it may be. */
export function phonePlaceholder(written: string): string | null {
  const trimmed = written.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (/^\+\s*0/.test(trimmed)) return 'no country code starts with 0';
  if (/^(\d)\1+$/.test(digits)) return 'one digit repeated';
  if ('01234567890123456789'.includes(digits) || '98765432109876543210'.includes(digits)) return 'a run of consecutive digits';
  // North American numbers: an optional 1, then area code and exchange, each starting with 2–9.
  const nanp = /^1?([0-9]{3})([0-9]{3})([0-9]{4})$/.exec(digits);
  const northAmerican = nanp && (/^\+\s*1/.test(trimmed) || /^1[\s.-]/.test(trimmed) || /^\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}$/.test(trimmed));
  if (nanp && northAmerican) {
    const [, area, exchange, line] = nanp as unknown as [string, string, string, string];
    if (exchange === '555' && /^01\d\d$/.test(line)) return '555-0100 to 555-0199 are reserved for fiction and examples';
    if (area === '555' || exchange === '555') return 'a 555 number, as films and templates use them';
    if (/^[01]/.test(area)) return 'no North American area code starts with 0 or 1';
    if (/^[01]/.test(exchange)) return 'no North American exchange starts with 0 or 1';
  }
  // The UK's numbers reserved for drama (Ofcom).
  if (/^(?:44|0)(?:7700900|1632960|2079460|1134960|1314960|1174960|1154960|1414960|1514960|2890180|2920180)\d{3}$/.test(digits)) return 'a number the UK reserves for drama and examples';
  return null;
}

/** Domains reserved for documentation and testing (RFC 2606, RFC 6761). */
const RESERVED_DOMAIN = /(?:^|\.)(?:example\.(?:com|net|org)|[a-z0-9-]+\.(?:example|test|invalid|localhost))$|^(?:example|test|invalid|localhost)$/i;
/** The names templates give their sample addresses. */
const SAMPLE_LOCAL = /^(?:your|you|yourname|your\.?name|youremail|your\.?email|name|email|e-?mail|someone|somebody|user|username|john\.?doe|jane\.?doe|johndoe|janedoe|firstname\.?lastname|first\.?last)$/i;
const SAMPLE_DOMAIN = /^(?:your[a-z-]*|domain|yourdomain|mydomain|sitename|yoursite|website|company|companyname|business|email|mail|site)\.(?:com|net|org|co)$/i;

/** Why an e-mail address is a stand-in, or null when it may be real. */
export function emailPlaceholder(address: string): string | null {
  const at = address.lastIndexOf('@');
  if (at < 1) return null;
  const local = address.slice(0, at).toLowerCase();
  const domain = address.slice(at + 1).toLowerCase().replace(/\.$/, '');
  if (RESERVED_DOMAIN.test(domain)) return `${domain} is reserved for examples`;
  if (/^your/.test(domain)) return 'a template’s sample address';
  if (SAMPLE_LOCAL.test(local) && (SAMPLE_DOMAIN.test(domain) || !domain.includes('.'))) return 'a template’s sample address';
  if (/^your/.test(local) && SAMPLE_DOMAIN.test(domain)) return 'a template’s sample address';
  return null;
}

/** "your@email", "name@domain": a sample address without a real domain, as templates write them. */
export const SAMPLE_EMAIL_TEXT = /\b(?:your|you|yourname|name|email|your\.name)@(?:email|domain|yourdomain|website|company|mail)\b(?!\.[a-z])/gi;

/** The towns, streets and postcodes templates fill an address with. */
const SAMPLE_ADDRESS =
  /\b(?:any\s?town|any\s?city|your\s?town|your\s?city|some\s?town|city,\s*state(?:\s+\d{5})?|city,\s*st\s+\d{5}|street\s+name,|123\s+fake\s+(?:st|street)\b|1234\s+(?:street|your)\b|your\s+(?:street\s+)?address(?:\s+here)?|street\s+address,\s*city)/i;

/** The template's sample address a text contains, or null. */
export function addressPlaceholder(text: string): string | null {
  return SAMPLE_ADDRESS.exec(text)?.[0] ?? null;
}
