// The files of a `next build` output folder (.next) that the post-build step rewrites and checks.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { routeOfPrerenderedFile } from './csp-manifest.ts';

/** Every file under `dir`, at any depth, whose name ends with `extension`. */
export function filesUnder(dir, extension) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return filesUnder(file, extension);
    return name.endsWith(extension) ? [file] : [];
  });
}

/**
 * The prerendered pages Next serves by route from `<build>/server/app`, with their routes. Not
 * _not-found and _global-error: those are rendered per request, with a nonce.
 */
export function servedPrerenderedPages(buildDir) {
  const root = path.join(buildDir, 'server', 'app');
  return filesUnder(root, '.html')
    .map((file) => ({ file, route: routeOfPrerenderedFile(path.relative(root, file)) }))
    .filter(({ route }) => !route.startsWith('/_'));
}

/** The JavaScript chunks the browser loads, under `<build>/static/chunks`. */
export function browserChunks(buildDir) {
  return filesUnder(path.join(buildDir, 'static', 'chunks'), '.js');
}

/** The file a `/_next/static/…` URL is served from, in the build folder. */
export function staticFileOf(buildDir, url) {
  return path.join(buildDir, 'static', ...url.replace(/^\/_next\/static\//, '').split('/'));
}
