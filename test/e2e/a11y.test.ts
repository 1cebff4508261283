/**
 * Browser test: axe-core (test/e2e/axe.ts) on every page a player meets — sign-in, lobby and new game (with its
 * options open), in English and Japanese — failing on any serious or critical violation; the page's language
 * follows the switch.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectAccessible } from './axe.js';
import { openPage, registerIn, shoot, skipReason, useBrowserServer } from './helpers.js';

const skip = skipReason();
const e2e = useBrowserServer('muster-e2e-a11y-', skip);

test('a11y: sign-in, lobby and new-game form pass axe (no serious or critical violation), in English and Japanese', { skip, timeout: 90000 }, async () => {
  const errors: string[] = [];
  const { ctx, page } = await openPage(e2e, { width: 1280, height: 800 }, errors);
  await page.goto(e2e.url);
  await page.waitForSelector('input[name=name]');
  await expectAccessible(page, 'the sign-in page');
  await registerIn(page, 'Ada');
  await page.waitForSelector('[data-testid=create]');
  await expectAccessible(page, 'the lobby');
  await page.selectOption('[data-testid=game-select]', 'dixie');
  await page.click('[data-testid=options] summary');
  await page.click('[data-testid=mode-computer]');
  await expectAccessible(page, 'the new-game form with DIXIE options open');
  await page.click('[data-testid=lang]');
  await page.waitForFunction(() => document.documentElement.lang === 'ja');
  await expectAccessible(page, 'the lobby in Japanese');
  await shoot(page, 'a11y-lobby-ja.png');
  assert.deepEqual(errors, []);
  await ctx.close();
});
