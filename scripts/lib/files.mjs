// Files under a folder, for the scripts that post-process a build.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every file under `dir`, at any depth, whose name ends with `extension`. */
export function filesUnder(dir, extension) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return filesUnder(file, extension);
    return name.endsWith(extension) ? [file] : [];
  });
}
