/**
 * Browser tests for issue 18, points 8 and 10: moving between games of different kinds (DIXIE, Liberty, a
 * replay, the lobby) by the address bar without a reload shows exactly the page asked for, with no error;
 * the new-game form starts on a real game, and Liberty's data pack is a list, not a free-text field.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage, registerIn, shoot, skipReason, useBrowserServer } from './helpers.js';

const skip = skipReason();
const e2e = useBrowserServer('muster-e2e-lib-nav-', skip);

async function computerGame(page: Page, game: string, side: string): Promise<string> {
  await page.evaluate(() => { location.hash = '#/'; });
  await page.waitForSelector('[data-testid=create]');
  await page.selectOption('[data-testid=game-select]', game);
  await page.click('[data-testid=mode-computer]');
  await page.click(`[data-testid=side-${side}]`);
  await page.selectOption('[data-testid=level]', 'random');
  await page.click('[data-testid=create]');
  await page.waitForSelector('[data-testid=board]', { timeout: 30000 });
  return /#\/game\/([\w-]+)/.exec(page.url())![1]!;
}

/** One game page on screen, of the kind asked for, and no error toast. */
async function onePage(page: Page, kind: 'lib' | 'dx') {
  await page.waitForSelector(kind === 'lib' ? '.lib[data-testid=board]' : '.dx-board[data-testid=board]', { timeout: 15000 });
  await page.waitForTimeout(300);
  assert.equal(await page.locator('.game').count(), 1, 'one game page');
  assert.equal(await page.locator('[data-testid=board]').count(), 1, 'one board');
  assert.equal(await page.locator('[data-testid=error]').count(), 0, `no error toast: ${await page.locator('[data-testid=error]').allTextContents()}`);
}

test('browser: the new-game form starts on a real game, and Liberty\'s data pack is a list (issue 18, point 10)', { skip, timeout: 60000 }, async () => {
  const { ctx, page } = await openPage(e2e, { width: 1280, height: 800 }, []);
  await page.goto(e2e.url);
  await registerIn(page, 'Knox');
  const first = await page.locator('[data-testid=game-select]').inputValue();
  assert.ok(!['highcard', 'goofspiel'].includes(first), `the form starts on ${first}`);
  await page.selectOption('[data-testid=game-select]', 'liberty');
  await page.click('[data-testid=options] summary');
  assert.equal(await page.locator('[data-testid=opt-pack]').evaluate((e) => e.tagName), 'SELECT');
  assert.equal(await page.locator('[data-testid=opt-pack]').inputValue(), 'default');
  await ctx.close();
});

test('browser: moving between a DIXIE game, a Liberty game, a replay and the lobby without a reload (issue 18, point 8)', { skip, timeout: 180000 }, async () => {
  const errors: string[] = [];
  const { ctx, page } = await openPage(e2e, { width: 1400, height: 900 }, errors);
  await page.goto(e2e.url);
  await registerIn(page, 'Morgan');
  const dx = await computerGame(page, 'dixie', 'USA');
  const lib = await computerGame(page, 'liberty', 'american');
  // replays are of finished games: the DIXIE one ends by resignation
  assert.equal((await ctx.request.post(`${e2e.url}/api/games/${dx}/resign`, { data: { side: 'USA' } })).status(), 200);
  for (const [hash, kind] of [[`#/game/${dx}`, 'dx'], [`#/game/${lib}`, 'lib'], [`#/replay/${dx}`, 'dx'], [`#/game/${lib}`, 'lib'], [`#/replay/${dx}`, 'dx'], [`#/game/${dx}`, 'dx'], [`#/game/${lib}`, 'lib']] as const) {
    await page.evaluate((h) => { location.hash = h; }, hash);
    await onePage(page, kind).catch(async (e) => { await shoot(page, 'e2e-liberty-nav-fail.png'); throw new Error(`${hash}: ${(e as Error).message}`); });
  }
  await page.evaluate(() => { location.hash = '#/'; });
  await page.waitForSelector('[data-testid=create]');
  assert.equal(await page.locator('.game, .game-head, [data-testid=board]').count(), 0, 'the lobby keeps nothing of the last game');
  await shoot(page, 'e2e-liberty-nav-lobby.png');
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('browser: rule numbers in the log and the prompt open the rules served by the site at that rule; the data notice opens the data notes (issue 18, point 11)', { skip, timeout: 120000 }, async () => {
  const errors: string[] = [];
  const { ctx, page } = await openPage(e2e, { width: 1400, height: 900 }, errors);
  await page.goto(e2e.url);
  await registerIn(page, 'Steuben');
  await computerGame(page, 'liberty', 'british');
  const link = page.locator('[data-testid=log] a.rule-link').first();
  await link.waitFor();
  const rule = /(\d+(?:\.\d+)*)\]$/.exec((await link.textContent()) ?? '')![1]!;
  assert.match(await page.locator('[data-testid=prompt] a.rule-link').first().getAttribute('href') ?? '', /^#\/docs\/liberty-rules\/\d/);
  await link.click();
  await page.waitForSelector('[data-testid=doc] .doc-hit');
  assert.match((await page.locator('.doc-hit').first().textContent()) ?? '', new RegExp(rule.replace('.', '\\.')));
  await shoot(page, 'e2e-liberty-rules-page.png');
  await page.goBack();
  await page.waitForSelector('[data-testid=notice] a.doc-link');
  await page.click('[data-testid=notice] a.doc-link');
  await page.waitForSelector('[data-testid=doc] h1');
  assert.match((await page.locator('[data-testid=doc] h1').first().textContent()) ?? '', /Liberty/);
  assert.deepEqual(errors, []);
  await ctx.close();
});
