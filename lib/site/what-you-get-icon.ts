import type { IconName } from '@/content/icons';
import type { IndustrySlug } from '@/content/industries/registry';

/**
 * Picks the icon for a "What You'll Get" item from its words and the page's industry.
 * Industry rules come first (a "gallery" means photographs to a creative, a "menu" food to a
 * restaurant), then the general rules, then the industry's own icon.
 */
interface IconRule {
  pattern: RegExp;
  icon: IconName;
  industries?: readonly IndustrySlug[];
}

const rules: readonly IconRule[] = [
  { pattern: /\b(donat|giving|give|fundrais|donor)/i, icon: 'hand-heart', industries: ['nonprofits'] },
  { pattern: /\b(volunteer|event|service times|ministr)/i, icon: 'calendar', industries: ['nonprofits'] },
  { pattern: /\b(gallery|galleries|portfolio|photo|image)/i, icon: 'camera', industries: ['creatives'] },
  { pattern: /\b(commission|licens|print|shop|store)/i, icon: 'shopping-bag', industries: ['creatives'] },
  { pattern: /\b(menu|order|reservation)/i, icon: 'utensils', industries: ['local-businesses'] },
  { pattern: /\b(review|google business|maps?\b|local)/i, icon: 'map-pin', industries: ['local-businesses'] },
  { pattern: /\b(intake|hipaa|client portal|portal|confidential)/i, icon: 'shield', industries: ['professional-services', 'lawyers', 'accountants'] },
  { pattern: /\b(thought leadership|case stud|insight|speaking)/i, icon: 'presentation', industries: ['consultants'] },
  { pattern: /\b(speed|fast|load|lighthouse|performance|core web vitals)/i, icon: 'gauge' },
  { pattern: /\b(own\b|owned\b|ownership|export|code\b|no platform|lock-in)/i, icon: 'key' },
  { pattern: /\b(seo|search|google|rank|schema)/i, icon: 'search' },
  { pattern: /\b(book|booking|calendar|appointment|schedul)/i, icon: 'calendar' },
  { pattern: /\b(analytics|report|dashboard|track|metric)/i, icon: 'chart' },
  { pattern: /\b(secur|privacy|ssl|https|backup|spam)/i, icon: 'shield' },
  { pattern: /\b(form|inquir|lead|contact|e-?mail|newsletter)/i, icon: 'mail' },
  { pattern: /\b(copy|messag|content|writing|words)/i, icon: 'message' },
  { pattern: /\b(design|brand|logo|visual|layout)/i, icon: 'palette' },
  { pattern: /\b(train|handoff|hand-off|documentation|guide|playbook)/i, icon: 'file-text' },
  { pattern: /\b(access|wcag|ada\b|screen reader)/i, icon: 'users' },
  { pattern: /\b(mobile|phone|call)/i, icon: 'phone' },
  { pattern: /\b(support|care|maintenance|update)/i, icon: 'wrench' },
];

const industryDefaults: Record<IndustrySlug, IconName> = {
  lawyers: 'scale',
  accountants: 'calculator',
  consultants: 'compass',
  'local-businesses': 'store',
  nonprofits: 'heart-handshake',
  creatives: 'palette',
  'professional-services': 'briefcase',
};

export function pickWhatYouGetIcon(item: string, industry: IndustrySlug): IconName {
  const rule = rules.find((r) => (!r.industries || r.industries.includes(industry)) && r.pattern.test(item));
  return rule?.icon ?? industryDefaults[industry];
}
