import 'server-only';
import type { IncomingMessage } from 'node:http';
import type { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { formatBytes } from '@/lib/review/format-bytes';
import { SiteFetchError } from './errors';

/**
 * Reading a response's body within a size cap: the page as text (capped after decompression, so a
 * small zip bomb cannot grow past it), and a resource as its counts on the wire and decoded.
 */

const DECODERS: Record<string, () => Transform> = {
  gzip: () => zlib.createGunzip(),
  'x-gzip': () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
};

export const tooLarge = (url: URL, maxBytes: number) =>
  new SiteFetchError(`The page at ${url.host} is larger than ${formatBytes(maxBytes)}, which is more than we can review.`);

/**
 * Reads the body up to maxBytes (counted after decompression, so a small zip bomb cannot grow past it).
 * The deadline needs no handling here: the request's signal destroys the response too.
 */
export async function readBody(response: IncomingMessage, url: URL, maxBytes: number): Promise<{ body: string; bytes: number }> {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const decoder = encoding === 'identity' ? undefined : DECODERS[encoding];
  if (encoding !== 'identity' && !decoder) {
    response.destroy();
    throw new SiteFetchError(`${url.host} sent its page in an encoding we cannot read (${encoding}).`);
  }

  const chunks: Buffer[] = [];
  let bytes = 0;
  const collect = async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      bytes += chunk.length;
      if (bytes > maxBytes) throw tooLarge(url, maxBytes);
      chunks.push(chunk);
    }
  };
  try {
    await (decoder ? pipeline(response, decoder(), collect) : pipeline(response, collect));
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('Z_')) {
      throw new SiteFetchError(`${url.host} sent a compressed page we could not decode.`, { cause: error });
    }
    throw error;
  }
  return { body: decodeText(Buffer.concat(chunks), response.headers['content-type']), bytes };
}

/** Decodes with the charset from Content-Type when Node's TextDecoder knows it, else UTF-8. */
function decodeText(buffer: Buffer, contentType: string | undefined): string {
  const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset ?? 'utf-8');
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(buffer);
}

export interface MeasuredBody {
  /** Body bytes as sent (compressed, if the server compressed). */
  wireBytes: number;
  /** Body bytes after decompression; equal to wireBytes when uncompressed or undecodable. */
  bytes: number;
  /** The first `keepBytes` decoded bytes (a stylesheet's text, an image's header). */
  head: Buffer;
  /** The body was longer than maxBytes and reading stopped there: the byte counts are lower bounds. */
  truncated: boolean;
}

/** Counts the body on the wire and decoded, keeping the first `keepBytes` decoded bytes. */
export async function measureBody(response: IncomingMessage, encoding: string, maxBytes: number, keepBytes: number): Promise<MeasuredBody> {
  const wire: Buffer[] = [];
  let wireBytes = 0;
  let truncated = false;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    wireBytes += chunk.length;
    wire.push(chunk);
    if (wireBytes > maxBytes) {
      truncated = true;
      response.destroy();
      break;
    }
  }
  const raw = Buffer.concat(wire);
  const decoder = encoding === 'identity' ? undefined : DECODERS[encoding];
  let decoded: Buffer = raw;
  if (decoder && !truncated) {
    try {
      decoded = await decodeAll(decoder(), raw, maxBytes * 20);
    } catch {
      decoded = raw;
    }
  }
  return { wireBytes, bytes: decoder && !truncated ? decoded.length : wireBytes, head: Buffer.from(decoded.subarray(0, keepBytes)), truncated };
}

/** Decompresses a whole buffer, refusing to grow past `limit` bytes (a zip bomb stops there). */
function decodeAll(decoder: Transform, input: Buffer, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const out: Buffer[] = [];
    let size = 0;
    decoder.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) decoder.destroy(new Error('decoded body too large'));
      else out.push(chunk);
    });
    decoder.on('error', reject);
    decoder.on('end', () => resolve(Buffer.concat(out)));
    decoder.end(input);
  });
}
