// Types of compressed-responses.mjs for the TypeScript that imports it (its unit test).
import type { IncomingMessage, ServerResponse } from 'node:http';

export const DYNAMIC_BROTLI_QUALITY: number;
export type Encoding = 'br' | 'gzip';
export interface PrecompressedFile {
  file: string;
  size: number;
  variants: Partial<Record<Encoding, number>>;
}
export function loadPrecompressed(build?: string): Map<string, PrecompressedFile>;
export function acceptedEncoding(header: string | undefined, offered?: Encoding[]): Encoding | null;
export function compressedResponses(precompressed: Map<string, PrecompressedFile>): (req: IncomingMessage, res: ServerResponse) => void;
