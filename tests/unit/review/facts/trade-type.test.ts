/**
 * Structured-data advice names the business's own schema.org type, read from the names it gives
 * itself (title, main heading, site name, logo) or its structured data, and fitted to the industry
 * the visitor chose; a name of two trades, a trade its body text only mentions, a consultant's
 * clients' trade and a street named after a church name none, and the advice falls back to the
 * industry's general type.
 */
import type { IndustrySlug } from '@/content/industries/registry';
import { factsOf, found } from '../../support/review-facts';

const page = (title: string, body = '<p>We are here to help.</p>', head = '') =>
  factsOf(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${head}</head><body>${body}</body></html>`, { raw: true });
const advice = (title: string, industry: IndustrySlug, body?: string, head?: string) => found(page(title, body, head), 'structured-data-missing', industry)?.advice;

describe('the schema.org type the structured-data advice names', () => {
  it('names the trade’s own type, from its title, heading or logo', () => {
    expect(advice('Riverside Plumbing & Heating | Emergency plumber in Leeds', 'local-businesses')).toBe(
      'Describe the business with schema.org JSON-LD as a Plumber, schema.org’s type for your trade: name, phone, the towns you cover (areaServed), hours, services.',
    );
    expect(advice('Harbor & Vale Law Offices', 'lawyers')).toContain('as a LegalService, schema.org’s type for your trade: name, address, phone');
    expect(advice('Young Kim Accounting Solutions', 'accountants')).toContain('as an AccountingService, schema.org’s type for your trade');
    expect(advice('Welcome', 'professional-services', '<h1>Shawnee Family Dentistry</h1>')).toContain('as a Dentist, schema.org’s type for your trade');
    expect(advice('Home', 'nonprofits', '<img src="/logo.png" alt="First Lutheran Church logo" class="logo">')).toContain('as a Church, schema.org’s type for your trade');
    expect(advice('Peak Roofing Co.', 'local-businesses')).toContain('as a RoofingContractor,');
    expect(advice('Cool Air HVAC', 'local-businesses')).toContain('as an HVACBusiness,');
    expect(advice('Cantonese House Restaurant', 'local-businesses')).toContain('as a Restaurant,');
    expect(advice('Bright Spark Electricians', 'local-businesses')).toContain('as an Electrician,');
    expect(advice('Pure Green Cleaning Services', 'local-businesses')).toContain('as a HomeAndConstructionBusiness,');
  });

  it('falls back to the industry’s general type, naming no trade the business is not', () => {
    const general = 'as a LocalBusiness (or the more particular type schema.org has for your trade): name,';
    expect(advice('Sisters Cafe & Bakery', 'local-businesses')).toContain('as a CafeOrCoffeeShop,');
    expect(advice('Bakery Square Dental', 'professional-services')).toContain('as a ProfessionalService (or the more particular type schema.org has for your trade)');
    expect(advice('Joe’s', 'local-businesses', '<h1>Joe’s</h1><p>We fix plumbing and roofs.</p>')).toContain(general);
    expect(advice('Restaurant Growth Consulting', 'consultants')).toContain('as a ProfessionalService: name');
    expect(advice('Plumbing Accident Lawyers', 'lawyers')).toContain('as a LegalService, schema.org’s type for your trade');
    expect(advice('Church Street Dental', 'professional-services')).toContain('as a Dentist,');
    expect(advice('Plumbing Supply Co.', 'local-businesses')).toContain(general);
    expect(advice('Hope for Kids', 'nonprofits')).toContain('as an NGO (or, for a congregation, Church)');
    expect(advice('Hope for Kids, a children’s charity', 'nonprofits')).toContain('as an NGO, schema.org’s type for your trade');
  });

  it('names the type in the advice on broken structured data too', () => {
    const head = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Plumbr","name":"Riverside"}</script>';
    expect(found(page('Riverside Plumbing', '<p>Leaks fixed.</p>', head), 'structured-data-invalid', 'local-businesses')!.advice).toBe(
      'Use schema.org’s own type names (for you, Plumber) and check the result in Google’s Rich Results Test.',
    );
  });
});
