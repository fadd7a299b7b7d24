import { expect, test } from './support/test';
import { uniqueVisitorIp } from './support/site';

/**
 * The studio's own pages, read by its own review (the production build, through the API): it names
 * nothing but what serving them locally causes (plain http, and links to the build's canonical
 * origin when that is another host) and the studio's phone number, which content/studio.ts fills
 * with a fictional 555 number until the owner sets the real one.
 */
const LOCAL_ONLY = new Set(['no-https', 'build-leftover-links', 'placeholder-contact']);

for (const path of ['/', '/lawyers', '/about']) {
  test(`our review of ${path} finds only what local serving causes, and the placeholder phone number`, async ({ request, baseURL }) => {
    const origin = new URL(baseURL!);
    const answer = await request.post('/api/ai-feedback', {
      headers: { 'x-forwarded-for': uniqueVisitorIp() },
      data: { website_url: `http://localhost:${origin.port}${path}`, email: `own-review-${Date.now()}@whitelisted.test`, industry: 'professional-services' },
    });
    expect(answer.status()).toBe(200);
    const { report } = (await answer.json()) as { report: { findings: { id: string; evidence: string[] }[]; working: string[]; proof: { statements: number; dropped: unknown[] } } };
    // Every statement about our own pages held against them: the proof dropped none.
    expect(report.proof.dropped).toEqual([]);
    expect(report.proof.statements).toBeGreaterThan(10);
    // Anything else is named with its evidence, so a failure says what the review saw.
    expect(report.findings.filter((f) => !LOCAL_ONLY.has(f.id)).map((f) => `${f.id}: ${f.evidence.join(' | ')}`)).toEqual([]);
    const placeholder = report.findings.find((f) => f.id === 'placeholder-contact');
    expect(placeholder?.evidence.join(' ')).toContain('"(555) 014-2290" is not a real phone number');
    // A stand-in number is no tap-to-call link to praise.
    expect(report.working.join(' ')).not.toMatch(/tap-to-call/);
    for (const f of report.findings.filter((f) => f.id === 'build-leftover-links')) expect(f.evidence.join(' ')).toContain('localhost');
  });
}
