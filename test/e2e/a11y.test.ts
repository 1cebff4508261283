/**
 * Browser test: axe-core (test/e2e/axe.ts) on every page a player meets — sign-in, lobby and new game (with its
 * options open), in English and Japanese; the DIXIE board at its first decision, with a card chosen, in a battle
 * and in Japanese — failing on any serious or critical violation. Also what axe cannot judge: the page's
 * language follows the switch, one h1, no skipped heading level, a card back never named.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectAccessible } from './axe.js';
import type { Page } from 'playwright-core';
import { createOnline, openPage, registerIn, shoot, skipReason, useBrowserServer } from './helpers.js';

const skip = skipReason();
const e2e = useBrowserServer('muster-e2e-a11y-', skip);

/** The page's headings in order: exactly one h1, and no level skipped on the way down. */
async function expectHeadings(page: Page, label: string) {
  const levels = await page.evaluate(() => Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6')).filter((h) => (h as HTMLElement).offsetParent !== null).map((h) => Number(h.tagName[1])));
  assert.equal(levels.filter((x) => x === 1).length, 1, `${label}: one h1 (${levels.join(' ')})`);
  for (let i = 1; i < levels.length; i++) assert.ok(levels[i]! <= levels[i - 1]! + 1, `${label}: heading levels ${levels.join(' ')} skip one`);
}

async function myTurn(page: Page) {
  await page.waitForFunction(() => /Your move|あなたの手番|Game over/.test(document.querySelector('[data-testid=status]')?.textContent ?? ''), null, { timeout: 30000 });
}

test('a11y: sign-in, lobby and new-game form pass axe (no serious or critical violation), in English and Japanese', { skip, timeout: 90000 }, async () => {
  const errors: string[] = [];
  const { ctx, page } = await openPage(e2e, { width: 1280, height: 800 }, errors);
  await page.goto(e2e.url);
  await page.waitForSelector('input[name=name]');
  await expectAccessible(page, 'the sign-in page');
  await expectHeadings(page, 'the sign-in page');
  await registerIn(page, 'Ada');
  await page.waitForSelector('[data-testid=create]');
  await expectAccessible(page, 'the lobby');
  await expectHeadings(page, 'the lobby');
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

test('a11y: the DIXIE board passes axe at its first decision, with a card chosen, in a battle and in Japanese; card backs are never named', { skip, timeout: 150000 }, async () => {
  const errors: string[] = [];
  const { ctx, page } = await openPage(e2e, { width: 1280, height: 900 }, errors);
  await page.goto(e2e.url);
  await registerIn(page, 'Hancock');
  await page.selectOption('[data-testid=game-select]', 'dixie');
  await page.click('[data-testid=mode-computer]');
  await page.click('[data-testid=side-USA]');
  await page.click('[data-testid=create]');
  await page.waitForSelector('[data-testid=board]');
  await myTurn(page);
  await expectAccessible(page, 'the DIXIE board at deployment');
  await expectHeadings(page, 'the DIXIE board');
  // A chosen card lights its positions: real buttons named by what they do.
  await page.locator('[data-testid^="dx-res-"].target').first().click();
  const go = page.locator('.dx-posbtn').first();
  assert.match((await go.getAttribute('data-testid')) ?? '', /^dx-go-USA-/);
  assert.match((await go.textContent()) ?? '', /^Deploy .+ to USA-\w+$/);
  await expectAccessible(page, 'the DIXIE board with a card chosen');
  // Deploy a few cards, finish; then the battle, with the enemy's cards face down.
  for (let i = 0; i < 4; i++) {
    const before = await page.locator('[data-testid=dx-reserve] [data-testid^="dx-res-"]').count();
    if (!(await page.locator('[data-testid^="dx-res-"].dx-sel').count())) await page.locator('[data-testid^="dx-res-"].target').first().click();
    await page.locator('.dx-posbtn').nth(i % 3).click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=dx-reserve] [data-testid^="dx-res-"]').length === n - 1, before);
  }
  await page.click('[data-testid=dx-cmd-deploy-done]');
  await page.waitForFunction(() => /Battle turn/.test(document.querySelector('[data-testid=dx-when]')?.textContent ?? '') && !/Deployment/.test(document.querySelector('[data-testid=dx-when]')?.textContent ?? ''), null, { timeout: 60000 });
  await myTurn(page);
  await expectAccessible(page, 'the DIXIE board in a battle');
  // A screen reader hears a card back as a card back: no name, no number.
  const backs = await page.locator('[data-testid^="dx-back-"]').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
  assert.ok(backs.length > 0, 'the enemy has cards face down');
  for (const b of backs) assert.match(b, /^CSA card, face down(, [^,]+)*CSA$/, b);
  await shoot(page, 'a11y-dixie-battle.png');
  await page.click('[data-testid=lang]');
  await page.waitForFunction(() => document.documentElement.lang === 'ja' && /戦闘ターン/.test(document.querySelector('[data-testid=dx-when]')?.textContent ?? ''));
  await expectAccessible(page, 'the DIXIE board in Japanese');
  await shoot(page, 'a11y-dixie-ja.png');
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('a11y: the invitation page (signed out, then signed in) and the game page waiting for the guest pass axe', { skip, timeout: 90000 }, async () => {
  const errors: string[] = [];
  const { ctx: hostCtx, page: host } = await openPage(e2e, { width: 1280, height: 800 }, errors);
  await host.goto(e2e.url);
  await registerIn(host, 'Grant');
  const invite = await createOnline(host, { game: 'dixie', side: 'USA' });
  await expectAccessible(host, 'the game page waiting for a guest');
  await expectHeadings(host, 'the game page waiting for a guest');
  const { ctx: guestCtx, page: guest } = await openPage(e2e, { width: 1024, height: 768 }, errors);
  await guest.goto(invite.replace(/^https?:\/\/[^/]+/, e2e.url));
  await guest.waitForSelector('input[name=name]');
  await expectAccessible(guest, 'the invitation page, signed out');
  await expectHeadings(guest, 'the invitation page');
  await registerIn(guest, 'Sherman');
  await guest.waitForSelector('[data-testid=join-CSA]');
  await expectAccessible(guest, 'the invitation page, signed in');
  assert.deepEqual(errors, []);
  await hostCtx.close();
  await guestCtx.close();
});

test('a11y: the War of 1812 board passes axe at its first decision', { skip, timeout: 90000 }, async () => {
  const errors: string[] = [];
  const { ctx, page } = await openPage(e2e, { width: 1280, height: 900 }, errors);
  await page.goto(e2e.url);
  await registerIn(page, 'Madison');
  await page.selectOption('[data-testid=game-select]', 'war1812');
  await page.click('[data-testid=mode-computer]');
  await page.click('[data-testid=side-american]');
  await page.click('[data-testid=create]');
  await page.waitForSelector('[data-testid=board]');
  await myTurn(page);
  await expectAccessible(page, 'the War of 1812 board');
  assert.deepEqual(errors, []);
  await ctx.close();
});
