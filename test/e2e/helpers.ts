/**
 * What every browser test shares: Debian's Chromium (skipped without it), the built client, a server process
 * on a scratch data folder, accounts made through the sign-in form, games created from the lobby and joined by
 * their invitation link, and screenshots in test-artifacts/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { after, before } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ensureClient } from '../../src/server/client-build.js';
import { ROOT, startProcess, stopProcess, tmpDir } from '../server/helpers.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = path.join(ROOT, 'test-artifacts');

/** Why the browser tests are skipped (no Chromium, or `extra`), or false. */
export function skipReason(extra: string | false = false): string | false {
  if (!fs.existsSync(CHROMIUM)) return `no Chromium at ${CHROMIUM} (CI installs Debian's chromium from .ci/apt-packages)`;
  return extra;
}

export interface E2E {
  /** The server's base URL. */
  readonly url: string;
  readonly browser: Browser;
}

/**
 * Registers the file's before/after hooks: build the client if needed, start a server process on a fresh data
 * folder (`prefix`), launch headless Chromium; close both afterwards. Nothing is started when `skip` is set.
 */
export function useBrowserServer(prefix: string, skip: string | false): E2E {
  let server: Awaited<ReturnType<typeof startProcess>> | null = null;
  let browser: Browser | null = null;
  before(async () => {
    if (skip) return;
    await ensureClient();
    server = await startProcess(['--data', tmpDir(prefix)]);
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  });
  after(async () => {
    await browser?.close();
    if (server) await stopProcess(server.proc);
  });
  return {
    get url() { return server!.url; },
    get browser() { return browser!; },
  };
}

/** A new browser context of the given screen size with one page; uncaught page errors are pushed to `errors`. */
export async function openPage(e2e: E2E, viewport: { width: number; height: number }, errors: string[], extra: { deviceScaleFactor?: number } = {}): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await e2e.browser.newContext({ viewport, ...extra });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => errors.push(String(e)));
  return { ctx, page };
}

/** Create an account through the sign-in form (the page shows it: the lobby or an invitation). */
export async function registerIn(page: Page, name: string) {
  await page.fill('input[name=name]', name);
  await page.fill('input[name=password]', 'password-1');
  await page.click('[data-testid=register]');
  await page.waitForSelector('[data-testid=who]');
}

/**
 * In the lobby: pick `game` (if given), set options with `options` (called with the options form open), choose
 * "a friend online" and `side`, create; returns the invitation link shown on the game page.
 */
export async function createOnline(page: Page, o: { game?: string; side: string; options?: (page: Page) => Promise<void> }): Promise<string> {
  if (o.game) await page.selectOption('[data-testid=game-select]', o.game);
  if (o.options) {
    await page.click('[data-testid=options] summary');
    await o.options(page);
  }
  await page.click('[data-testid=mode-online]');
  await page.click(`[data-testid=side-${o.side}]`);
  await page.click('[data-testid=create]');
  return page.locator('[data-testid=invite-link]').inputValue({ timeout: 10000 });
}

/** The guest opens the invitation (on this test's server), creates an account and takes `side`; both boards show. */
export async function joinByInvite(host: Page, guest: Page, e2e: E2E, invite: string, name: string, side: string) {
  await guest.goto(invite.replace(/^https?:\/\/[^/]+/, e2e.url));
  await registerIn(guest, name);
  await guest.click(`[data-testid=join-${side}]`);
  for (const p of [host, guest]) await p.waitForSelector('[data-testid=board]');
}

/** A full-page screenshot into test-artifacts/. */
export async function shoot(page: Page, file: string) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, file), fullPage: true });
}

/** A screenshot of one region of the page (e.g. a few blocks, enlarged by the context's deviceScaleFactor). */
export async function shootRegion(page: Page, file: string, clip: { x: number; y: number; width: number; height: number }) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, file), clip });
}
