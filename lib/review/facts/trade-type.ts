/**
 * The schema.org type of the business's own trade, for advice on structured data: a plumber is a
 * Plumber, a law firm a LegalService, a church a Church, where the page names itself so (its title,
 * main heading, site name, the logo's alt text; never its body text, where "plumbing" may be a
 * lawyer's case) or its structured data says so. Each type is one of schema.org's kinds of
 * business (./schema-org-types.ts), with the trade group it belongs to, so a rule can keep only a
 * type that fits the industry the visitor chose. Pure.
 */
import { businessTypes } from './schema-org-types';
import { NOT_THE_TRADE, ownNames } from './trade';
import type { PageDocument } from './document';

/** What a type's trade is, for fitting it to the visitor's industry. */
export type TradeGroup = 'legal' | 'accounting' | 'worship' | 'charity' | 'health' | 'home' | 'food' | 'lodging' | 'auto' | 'shop' | 'service';

export interface TradeType {
  /** schema.org's name of the type (LegalService, Plumber…). */
  type: string;
  group: TradeGroup;
}

/** A trade's names, the type schema.org has for it, and its group: the more particular first ("auto repair" before "repair"). */
const TRADES: [RegExp, string, TradeGroup][] = [
  [/\b(?:mosque|masjid)\b/i, 'Mosque', 'worship'],
  [/\bsynagogue\b/i, 'Synagogue', 'worship'],
  [/\bcatholic (?:church|parish)\b/i, 'CatholicChurch', 'worship'],
  // Not a street, a hill or a business named after one ("Church Street Dental").
  [/\b(?:church|chapel|parish|cathedral|basilica)\b(?!['’]s\b|\s+(?:street|st\b|lane|ln\b|road|rd\b|avenue|ave\b|hill|square|row|walk|close))/i, 'Church', 'worship'],
  [/\b(?:gurdwara|congregation)\b/i, 'PlaceOfWorship', 'worship'],
  [/\b(?:law (?:firm|offices?|group|practice|partners|llp|llc|pllc|pc)|attorneys?|lawyers?|solicitors|barristers|legal services?)\b/i, 'LegalService', 'legal'],
  [/\bnotar(?:y|ies)\b/i, 'Notary', 'legal'],
  [/\b(?:cpas?|accountants?|accounting|bookkeep(?:ing|ers?)|tax (?:preparation|services?|returns?|advisers?|advisors?))\b/i, 'AccountingService', 'accounting'],
  [/\b(?:charity|charitable|non-?profit)\b/i, 'NGO', 'charity'],
  [/\b(?:dental|dentists?|dentistry|orthodont(?:ics|ists?))\b/i, 'Dentist', 'health'],
  [/\b(?:physiotherap(?:y|ists?)|physical therap(?:y|ists?))\b/i, 'Physiotherapy', 'health'],
  [/\bopticians?\b/i, 'Optician', 'health'],
  [/\b(?:veterinar(?:y|ians?)|animal hospital)\b/i, 'VeterinaryCare', 'health'],
  [/\bpharmac(?:y|ies)\b/i, 'Pharmacy', 'health'],
  [/\b(?:medical (?:centre|center|practice|clinic)|family practice)\b/i, 'MedicalClinic', 'health'],
  [/\b(?:physicians?|family doctors?)\b/i, 'Physician', 'health'],
  [/\bplumb(?:er|ers|ing)\b/i, 'Plumber', 'home'],
  [/\b(?:electricians?|electrical (?:contractors?|services?|repairs?))\b/i, 'Electrician', 'home'],
  [/\blocksmiths?\b/i, 'Locksmith', 'home'],
  [/\broof(?:er|ers|ing)\b/i, 'RoofingContractor', 'home'],
  [/\b(?:hvac|heating (?:and|&) (?:air|cooling)|air conditioning)\b/i, 'HVACBusiness', 'home'],
  [/\b(?:house painters?|painters? (?:and|&) decorators?|painting contractors?)\b/i, 'HousePainter', 'home'],
  [/\b(?:movers|moving company|removals)\b/i, 'MovingCompany', 'home'],
  [/\b(?:general contractors?|home builders?|construction company)\b/i, 'GeneralContractor', 'home'],
  // Schema.org's type for services around homes and buildings, where it has none of the trade's own.
  [/\b(?:landscap(?:er|ers|ing)|lawn (?:care|mowing)|pest control|exterminators?|handym[ae]n|(?:house|home|window|carpet|gutter) cleaning|cleaning (?:services?|company)|tree (?:services?|surgeons?|removal)|junk removal|pool (?:service|cleaning))\b/i, 'HomeAndConstructionBusiness', 'home'],
  [/\b(?:auto|car) body\b|\bcollision (?:repair|center|centre)\b/i, 'AutoBodyShop', 'auto'],
  [/\b(?:auto(?:motive)? repair|car repair|auto service|mechanics?)\b/i, 'AutoRepair', 'auto'],
  [/\bcar wash\b/i, 'AutoWash', 'auto'],
  [/\b(?:towing|tow trucks?)\b/i, 'AutomotiveBusiness', 'auto'],
  [/\b(?:restaurants?|bistro|trattoria|pizzeria|steakhouse|diner|eatery|brasserie|taqueria)\b/i, 'Restaurant', 'food'],
  [/\b(?:caf[eé]|coffee (?:shop|house)|coffeehouse)\b/i, 'CafeOrCoffeeShop', 'food'],
  [/\b(?:bakery|bakeries|bakeshop)\b/i, 'Bakery', 'food'],
  [/\b(?:pub|tavern|saloon)\b/i, 'BarOrPub', 'food'],
  [/\bbrewery\b/i, 'Brewery', 'food'],
  [/\bwinery\b/i, 'Winery', 'food'],
  [/\bmotel\b/i, 'Motel', 'lodging'],
  [/\bhotel\b/i, 'Hotel', 'lodging'],
  [/\b(?:bed (?:and|&) breakfast|b&b)\b/i, 'BedAndBreakfast', 'lodging'],
  [/\b(?:florists?|flower shop)\b/i, 'Florist', 'shop'],
  [/\b(?:hair salon|hairdressers?|barbers?|barbershop|barber shop)\b/i, 'HairSalon', 'service'],
  [/\bnail (?:salon|bar|studio)\b/i, 'NailSalon', 'service'],
  [/\bbeauty salon\b/i, 'BeautySalon', 'service'],
  [/\bday spa\b/i, 'DaySpa', 'service'],
  [/\btattoo\b/i, 'TattooParlor', 'service'],
  [/\b(?:gym|fitness (?:center|centre|studio|club))\b/i, 'ExerciseGym', 'service'],
  [/\b(?:daycare|day care|child ?care)\b/i, 'ChildCare', 'service'],
  [/\b(?:real estate (?:agents?|agency|brokers?|brokerage)|realtors?|realty)\b/i, 'RealEstateAgent', 'service'],
  [/\binsurance (?:agency|agents?|brokers?)\b/i, 'InsuranceAgency', 'service'],
  [/\btravel agen(?:cy|ts?)\b/i, 'TravelAgency', 'service'],
  [/\b(?:self[- ]storage|storage units)\b/i, 'SelfStorage', 'service'],
  [/\b(?:dry clean(?:ers?|ing)|laundr(?:y|omat))\b/i, 'DryCleaningOrLaundry', 'service'],
];

/** The schema.org types of the trades the page names itself by, most particular first. */
export function tradeTypes(d: PageDocument): TradeType[] {
  const names = ownNames(d).filter((name) => !NOT_THE_TRADE.test(name));
  const found: TradeType[] = [];
  for (const [pattern, type, group] of TRADES) if (names.some((name) => pattern.test(name)) && businessTypes.has(type) && !found.some((f) => f.type === type)) found.push({ type, group });
  return found.slice(0, 4);
}

/** The group of one of schema.org's business types, when it is a trade's own (Plumber, Dentist); null for a general one (LocalBusiness). */
export const groupOfType = (type: string): TradeGroup | null => TRADES.find(([, t]) => t === type)?.[2] ?? null;
