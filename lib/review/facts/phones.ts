/**
 * Phone numbers as libphonenumber-js reads them, in the numbering plans the page's country gives
 * (country.ts): what a written number dials, whether it is a stand-in, and whether a tel: link dials
 * the country its page shows. A stand-in is what a numbering plan reserves for fiction (555-0100 to
 * 555-0199 in North America, Ofcom's drama ranges, ACMA's fictional numbers) or what is plainly
 * fake and valid nowhere it is read (one digit repeated, a run of digits, a country code of 0);
 * never a number valid in its plan. Pure.
 */
import { findPhoneNumbersInText, parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';

/** A number found in a text: where, as written, what it dials when it is real, or why it is a stand-in. */
export interface NumberRead {
  start: number;
  end: number;
  text: string;
  /** E.164 (+15035552368) of a number valid in its plan, reserved or not; null for an invalid stand-in. */
  e164: string | null;
  /** Why it cannot be a real number, or null. */
  standIn: string | null;
}

/** The ranges each plan reserves for fiction and examples, on the national number (no trunk 0), by country calling code. */
const RESERVED: Record<string, { pattern: RegExp; why: string }> = {
  // NANPA: 555-0100 through 555-0199, in every area code.
  '1': { pattern: /^\d{3}55501\d\d$/, why: '555-0100 to 555-0199 are reserved for fiction and examples' },
  // Ofcom's numbers for drama: 01632 960xxx, 07700 900xxx, 020 7946 0xxx, the city ranges, 08081 570xxx, 0909 879 0xxx, 03069 990xxx.
  '44': { pattern: /^(?:1632960|7700900|2079460|11[3-8]4960|1[2-6]14960|1914980|2896496|2890180|2920180|8081570|9098790|3069990)\d{3}$/, why: 'a number the UK reserves for drama and examples' },
  // ACMA's numbers for creative works: 30 mobiles in 0491 57x xxx, (0x) 5550 xxxx and (0x) 7010 xxxx, 1800 160 401, 1800/1300 975 707–711.
  '61': {
    pattern: /^(?:49157(?:0(?:006|15[6-9]|110|313|737)|1(?:266|491|804)|2(?:549|665|983)|3(?:770|087)|4(?:118|632)|5(?:254|789)|6(?:398|801)|7(?:426|644)|8(?:957|148|888)|9(?:212|760|455))|[2378](?:5550|7010)\d{4}|1800160401|1[38]0097570[7-9]|1[38]009757(?:10|11))$/,
    why: 'a number Australia reserves for fiction and examples',
  },
};

const digitsOf = (text: string) => text.replace(/\D/g, '');
const CONSECUTIVE = '01234567890123456789';

/** Why the digits are plainly fake: one digit repeated, or a run up or down. */
function plainlyFake(digits: string): string | null {
  if (/^(\d)\1+$/.test(digits)) return 'one digit repeated';
  if (CONSECUTIVE.includes(digits) || [...CONSECUTIVE].reverse().join('').includes(digits)) return 'a run of consecutive digits';
  return null;
}

/** The national digits as the plan writes them (its trunk 0 too), without an extension. */
function nationalDigits(n: PhoneNumber): string {
  const digits = digitsOf(n.formatNational());
  return n.ext && digits.endsWith(n.ext) ? digits.slice(0, -n.ext.length) : digits;
}

/**
 * The number is written as its plan writes its own numbers: internationally (+…, 00…), or nationally
 * with the plan's trunk prefix. Some plans (Ireland's, say) would read any nine digits as a number
 * without the 0 their people write; this keeps such a reading from making a tax number a phone.
 */
function writtenAsPlan(written: string, n: PhoneNumber): boolean {
  if (/^\s*\+/.test(written)) return true;
  let digits = digitsOf(written);
  if (n.ext && digits.endsWith(n.ext)) digits = digits.slice(0, -n.ext.length);
  return digits === nationalDigits(n) || digits.endsWith(n.number.slice(1));
}

/** Why a North American number written the North American way ((NXX) NXX-XXXX, 1-NXX-NXX-XXXX, +1NXXNXXXXXX) cannot exist, or null. */
function nanpStandIn(written: string, n: PhoneNumber): string | null {
  const national = n.nationalNumber as string;
  const groups = written.match(/\d+/g) ?? [];
  const digits = groups.join('');
  if (national.length !== 10 || (digits !== national && digits !== `1${national}`)) return null;
  const body = digits !== national && groups[0] === '1' ? groups.slice(1) : groups;
  if (body.length !== 1 && body.join('-') !== `${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`) return null;
  const [area, exchange] = [national.slice(0, 3), national.slice(3, 6)];
  if (area === '555' || exchange === '555') return 'a 555 number, as films and templates use them';
  if (/^[01]/.test(area)) return 'no North American area code starts with 0 or 1';
  if (/^[01]/.test(exchange)) return 'no North American exchange starts with 0 or 1';
  return null;
}

/** Why a number valid in its plan is still not a real one: the plan reserves it for fiction. */
export function reservedFor(n: PhoneNumber): string | null {
  const range = RESERVED[n.countryCallingCode as string];
  return range && range.pattern.test(n.nationalNumber as string) ? range.why : null;
}

/** "+0…": no country code starts with 0, so the library finds nothing there; the text is a stand-in. */
const PLUS_ZERO = /\+\s?0[\d\s().-]{5,}\d/g;
/** Enough digits close together to be worth reading as a number (a quick filter before the library's search). */
const DIGITS = /\d(?:\D{0,4}\d){5}/;

/**
 * The numbers in one block of text, each read in the first plan it is valid in and written as
 * that plan writes it (a stand-in when the plan reserves it); failing that, a number valid nowhere
 * and plainly fake (or, read as North American, one that cannot exist) is a stand-in; the rest are
 * not phone numbers.
 */
export function numbersIn(text: string, plans: readonly CountryCode[]): NumberRead[] {
  if (!DIGITS.test(text)) return [];
  // extended: the library's 'POSSIBLE' leniency (the right length), so a stand-in valid nowhere is found too; validity is judged here.
  const found = plans.flatMap((plan) => findPhoneNumbersInText(text, { defaultCountry: plan, extended: true }));
  const reads: NumberRead[] = [];
  const free = (start: number, end: number) => reads.every((r) => end <= r.start || start >= r.end);
  for (const m of found) {
    const written = text.slice(m.startsAt, m.endsAt);
    if (!m.number.isValid() || !writtenAsPlan(written, m.number) || !free(m.startsAt, m.endsAt)) continue;
    reads.push({ start: m.startsAt, end: m.endsAt, text: written.trim(), e164: m.number.number as string, standIn: reservedFor(m.number) });
  }
  for (const m of found) {
    if (!free(m.startsAt, m.endsAt)) continue;
    const written = text.slice(m.startsAt, m.endsAt);
    const why = plainlyFake(digitsOf(written)) ?? (m.number.countryCallingCode === '1' ? nanpStandIn(written, m.number) : null);
    if (why) reads.push({ start: m.startsAt, end: m.endsAt, text: written.trim(), e164: null, standIn: why });
  }
  for (const m of text.matchAll(PLUS_ZERO)) {
    if (free(m.index, m.index + m[0].length)) reads.push({ start: m.index, end: m.index + m[0].length, text: m[0].trim(), e164: null, standIn: 'no country code starts with 0' });
  }
  return reads.sort((a, b) => a.start - b.start);
}

/** A tel: link that dials another country than its page: the + is there, the page's country code is not. */
export interface WrongCountryTel {
  href: string;
  /** The country code the phone dials after the +, and its country (a code several share, as +1 does, names its first). */
  dials: { code: string; country: CountryCode | null };
  /** The number the digits make in the page's plan, written its national way, and that plan's country and code. */
  meant: { national: string; e164: string; country: CountryCode; code: string };
}

/** What a tel: link's number dials: E.164 when real, why it is a stand-in, and the number it was meant to be when its country code is missing. */
export interface TelRead {
  e164: string | null;
  standIn: string | null;
  wrongCountry: Omit<WrongCountryTel, 'href'> | null;
}

/**
 * A tel: link's number read: written with + it dials that country code; written without, it is
 * read as a national number of the page's plans. A +number that is valid nowhere while its digits
 * make a number of the page's country (tel:+2125551234 on a US page: +212 is Morocco) is one
 * whose country code is missing. Without a country for the page, only a valid North American
 * number counts as meant that way.
 */
export function readTel(number: string, plans: readonly CountryCode[], country: CountryCode | null): TelRead {
  const written = number.trim();
  if (!written.startsWith('+')) {
    const read = numbersIn(written, plans)[0];
    return { e164: read?.e164 ?? null, standIn: read?.standIn ?? null, wrongCountry: null };
  }
  if (/^\+\s?0/.test(written)) return { e164: null, standIn: 'no country code starts with 0', wrongCountry: null };
  const dialled = parsePhoneNumberFromString(written);
  if (dialled?.isValid()) return { e164: dialled.number as string, standIn: reservedFor(dialled), wrongCountry: null };
  const fake = plainlyFake(digitsOf(written)) ?? (dialled?.countryCallingCode === '1' ? nanpStandIn(written, dialled) : null);
  if (fake) return { e164: null, standIn: fake, wrongCountry: null };
  const digits = digitsOf(written);
  const home = country ?? (parsePhoneNumberFromString(digits, 'US')?.isValid() ? 'US' : null);
  const meant = home ? parsePhoneNumberFromString(digits, home) : undefined;
  if (!dialled || !home || !meant || !meant.isPossible() || meant.nationalNumber !== digits || meant.countryCallingCode === dialled.countryCallingCode) return { e164: null, standIn: null, wrongCountry: null };
  return {
    e164: null,
    standIn: null,
    wrongCountry: {
      dials: { code: dialled.countryCallingCode as string, country: dialled.country ?? null },
      meant: { national: meant.formatNational(), e164: meant.number as string, country: meant.country ?? home, code: meant.countryCallingCode as string },
    },
  };
}

/** The same number however it is written: what it dials, in the page's plans; its digits when it reads as no number. */
export function phoneKey(written: string, plans: readonly CountryCode[]): string {
  return numbersIn(written, plans).find((r) => r.e164)?.e164 ?? digitsOf(written);
}
