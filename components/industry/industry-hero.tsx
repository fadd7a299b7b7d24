import { ArrowRight, Sparkles } from 'lucide';
import { Section } from '@/components/page/section';
import { Icon } from '@/components/ui/icon';
import { Badge } from '@/components/ui/badge';
import { CtaLink } from '@/components/cta/cta-link';
import { industryTrustPoints } from '@/content/industries/shared';
import type { IndustryContent } from '@/content/industries/schema';
import { NamedIcon } from '@/components/page/named-icon';

export function IndustryHero({ content }: { content: IndustryContent }) {
  const { hero, slug } = content;
  return (
    <section aria-labelledby="industry-hero-title" className="border-b bg-gradient-to-b from-secondary/60 to-background">
      <Section as="div" width="4xl" className="flex flex-col items-center gap-6 text-center sm:py-24">
        <Badge variant="outline">
          <NamedIcon name={content.icon} className="text-accent" />
          {hero.badge ?? content.industry}
        </Badge>
        <h1 id="industry-hero-title" className="text-4xl leading-[1.08] font-bold text-balance text-primary sm:text-5xl lg:text-6xl">
          {hero.headline}
        </h1>
        <p className="max-w-2xl text-lg leading-relaxed text-muted-foreground">{hero.subheadline}</p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <CtaLink href="/contact" cta="industry_hero_primary" industry={slug} size="lg">
            {hero.primaryCtaText}
            <Icon icon={ArrowRight} />
          </CtaLink>
          <CtaLink href={`/ai-feedback?industry=${slug}`} cta="industry_hero_ai_audit" industry={slug} size="lg" variant="outline">
            <Icon icon={Sparkles} />
            {hero.secondaryCtaText}
          </CtaLink>
        </div>
        <ul aria-label="Why clients choose us" className="check-list flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-medium text-foreground/85">
          {industryTrustPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </Section>
    </section>
  );
}
