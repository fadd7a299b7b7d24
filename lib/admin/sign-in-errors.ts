/** The sign-in's refusals as next-auth reports them (its ?error= code), worded for the page. */
export const TOO_MANY_ATTEMPTS = 'TooManyAttempts';

/** A wrong e-mail and a wrong password read the same, so the page does not say which was wrong. */
export const INCORRECT_CREDENTIALS = 'E-mail or password is incorrect';

export const SIGN_IN_ERRORS: Record<string, string> = {
  CredentialsSignin: INCORRECT_CREDENTIALS,
  [TOO_MANY_ATTEMPTS]: 'Too many failed attempts. Try again in 15 minutes.',
};

/** What an admin export or action answers (401) to a caller who is not signed in. */
export const SIGN_IN_REQUIRED = 'Sign in to the admin area first.';
