/** /timeline: a sample project plan, in days from today. */
export type TaskStatus = 'done' | 'in-progress' | 'planned';

export interface TimelineTask {
  id: string;
  label: string;
  /** First day, counted from today (day 0). */
  start: number;
  /** Last day, inclusive. */
  end: number;
  /** Missing counts as planned. */
  status?: TaskStatus;
  owner: string;
  details: string;
}

export const sampleProjectTasks: TimelineTask[] = [
  {
    id: 'discovery',
    label: 'Strategic Discovery',
    start: 0,
    end: 5,
    status: 'done',
    owner: 'Maya Ellison',
    details: 'Positioning workshop, competitor review and a written brief with goals and success measures.',
  },
  {
    id: 'architecture',
    label: 'Authority Architecture',
    start: 6,
    end: 14,
    status: 'in-progress',
    owner: 'Jordan Pike',
    details: 'Sitemap, page outlines and copy drafts reviewed with you on a live preview.',
  },
  {
    id: 'development',
    label: 'Premium Development',
    start: 15,
    end: 28,
    status: 'planned',
    owner: 'Maya Ellison',
    details: 'Hand-coded pages, forms and integrations, tested for speed and accessibility on real phones.',
  },
  {
    id: 'launch',
    label: 'Launch & Optimization',
    start: 29,
    end: 35,
    owner: 'Sam Okafor',
    details: 'Domain move, analytics checks, redirects from the old site, team training and handover.',
  },
];
