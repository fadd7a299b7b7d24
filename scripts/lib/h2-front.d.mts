// Types of h2-front.mjs for the TypeScript that imports it (its unit test).
export function startH2Front(options: { port: number; upstream: string }): Promise<{ origin: string; stop: () => void }>;
