import { BriefcaseIcon, CalculatorIcon, CompassIcon, GaugeIcon, KeyRoundIcon, ScaleIcon, type LucideIcon } from 'lucide-react';
import type { HomeIcon } from '@/content/home';

const icons: Record<HomeIcon, LucideIcon> = {
  compass: CompassIcon,
  gauge: GaugeIcon,
  key: KeyRoundIcon,
  scale: ScaleIcon,
  calculator: CalculatorIcon,
  briefcase: BriefcaseIcon,
};

export function HomeIconView({ name, className }: { name: HomeIcon; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
