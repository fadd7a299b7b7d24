#!/usr/bin/env node
// One local Lighthouse run, in its own process (lib/review/lab/local.ts starts it as the server's user,
// so it can read this file, Node and Lighthouse wherever the checkout sits; in a throwaway HOME, with a
// CPU-time limit and in the run's cgroups): mobile, simulated throttling, the performance,
// accessibility, best-practices and SEO categories in one load, in the given Chromium, started as the
// run's unprivileged guest user (uid:gid, or - to stay this user) in the guest's own directory with its
// sandbox on, whose only way out is the guard proxy on 127.0.0.1:<proxyPort>, below the server's CPU
// priority. The page is a guest:
// downloads are denied, windows it opens are closed, its dialogs dismissed, its JavaScript heap capped,
// local resources (file:, chrome:, devtools:) refused. Writes the Lighthouse result as JSON on stdout
// (exit 0), or a page that fought the browser as "GUEST <reason>" on stderr (exit 3). On SIGTERM it
// ends the browser before exiting; the caller kills whatever is left.
//
//   node lighthouse-worker.mjs <url> <chromePath> <proxyPort> <guestDir> <uid:gid|-> <guest environment as JSON> [unsandboxed]
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { Launcher } from 'chrome-launcher';
import puppeteer from 'puppeteer-core';

/** What one run measures: lhr.ts's LAB_CATEGORIES, which PageSpeed Insights is asked for too (a test holds them equal). */
const LAB_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const [url, chromePath, proxyPort, guestDir, guestIds, guestEnvironment, mode] = process.argv.slice(2);
const [uid, gid] = (guestIds ?? '').split(':').map(Number);
if (!url || !chromePath || !proxyPort || !guestDir || !guestEnvironment?.startsWith('{') || !(guestIds === '-' || (Number.isInteger(uid) && Number.isInteger(gid)))) {
  console.error('usage: lighthouse-worker.mjs <url> <chromePath> <proxyPort> <guestDir> <uid:gid|-> <guest environment as JSON> [unsandboxed]');
  process.exit(2);
}
/** The guest's environment, given by the server (sandbox.ts runEnvironment: nothing of the server's), living in the guest's directory. */
const guestHome = JSON.parse(guestEnvironment);
/**
 * Chromium starts as the guest (Node's spawn sets its uid and gid and clears its groups before exec),
 * in a session of its own (the launcher's), whose scheduling group is niced to 19 as this one is
 * (sandbox.ts, limitedCommand): else the kernel's autogroups would give a page's busy loop a share
 * equal to the server's, SCHED_IDLE or not.
 */
const asGuest = (command, args, options) => {
  const child = spawn(command, args, guestIds === '-' ? options : { ...options, uid, gid });
  try {
    if (child.pid) writeFileSync(`/proc/${child.pid}/autogroup`, '19');
  } catch {
    // A kernel without autogroups: SCHED_IDLE and nice already hold.
  }
  return child;
};

// Below the site's own work (with SCHED_IDLE from the caller where the host has chrt): the server
// answers its visitors first, whatever the page does here.
os.setPriority(19);

const chrome = new Launcher(
  {
    chromePath,
    // The guest's profile, which it owns (its log files are opened here, by this process, and handed to it).
    userDataDir: path.join(guestDir, 'profile'),
    envVars: guestHome,
    chromeFlags: [
      '--headless=new',
      // Development only (REVIEW_LAB_UNSANDBOXED=1): the caller logs it on every run.
      ...(mode === 'unsandboxed' ? ['--no-sandbox'] : []),
      '--js-flags=--max-old-space-size=512',
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
  },
  { spawn: asGuest },
);
await chrome.launch();
let ended = false;
const end = (code) => {
  if (ended) return;
  ended = true;
  try {
    chrome.kill();
  } catch {
    // already gone
  }
  process.exit(code);
};
process.on('SIGTERM', () => end(143));
// A server that is gone (killed with SIGKILL before it could end the run) leaves this process to init:
// it ends its browser and itself rather than run on.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) end(1);
}, 500).unref();

// The guest's manners: no downloads, no other windows, no dialogs waiting for a click, no local files.
// A page that keeps at it is not measured: what a visitor would see of it is not a load to time.
const GUEST_LIMIT = 5;
const acts = { windows: 0, dialogs: 0 };
const refuse = (reason) => {
  console.error(`GUEST ${reason}`);
  end(3);
};
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
const session = await browser.target().createCDPSession();
await session.send('Browser.setDownloadBehavior', { behavior: 'deny', eventsEnabled: true });
session.on('Browser.downloadWillBegin', ({ suggestedFilename }) => refuse(`The page started a download of ${String(suggestedFilename).slice(0, 80)}, which the lab’s browser refuses.`));
const watch = async (target) => {
  if (target.type() !== 'page') return;
  const page = await target.page().catch(() => null);
  if (!page) return;
  if (target.opener()) return void (await page.close().catch(() => {}));
  page.on('dialog', (dialog) => {
    dialog.dismiss().catch(() => {});
    acts.dialogs += 1;
    if (acts.dialogs > GUEST_LIMIT) refuse(`The page kept opening ${dialog.type()} dialogs, ${acts.dialogs} as it loaded.`);
  });
  page.on('error', () => refuse('The page crashed its browser tab as it loaded.'));
  // Chromium refuses a web page's navigation to a local resource (file:, chrome:, devtools:) and says
  // so in the page's log, as a security message (a subresource, like a stray file: image, is not one).
  const log = await page.createCDPSession().catch(() => null);
  // Every window the page asks for, opened (and closed, above) or kept back by the pop-up blocker.
  log?.on('Page.windowOpen', () => {
    acts.windows += 1;
    if (acts.windows > GUEST_LIMIT) refuse(`The page kept opening new windows, ${acts.windows} as it loaded.`);
  });
  log?.on('Log.entryAdded', ({ entry }) => {
    const local = /^Not allowed to load local resource: (\S+)/.exec(entry.text);
    if (entry.source === 'security' && local) refuse(`The page tried to open ${local[1].slice(0, 80)}, which the lab’s browser refuses.`);
  });
  await Promise.all([log?.send('Log.enable'), log?.send('Page.enable')]).catch(() => {});
};
browser.on('targetcreated', (target) => void watch(target));

try {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: LAB_CATEGORIES });
  if (!result?.lhr) throw new Error('Lighthouse returned no result');
  process.stdout.write(JSON.stringify(result.lhr), () => end(0));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  end(1);
}
