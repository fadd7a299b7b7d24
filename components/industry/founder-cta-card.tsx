import { ArrowRight } from 'lucide';
import { Section } from '@/components/page/section';
import { Icon } from '@/components/ui/icon';
import { CtaLink } from '@/components/cta/cta-link';
import { founderCtas } from '@/content/industries/founder-cta';
import { pickCtaVariant } from '@/lib/site/cta-variant';
import { studio } from '@/content/studio';

/** The founder call-to-action card; its variant follows the hero's primary button text. */
export function FounderCtaCard({ primaryCtaText, industry }: { primaryCtaText: string; industry: string }) {
  const variant = pickCtaVariant(primaryCtaText);
  const cta = founderCtas[variant];
  return (
    <Section aria-labelledby="founder-cta-title" width="5xl">
      <div
        className="founder-card"
        data-variant={variant}
        data-testid="founder-cta"
      >
        <div aria-hidden="true" className="founder-initials">
          {studio.founder.name
            .split(' ')
            .map((part) => part[0])
            .join('')}
        </div>
        <div className="flex flex-col gap-4">
          <p className="eyebrow">{cta.eyebrow}</p>
          <h2 id="founder-cta-title" className="block-title">
            {cta.heading}
          </h2>
          <p className="text-muted-foreground">{cta.body}</p>
          <ul className="check-list flex flex-col gap-2 text-sm sm:flex-row sm:gap-6">
            {cta.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <div>
            <CtaLink href="/contact" cta={`founder_cta_${variant}`} industry={industry} size="lg">
              {cta.buttonText}
              <Icon icon={ArrowRight} />
            </CtaLink>
          </div>
        </div>
      </div>
    </Section>
  );
}
