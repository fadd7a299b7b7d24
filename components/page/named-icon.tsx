import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/content/icons';
import { namedIcons } from '@/lib/ui/icons/named-icons';

export function NamedIcon({ name, className }: { name: IconName; className?: string }) {
  return <Icon icon={namedIcons[name]} className={className} />;
}
