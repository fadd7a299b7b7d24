import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findGuideByUrl, guideCatalog } from '@/lib/leads/guide-catalog';
import { industrySlugs } from '@/content/industries/registry';

describe('guide catalogue', () => {
  it('has the playbook, the SMB guide and one guide per industry, each a real PDF in public/', () => {
    const paths = [...guideCatalog.keys()];
    expect(paths).toEqual(
      expect.arrayContaining([
        '/guides/professional-services-roi-playbook.pdf',
        '/guides/smb-guide-to-website-roi.pdf',
        ...industrySlugs.map((slug) => `/guides/${slug}-quick-wins.pdf`),
      ]),
    );
    for (const [urlPath, guide] of guideCatalog) {
      const file = path.join(process.cwd(), 'public', urlPath);
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
      expect(urlPath.endsWith(`/${guide.fileName}`)).toBe(true);
    }
  });

  it('lists the playbook with the spec’s four benefits', () => {
    expect(guideCatalog.get('/guides/professional-services-roi-playbook.pdf')?.benefits).toEqual([
      'ROI model template',
      '10 CRO quick wins',
      'Analytics setup checklist',
      'Executive summary one-pager',
    ]);
  });

  it('finds a guide only by its exact path on an allowed origin', () => {
    const origins = ['https://www.example.com'];
    expect(findGuideByUrl('https://www.example.com/guides/lawyers-quick-wins.pdf', origins)?.industry).toBe('lawyers');
    for (const url of [
      'https://evil.example/guides/lawyers-quick-wins.pdf',
      'https://www.example.com/guides/lawyers-quick-wins.pdf?x=1',
      'https://www.example.com/guides/../guides/secret.pdf',
      'https://user:pw@www.example.com/guides/lawyers-quick-wins.pdf',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(findGuideByUrl(url, origins)).toBeNull();
    }
  });
});
