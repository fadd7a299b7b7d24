import { warmLoader } from './warm-loader';

/** The e-mail's schema (zod), shared by the guide and review forms: out of the page's load, fetched on intent, awaited on submit. */
export const emailSchema = warmLoader(
  () => import('@/lib/leads/schema'),
  (loaded) => loaded.emailProblem('ada@example.com'),
);
