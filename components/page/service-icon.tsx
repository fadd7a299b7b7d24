import { Gauge, LayoutTemplate, MessageSquareText, Wrench } from 'lucide';
import { Icon, type IconNode } from '@/components/ui/icon';
import type { ServiceIcon } from '@/content/services';

const icons: Record<ServiceIcon, IconNode> = {
  layout: LayoutTemplate,
  gauge: Gauge,
  message: MessageSquareText,
  wrench: Wrench,
};

export function ServiceIconView({ name, className }: { name: ServiceIcon; className?: string }) {
  return <Icon icon={icons[name]} className={className} />;
}
