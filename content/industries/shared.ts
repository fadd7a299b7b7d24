import { studio } from '../studio';

/** Copy every industry page shares: trust points, ownership and export, AI versus expert audit. */

export const industryTrustPoints = [studio.claims.clientsLabel, studio.claims.deliveryLabel, studio.claims.noFees] as const;

export const ownershipBanner = {
  heading: 'You own everything we build',
  text: 'The code, the domain, the content and the analytics account are yours from the first day, in your name. No platform subscription, no lock-in, no fee to leave.',
  exportLinkText: 'How export works',
};

export const exportExplainer = {
  id: 'how-export-works',
  heading: 'How export works',
  intro:
    'Leaving us should be as easy as hiring us. Everything below is set up during the build, so an export is a hand-over, not a project.',
  steps: [
    {
      title: 'Your repository, in your account',
      text: 'The site’s source code lives in a Git repository owned by your GitHub organization. We work in it as collaborators; removing us is one click.',
    },
    {
      title: 'Your domain and hosting, in your name',
      text: 'The domain is registered to you and the hosting account is billed to you. We never sit between you and either of them.',
    },
    {
      title: 'Plain files, any host',
      text: 'The site builds to standard HTML, CSS and JavaScript with one command. Any developer, or any host that runs Node.js, can take it from there.',
    },
    {
      title: 'A written hand-over',
      text: 'At launch you receive a short document: where everything lives, how to edit content, how to deploy, and every password you need.',
    },
  ],
};

export const aiVersusExpert = {
  heading: 'AI analysis or an expert audit?',
  intro: 'Start free with the AI review, or have a person go through your site line by line. Many clients do both.',
  ai: {
    title: 'Free AI website review',
    text: 'An instant, automated read of your live site: speed, search basics, headings and how clearly the first screen says what you do.',
    points: ['Results in about a minute', 'Grounded in what is on your pages today', 'Three free reviews a day'],
    linkText: 'Run a free AI site audit',
  },
  expert: {
    title: 'Expert conversion audit',
    text: `${studio.founder.name} reviews your site, analytics and competitors by hand and tells you, in order, what is costing you inquiries.`,
    points: ['A recorded walkthrough and a written report', 'Prioritized fixes you can hand to any developer', 'One fixed price: $499'],
    linkText: 'Talk to us about an expert audit',
    href: '/contact?utm_source=industry-page&utm_medium=expert-audit&utm_campaign=ai-section',
  },
};
