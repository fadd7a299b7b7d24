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

/**
 * The toast for a review that did not come back, from the answer's status and body: the quota's
 * words with its limit (429), the server's own sentence for a site it could not review (400, 422),
 * else the spec's failure. The form's script and its post without script both say this.
 */
export function reviewFailureToast(status: number, body: { error?: unknown; limit?: unknown }): { title: string; description: string; limit?: number } {
  if (status === 429 && typeof body.limit === 'number') return { ...reviewToasts.limit(body.limit), limit: body.limit };
  if ((status === 400 || status === 422) && typeof body.error === 'string' && body.error) {
    return { title: reviewToasts.failed.title, description: body.error };
  }
  return { ...reviewToasts.failed };
}
