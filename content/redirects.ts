import { industryRegistry } from './industries/registry';

export interface RedirectRule {
  source: string;
  destination: string;
}

/** Every vanity alias of every industry, as one permanent redirect each. */
export const redirectRules: RedirectRule[] = industryRegistry.flatMap((industry) =>
  industry.vanityAliases.map((alias) => ({
    source: `/${alias}`,
    destination: `/${industry.slug}`,
  })),
);
