export function scriptHashSource(body: string): string;
