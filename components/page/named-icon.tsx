import { Briefcase, Calculator, Compass, Gauge, KeyRound, LayoutTemplate, MessageSquareText, Scale, Wrench } from 'lucide';
import { Icon, type IconNode } from '@/components/ui/icon';
import type { HomeIcon } from '@/content/home';
import type { ServiceIcon } from '@/content/services';

/** Content names its icons; this maps each name to its Lucide drawing. */
const icons: Record<HomeIcon | ServiceIcon, IconNode> = {
  compass: Compass,
  gauge: Gauge,
  key: KeyRound,
  scale: Scale,
  calculator: Calculator,
  briefcase: Briefcase,
  layout: LayoutTemplate,
  message: MessageSquareText,
  wrench: Wrench,
};

export function NamedIcon({ name, className }: { name: HomeIcon | ServiceIcon; className?: string }) {
  return <Icon icon={icons[name]} className={className} />;
}
