import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A Chromium on a host where its sandbox cannot start (no unprivileged user namespaces, no setuid
 * helper): it prints what Chromium prints there and dies as Chromium does (SIGTRAP), unless told
 * --no-sandbox, when it prints the page like `--dump-dom` would. An executable any user can run.
 */
export function chromiumWithoutSandbox(): { path: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'chromium-without-sandbox-'));
  chmodSync(dir, 0o755);
  const file = path.join(dir, 'chromium');
  writeFileSync(
    file,
    `#!/bin/sh
for arg in "$@"; do
  if [ "$arg" = "--no-sandbox" ]; then echo '<html><head></head><body><p>sandboxed</p></body></html>'; exit 0; fi
done
echo "[1126/151000.000000:FATAL:zygote_host_impl_linux.cc(132)] No usable sandbox! If you are running on Ubuntu 23.10+ or another Linux distro that has disabled unprivileged user namespaces with AppArmor, see https://chromium.googlesource.com/chromium/src/+/main/docs/security/apparmor-userns-restrictions.md." >&2
kill -TRAP $$
`,
  );
  chmodSync(file, 0o755);
  return { path: file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
