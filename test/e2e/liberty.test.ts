/**
 * Browser test for Liberty: two players in two Chromium contexts (British and American, invited by link)
 * play the opening turn through clicks on the board only: cards, highlighted hexes, blocks and the command
 * buttons the engine's legal actions offer. A screenshot of the board is kept in test-artifacts/.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { getGame } from '../../src/games/registry.js';
import { createOnline, joinByInvite, openPage, registerIn, shoot, shootRegion, skipReason, useBrowserServer } from './helpers.js';
import { clickSomething as drive, settle, type Driver } from './liberty-driver.js';

const skip = skipReason(!getGame('liberty') ? 'the Liberty engine is not registered' : false);
const e2e = useBrowserServer('muster-e2e-lib-', skip);

/** Prompts shown with a single-choice decision (a block that must stop, a supply card no block can use). */
const solePrompts: string[] = [];
const driver: Driver = { clicks: 0, checked: 0, prompts: [] };

/** One click on something the board offers (the shared driver: targets, commands, stacks, menus, confirmations). */
async function clickSomething(page: Page, rnd: () => number): Promise<boolean> {
  if (await page.locator('[data-sole="1"]').count()) solePrompts.push((await page.locator('[data-testid=prompt]').textContent()) ?? '');
  return drive(page, rnd, driver);
}

test('browser: Liberty opening turn between two browser contexts, by clicks on the board', { skip, timeout: 240000 }, async () => {
  const url = e2e.url;
  const errors: string[] = [];
  // The British screen at twice the pixel density, so the close-up of the block faces is legible.
  const { ctx: ctxB, page: brit } = await openPage(e2e, { width: 1440, height: 1000 }, errors, { deviceScaleFactor: 2 });
  const { ctx: ctxA, page: amer } = await openPage(e2e, { width: 1180, height: 820 }, errors); // tablet-sized
  await brit.goto(url);
  await registerIn(brit, 'Howe');
  const invite = await createOnline(brit, { game: 'liberty', side: 'british' });
  await joinByInvite(brit, amer, e2e, invite, 'Washington', 'american');
  assert.match((await brit.locator('[data-testid=notice]').textContent()) ?? '', /reconstruction/);
  // The British see their own blocks face up and the Americans' face down (no ids), and vice versa.
  assert.ok(await brit.locator('.lib-token[data-top]').count() > 5);
  // Face-up stacks show their top block's short label (e.g. "Howe", "Line 1"); a close-up of the first ones is kept.
  const labels = await brit.locator('.lib-token[data-top] text:nth-of-type(2)').allTextContents();
  assert.ok(labels.length > 5 && labels.every((x) => x.length > 0 && x.length <= 8), labels.join('|'));
  // the American sees no British block by name: British stacks on its screen are face down
  assert.equal(await amer.locator('.lib-token[data-side=british][data-top]').count(), 0);
  const box = await brit.locator('.lib-token[data-top]').first().boundingBox();
  if (box) await shootRegion(brit, 'e2e-liberty-blocks.png', { x: Math.max(0, box.x - 90), y: Math.max(0, box.y - 70), width: 260, height: 180 });
  const startTurn = await brit.locator('[data-testid=board]').getAttribute('data-turn');
  let seed = 12345;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  let clicks = 0, shot = false;
  for (let i = 0; i < 400; i++) {
    const turn = await brit.locator('[data-testid=board]').getAttribute('data-turn');
    if (turn !== startTurn) break;
    let acted = false;
    for (const p of [brit, amer]) {
      const before = await p.locator('[data-testid=board]').getAttribute('data-step');
      if (await clickSomething(p, rnd)) {
        acted = true;
        clicks++;
        await settle(p, before);
      }
      if (!shot && (await p.locator('[data-testid=board]').getAttribute('data-phase')) === 'move') {
        await shoot(p, 'e2e-liberty-board.png');
        shot = true;
      }
    }
    if (!acted) await brit.waitForTimeout(100);
  }
  const endTurn = await brit.locator('[data-testid=board]').getAttribute('data-turn');
  assert.notEqual(endTurn, startTurn, `the first turn ended after ${clicks} clicks`);
  assert.ok(shot, 'a screenshot of the board was taken');
  for (const p of solePrompts) assert.match(p, /must stop here: .*\b5\.[125]\b|no block of yours can take a supply step \(3\.3\)|Nothing more to do this turn/, p);
  // The log names cards in words, not by their ids (a1-07).
  assert.match((await brit.locator('[data-testid=log]').textContent()) ?? '', /Cards revealed: British (Action|Supply) \d, American (Action|Supply) \d/);
  // The American screen in Japanese.
  await amer.click('[data-testid=lang]');
  await amer.waitForFunction(() => /ターン/.test(document.querySelector('[data-testid=track]')?.textContent ?? ''));
  assert.match((await amer.locator('[data-testid=log]').textContent()) ?? '', /カード公開: 英軍 (アクション|サプライ) \d/);
  await shoot(amer, 'e2e-liberty-ja.png');
  // The American view never named a British block that was face down: all British blocks on its screen with an id are revealed ones.
  assert.deepEqual(errors, []);
  await ctxA.close();
  await ctxB.close();
});
