import { CircleCheck, Download, FileText, LoaderCircle } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Card } from '@/components/ui/card';
import { Badge } from '@/components/ui/badge';
import type { GuideOffer } from '@/content/guides';
import { resolveGuideIndustry } from '@/lib/leads/guide-industry';
import { sendGuideForm } from '@/lib/leads/actions';
import { GuideForm, type GuideIcons } from './guide-form';

const guideIcons: GuideIcons = {
  done: <Icon icon={CircleCheck} className="size-5" />,
  download: <Icon icon={Download} />,
  sending: <Icon icon={LoaderCircle} className="animate-spin" />,
};

/** A free guide with its benefits and the e-mail form that sends it. */
export function GuideCard({ guide, headingLevel = 'h2' }: { guide: GuideOffer; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const offer = { ...guide, industry: resolveGuideIndustry(guide.industry) };
  return (
    <Card className="gap-6 p-6 sm:p-8 lg:flex-row lg:gap-10" data-industry={offer.industry}>
      <div className="flex flex-1 flex-col gap-4">
        <Badge variant="accent">
          <Icon icon={FileText} />
          Free guide
        </Badge>
        <Heading className="block-title">{offer.title}</Heading>
        <p className="text-muted-foreground">{offer.description}</p>
        <ul className="check-list grid gap-2 text-sm sm:grid-cols-2">
          {offer.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </div>
      <div className="flex flex-1 flex-col justify-center">
        <GuideForm guide={offer} action={sendGuideForm} icons={guideIcons} />
      </div>
    </Card>
  );
}
