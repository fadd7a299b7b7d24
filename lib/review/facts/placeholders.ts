/**
 * Contact details that are not real: e-mail addresses and street addresses reserved for examples,
 * and the stand-ins templates ship with (phone numbers are phones.ts's, read in their numbering
 * plans). A page that shows only these gives a visitor no way to reach the business, so they are
 * named as placeholders, never counted as a way to get in touch. Each test says why, in words the
 * report can repeat. Pure.
 */

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
