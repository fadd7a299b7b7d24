import * as z from 'zod/mini';

/** POST /api/create-payment: what the page asks to pay for. The price list decides whether it is valid. */
export const createPaymentRequest = z.object({
  amount: z.number().check(z.int('must be a whole number of cents'), z.positive('must be more than zero')),
  title: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(120, 'must be at most 120 characters')),
});

export type CreatePaymentRequest = z.infer<typeof createPaymentRequest>;
