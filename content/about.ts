import { studio } from './studio';

/** /about: the founder's story, milestones, team and the ownership promise. */
export const founderStory = {
  photo: {
    src: '/about/founder.webp',
    alt: `Illustrated portrait of ${studio.founder.name}, founder of ${studio.name}`,
    width: 800,
    height: 1000,
  },
  paragraphs: [
    `${studio.founder.name} spent two decades building websites for law firms, accounting practices and agencies, and watched too many clients pay monthly fees for slow sites they could never take with them.`,
    `She founded ${studio.name} in ${studio.foundedYear} to do it differently: a small, senior team that writes every page by hand, measures what it ships, and hands the keys to the client on launch day.`,
  ],
};

export const milestones = [
  { year: '2022', title: 'Studio founded', description: `${studio.name} opens with one promise: fast sites that clients own outright.` },
  { year: '2023', title: '20+ launches', description: 'More than twenty sites shipped for firms across law, accounting and consulting.' },
  {
    year: '2024',
    title: 'Core Web Vitals "Good" baseline',
    description: 'Every site we launch passes Core Web Vitals on real visitors’ phones, as a standard, not an upgrade.',
  },
  {
    year: 'Today',
    title: 'Outcomes focus',
    description: 'We measure success in consultations booked and clients won, and report on it after launch.',
  },
] as const;

export const team = [
  { name: studio.founder.name, role: studio.founder.role, bio: 'Leads strategy and engineering on every project, from the first call to launch.' },
  { name: 'Jordan Pike', role: 'Content Strategist', bio: 'Interviews your team and turns expertise into pages prospects actually read.' },
  { name: 'Sam Okafor', role: 'Designer & Launch Lead', bio: 'Designs the look of each site and runs the launch checklist and handover.' },
] as const;

export const ownershipPoints = [
  'The code lives in a repository in your name',
  'The domain and hosting accounts are registered to you',
  'Every image, word and design file is yours to keep',
  'No platform fees and no lock-in: leave anytime, take everything',
] as const;
