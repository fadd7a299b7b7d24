import { buildGuidePayloads } from '@/lib/leads/guide-payload';
import { resolveGuideIndustry } from '@/lib/leads/guide-industry';
import { emailProblem, guideRequest, leadCaptureRequest } from '@/lib/leads/schema';
import { professionalServicesPlaybook } from '@/content/guides';

const location = { origin: 'https://studio.example', pathname: '/resources' };

describe('guide payloads', () => {
  it('builds the lead record of the spec with absolute URLs', () => {
    const { lead, guide } = buildGuidePayloads(professionalServicesPlaybook, '  Pat@Firm.com ', location);
    expect(lead).toEqual({
      email: 'Pat@Firm.com',
      source: 'lead_magnet',
      industry: 'professional-services',
      page: 'https://studio.example/resources',
      metadata: {
        fileName: 'professional-services-roi-playbook.pdf',
        downloadUrl: 'https://studio.example/guides/professional-services-roi-playbook.pdf',
      },
    });
    expect(guide).toEqual({
      email: 'Pat@Firm.com',
      title: 'Professional Services ROI Playbook',
      fileName: 'professional-services-roi-playbook.pdf',
      downloadUrl: 'https://studio.example/guides/professional-services-roi-playbook.pdf',
      industry: 'professional-services',
      page: 'https://studio.example/resources',
    });
    expect(leadCaptureRequest.safeParse(lead).success).toBe(true);
    expect(guideRequest.safeParse(guide).success).toBe(true);
  });

  it('keeps an absolute download URL as it is', () => {
    const offer = { ...professionalServicesPlaybook, downloadUrl: 'https://cdn.example/x.pdf' };
    expect(buildGuidePayloads(offer, 'a@b.co', location).lead.metadata.downloadUrl).toBe('https://cdn.example/x.pdf');
  });

  it('falls back to professional services for an unknown industry', () => {
    expect(resolveGuideIndustry('astronauts')).toBe('professional-services');
    expect(resolveGuideIndustry(undefined)).toBe('professional-services');
    expect(resolveGuideIndustry('lawyers')).toBe('lawyers');
  });
});

describe('email validation', () => {
  it.each(['', '   ', 'plainaddress', 'a@b', '@example.com', 'pat@firm .com'])('rejects %p', (value) => {
    expect(emailProblem(value)).not.toBeNull();
  });

  it('says what is wrong', () => {
    expect(emailProblem('')).toBe('Email is required.');
    expect(emailProblem('nope')).toBe('Please enter a valid email address.');
  });

  it.each(['pat@firm.com', ' pat.lee+guides@firm.co.uk '])('accepts %p', (value) => {
    expect(emailProblem(value)).toBeNull();
  });

  it('rejects a lead whose source or page is wrong', () => {
    const good = buildGuidePayloads(professionalServicesPlaybook, 'a@b.co', location).lead;
    expect(leadCaptureRequest.safeParse({ ...good, source: 'other' }).success).toBe(false);
    expect(leadCaptureRequest.safeParse({ ...good, page: 'javascript:alert(1)' }).success).toBe(false);
    expect(leadCaptureRequest.safeParse({ ...good, industry: 'astronauts' }).success).toBe(false);
  });
});
