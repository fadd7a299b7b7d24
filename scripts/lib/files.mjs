// Files under a folder, for the scripts that post-process a build.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { routeOfPrerenderedFile } from '../../lib/security/inline-scripts.ts';

/** Every file under `dir`, at any depth, whose name ends with `extension`. */
export function filesUnder(dir, extension) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return filesUnder(file, extension);
    return name.endsWith(extension) ? [file] : [];
  });
}

/**
 * The prerendered pages Next serves by route from `.next/server/app`, with their routes. Not
 * _not-found and _global-error: those are rendered per request, with a nonce.
 */
export function servedPrerenderedPages(root) {
  return filesUnder(root, '.html')
    .map((file) => ({ file, route: routeOfPrerenderedFile(path.relative(root, file)) }))
    .filter(({ route }) => !route.startsWith('/_'));
}
