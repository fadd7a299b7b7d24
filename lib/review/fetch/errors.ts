/** The URL is not one we may fetch (scheme, port, credentials, private network). The message is shown to the visitor. */
export class FetchRefusedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FetchRefusedError';
  }
}

/** The site could not be fetched (DNS, connection, timeout, size, type, status). The message is shown to the visitor. */
export class SiteFetchError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SiteFetchError';
  }
}
