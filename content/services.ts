import type { IconName } from './icons';

/** /services: what the studio sells and how a project runs. */
export type ServiceIcon = Extract<IconName, 'layout' | 'gauge' | 'message' | 'wrench'>;

export interface ServiceCard {
  id: string;
  title: string;
  description: string;
  icon: ServiceIcon;
  deliverables: string[];
}

export interface ProcessStep {
  step: number;
  title: string;
  description: string;
  duration: string;
}

export const servicesIntro = {
  eyebrow: 'Services',
  title: 'Everything a professional firm needs from its website, built by hand',
  lead: 'Strategy, copy, design and code from one accountable team. No page builders, no plugins to patch, no monthly platform fee: a fast website you own outright.',
};

export const serviceCards: ServiceCard[] = [
  {
    id: 'web-design-build',
    title: 'Web Design & Build',
    description:
      'A custom site designed around how your clients choose a firm, then hand-coded so it loads instantly and stays easy to change.',
    icon: 'layout',
    deliverables: [
      'Sitemap and page structure mapped to client questions',
      'Custom design system: type, colour, components',
      'Hand-coded pages with a simple editing workflow',
      'Domain, hosting and analytics set up in your name',
    ],
  },
  {
    id: 'performance-engineering',
    title: 'Performance Engineering',
    description:
      'We make slow sites fast: image pipelines, lean code and caching that bring pages under one second on a phone and keep Core Web Vitals green.',
    icon: 'gauge',
    deliverables: [
      'Core Web Vitals audit with field and lab data',
      'Image, font and script optimisation',
      'Caching and hosting configuration',
      'Before and after report with Lighthouse scores',
    ],
  },
  {
    id: 'brand-messaging',
    title: 'Brand Messaging',
    description:
      'Positioning and copy that explain why a client should choose you, written with you from interviews, not templates.',
    icon: 'message',
    deliverables: [
      'Positioning workshop and written brief',
      'Homepage, service and about page copy',
      'Proof points: case studies, credentials, testimonials',
      'Calls to action tuned to your intake process',
    ],
  },
  {
    id: 'care-optimization',
    title: 'Care & Optimization',
    description:
      'Optional help after launch: updates, monitoring and monthly improvements based on what real visitors do. Cancel anytime; the site stays yours.',
    icon: 'wrench',
    deliverables: [
      'Uptime and performance monitoring',
      'Content updates within two business days',
      'Quarterly conversion review with recommendations',
      'Security and dependency updates',
    ],
  },
];

export const processSteps: ProcessStep[] = [
  {
    step: 1,
    title: 'Discovery',
    description: 'A working session on your clients, competitors and goals. You receive a written positioning brief and project plan.',
    duration: 'Week 1',
  },
  {
    step: 2,
    title: 'Design',
    description: 'Page structure, copy and visual design, reviewed with you on a live preview rather than static mock-ups.',
    duration: 'Weeks 2-3',
  },
  {
    step: 3,
    title: 'Development',
    description: 'Hand-coded pages, tested for speed, accessibility and search on real phones before anything ships.',
    duration: 'Weeks 3-6',
  },
  {
    step: 4,
    title: 'Launch',
    description: 'We move the domain, verify analytics and search console, train your team and hand over every account and file.',
    duration: 'Weeks 6-8',
  },
];
