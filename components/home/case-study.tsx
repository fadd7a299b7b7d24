import { Section } from '@/components/page/section';
import { TestimonialFigure } from '@/components/page/testimonial-figure';
import { caseStudy } from '@/content/home';
import { SectionHeading } from '@/components/page/section-heading';

export function CaseStudy() {
  return (
    <Section aria-labelledby="case-title" width="7xl" padding={20} band="primary" className="grid gap-12 lg:grid-cols-2">
      <div className="flex flex-col gap-6">
        <SectionHeading id="case-title" eyebrow={caseStudy.eyebrow} title={caseStudy.title} align="left" invert>
          <p>{caseStudy.summary}</p>
        </SectionHeading>
        <div>
          <h3 className="font-semibold text-white">What we did for {caseStudy.client}</h3>
          <ul className="mt-3 flex flex-col gap-2 text-white/85">
            {caseStudy.work.map((item) => (
              <li key={item} className="check-item [--check-color:#f5c38b]">
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="flex flex-col gap-6">
        <dl className="grid gap-4 sm:grid-cols-3">
          {caseStudy.results.map((result) => (
            <div key={result.label} className="flex flex-col-reverse gap-1 rounded-xl bg-white/10 p-5">
              <dt className="text-sm text-white/85">{result.label}</dt>
              <dd className="text-3xl font-bold text-[#f5c38b]">{result.value}</dd>
            </div>
          ))}
        </dl>
        <TestimonialFigure quote={caseStudy.quote} author={caseStudy.quoteAuthor} role={caseStudy.quoteRole} />
      </div>
    </Section>
  );
}
