import { Section } from '@/components/page/section';
import { SectionHeading } from '@/components/page/section-heading';
import type { FullIndustryContent } from '@/content/industries/schema';
import { Image } from '@/components/ui/image';
import { BeforeAfterSlider } from './before-after-slider';

const picture = (src: string, alt: string) => (
  <Image src={src} alt={alt} fill sizes="(min-width: 1024px) 896px, 100vw" className="object-cover" draggable={false} />
);

export function BeforeAfterSection({ beforeAfter }: { beforeAfter: FullIndustryContent['beforeAfter'] }) {
  return (
    <Section aria-labelledby="before-after-title" width="4xl">
      <SectionHeading id="before-after-title" eyebrow="Before and after" title="The same business, rebuilt">
        <p>Drag the handle, click anywhere on the picture, or use the arrow keys to compare.</p>
      </SectionHeading>
      <figure className="mt-10 flex flex-col gap-4">
        <BeforeAfterSlider
          before={picture(beforeAfter.beforeImage, 'Before: the old homepage, crowded, small text and no clear next step')}
          after={picture(beforeAfter.afterImage, 'After: the rebuilt homepage, a clear headline, one call to action and room to breathe')}
          label="Before and after comparison"
        />
        <figcaption className="text-center text-muted-foreground">{beforeAfter.caption}</figcaption>
      </figure>
    </Section>
  );
}
