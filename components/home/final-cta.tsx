import { Calendar, Sparkles } from 'lucide';
import { Section } from '@/components/page/section';
import { Icon } from '@/components/ui/icon';
import { CtaLink } from '@/components/cta/cta-link';
import { finalCta } from '@/content/home';

export function FinalCta() {
  return (
    <Section aria-labelledby="final-cta-title" width="7xl" paddingBottom={24}>
      <div className="flex flex-col items-center gap-6 rounded-2xl bg-primary px-6 py-16 text-center text-white sm:px-12">
        <h2 id="final-cta-title" className="max-w-3xl text-3xl font-bold sm:text-4xl">
          {finalCta.heading}
        </h2>
        <p className="max-w-2xl text-lg text-white/85">{finalCta.subheading}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <CtaLink href={finalCta.primary.href} cta="home_final_roadmap_call" size="lg" variant="accent">
            <Icon icon={Calendar} />
            {finalCta.primary.label}
          </CtaLink>
          <CtaLink
            href={finalCta.secondary.href}
            cta="home_final_ai_audit"
            size="lg"
            variant="outline"
            className="border-white/40 bg-transparent text-white hover:bg-white/10"
          >
            <Icon icon={Sparkles} />
            {finalCta.secondary.label}
          </CtaLink>
        </div>
      </div>
    </Section>
  );
}
