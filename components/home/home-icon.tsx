import { Briefcase, Calculator, Compass, Gauge, KeyRound, Scale } from 'lucide';
import { Icon, type IconNode } from '@/components/ui/icon';
import type { HomeIcon } from '@/content/home';

const icons: Record<HomeIcon, IconNode> = {
  compass: Compass,
  gauge: Gauge,
  key: KeyRound,
  scale: Scale,
  calculator: Calculator,
  briefcase: Briefcase,
};

export function HomeIconView({ name, className }: { name: HomeIcon; className?: string }) {
  return <Icon icon={icons[name]} className={className} />;
}
