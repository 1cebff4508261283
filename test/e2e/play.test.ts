/**
 * Browser test: real headless Chromium (Debian's `chromium`, driven by playwright-core) plays a whole game of
 * High Card between two browser contexts through clicks only (register, create, invite link, join, cards),
 * checks the language switch is remembered, and keeps a screenshot of the board in test-artifacts/.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { createOnline, joinByInvite, openPage, registerIn, shoot, skipReason, useBrowserServer } from './helpers.js';

const skip = skipReason();
const e2e = useBrowserServer('muster-e2e-', skip);

async function playLegalCard(page: Page): Promise<number> {
  const card = page.locator('[data-testid^="card-"].target:not(.disabled)').first();
  await card.waitFor({ timeout: 10000 });
  const id = await card.getAttribute('data-testid');
  await card.click();
  return Number(id!.slice(5));
}

test('browser: two players in two browser contexts play High Card to the end through clicks', { skip, timeout: 90000 }, async () => {
  const url = e2e.url;
  const errors: string[] = [];
  const { ctx: ctxA, page: a } = await openPage(e2e, { width: 1280, height: 800 }, errors);
  const { ctx: ctxB, page: b } = await openPage(e2e, { width: 1024, height: 768 }, errors); // a tablet-sized screen

  await a.goto(url);
  await registerIn(a, 'Alice');
  const invite = await createOnline(a, { game: 'highcard', side: 'north' });
  assert.match(invite, /#\/join\/[\w-]+\/[\w-]+$/);
  const commitment = await a.locator('[data-testid=commitment]').textContent();
  assert.match(commitment ?? '', /^[0-9a-f]{16}…$/);

  await joinByInvite(a, b, e2e, invite, 'Bob', 'south');

  for (let round = 1; round <= 3; round++) {
    const ca = await playLegalCard(a);
    // Alice's choice is hers alone: Bob's screen shows only that north has chosen.
    await b.waitForFunction(() => /has chosen|選択済み/.test(document.querySelector('[data-testid=board]')?.textContent ?? ''));
    assert.equal(await b.locator(`[data-testid="card-${ca}"]`).count() >= 0, true);
    const cb = await playLegalCard(b);
    await a.waitForFunction((r) => (document.querySelector('[data-testid=board]')?.textContent ?? '').includes(`${r}: North`), round);
    void cb;
    if (round === 1) await shoot(a, 'e2e-board.png');
  }
  await a.waitForFunction(() => /Game over/.test(document.querySelector('[data-testid=status]')?.textContent ?? ''));
  await b.waitForFunction(() => /Game over/.test(document.querySelector('[data-testid=status]')?.textContent ?? ''));
  // The secret is revealed once the game is over.
  await a.click('.fair summary');
  assert.match((await a.locator('[data-testid=secret]').textContent()) ?? '', /^[0-9a-f]{64}$/);
  // The log is rendered from the game's catalogue with rule numbers; Japanese is remembered after a reload.
  const logEn = (await a.locator('[data-testid=log]').textContent()) ?? '';
  assert.match(logEn, /Revealed: north \d, south \d\. \[High Card 2\]/);
  await a.click('[data-testid=lang]');
  await a.reload();
  await a.waitForSelector('[data-testid=log] li');
  assert.match((await a.locator('[data-testid=log]').textContent()) ?? '', /公開: 北 \d、南 \d。/);
  await shoot(a, 'e2e-game-over-ja.png');
  assert.deepEqual(errors, []);
  await ctxA.close();
  await ctxB.close();
});

test('browser: hot seat hides each side behind a hand-over screen', { skip, timeout: 60000 }, async () => {
  const { ctx, page: p } = await openPage(e2e, { width: 1024, height: 768 }, []);
  await p.goto(e2e.url);
  await registerIn(p, 'Hettie');
  await p.selectOption('[data-testid=game-select]', 'highcard'); // the form starts on a real game
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
