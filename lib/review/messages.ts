/**
 * The free review's messages from the spec's catalogue, quoted exactly: the validation toasts
 * (also the route's 400 messages) and the outcome toasts. No zod here, so the page's island can
 * import it without the schema.
 */
export const reviewFieldMessages = {
  website_url: { title: 'Website URL Required', description: 'Please enter your website URL to analyze.' },
  email: { title: 'Email Required', description: 'Please enter your email to receive the analysis.' },
} as const;

export const reviewToasts = {
  complete: { title: 'Analysis Complete', description: 'Your website analysis is ready!' },
  limit: (limit: number) => ({
    title: 'Daily Limit Reached',
    description: `You've used all ${limit} free analyses today. Try again tomorrow or contact us for more.`,
  }),
  failed: { title: 'Analysis Failed', description: 'There was an error analyzing your website. Please try again.' },
} as const;
