#!/usr/bin/env node
// One local Lighthouse run, in its own process (lib/review/lab/local.ts starts it): mobile, simulated
// throttling, performance only, in the given Chromium, whose only way out is the guard proxy on
// 127.0.0.1:<proxyPort>. Writes the Lighthouse result as JSON on stdout. On SIGTERM (the caller's
// time limit) it ends the browser before exiting, so no Chromium outlives a run.
//
//   node lighthouse-worker.mjs <url> <chromePath> <proxyPort>
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const [url, chromePath, proxyPort] = process.argv.slice(2);
if (!url || !chromePath || !proxyPort) {
  console.error('usage: lighthouse-worker.mjs <url> <chromePath> <proxyPort>');
  process.exit(2);
}

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    `--proxy-server=http://127.0.0.1:${proxyPort}`,
    // Chromium sends loopback addresses past a proxy unless told not to.
    '--proxy-bypass-list=<-loopback>',
    '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  ],
});
const end = (code) => {
  try {
    chrome.kill();
  } catch {
    // already gone
  }
  process.exit(code);
};
process.on('SIGTERM', () => end(143));

try {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result?.lhr) throw new Error('Lighthouse returned no result');
  process.stdout.write(JSON.stringify(result.lhr), () => end(0));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  end(1);
}
