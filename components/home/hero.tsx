import { ArrowRight, Sparkles } from 'lucide';
import { Section } from '@/components/page/section';
import { Icon } from '@/components/ui/icon';
import { CtaLink } from '@/components/cta/cta-link';
import { Badge } from '@/components/ui/badge';
import { heroScorecard, homeHero } from '@/content/home';
import { studio } from '@/content/studio';

const claims = [studio.claims.clientsLabel, studio.claims.experienceLabel, studio.claims.deliveryLabel];

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden border-b bg-gradient-to-b from-secondary/60 to-background">
      <Section as="div" width="7xl" className="grid items-center gap-12 sm:py-24 lg:grid-cols-[1.25fr_1fr]">
        <div className="flex flex-col gap-6">
          <Badge variant="outline">
            <Icon icon={Sparkles} className="text-accent" />
            {homeHero.eyebrow}
          </Badge>
          <h1 id="hero-title" className="text-4xl leading-[1.08] font-bold text-primary sm:text-5xl lg:text-6xl">
            {homeHero.headline}
          </h1>
          <p className="max-w-2xl text-lg leading-relaxed text-muted-foreground">{homeHero.subheadline}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <CtaLink href={homeHero.primaryCta.href} cta="home_hero_strategy_call" size="lg">
              {homeHero.primaryCta.label}
              <Icon icon={ArrowRight} />
            </CtaLink>
            <CtaLink href={homeHero.secondaryCta.href} cta="home_hero_ai_review" size="lg" variant="outline">
              {homeHero.secondaryCta.label}
            </CtaLink>
          </div>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-foreground/85">
            {claims.map((claim) => (
              <li key={claim} className="check-item">
                {claim}
              </li>
            ))}
          </ul>
        </div>
        <figure className="rounded-2xl border bg-card p-6 shadow-card">
          <figcaption className="text-sm font-semibold text-muted-foreground">
            Lighthouse scores we ship on client sites
          </figcaption>
          <ul className="mt-5 grid grid-cols-2 gap-4">
            {heroScorecard.map((score) => (
              <li key={score.label} className="flex flex-col items-center gap-2 rounded-xl bg-success-soft p-4">
                <span className="flex size-16 items-center justify-center rounded-full border-4 border-success text-2xl font-bold text-success">
                  {score.value}
                </span>
                <span className="text-sm font-medium text-foreground">{score.label}</span>
              </li>
            ))}
          </ul>
          <p className="mt-5 border-t pt-4 text-sm text-muted-foreground">
            Hand-coded pages, no page builder: typically under one second to load on a phone.
          </p>
        </figure>
      </Section>
    </section>
  );
}
