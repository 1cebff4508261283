/**
 * Browser test, keyboard only: a player who never touches a mouse creates an account, starts a DIXIE battle
 * against the computer from the lobby, deploys (Tab to a reserve card, Enter, the focus moves to the first
 * position it may go to, arrows between positions, Enter), cancels a choice with Escape, finishes deployment,
 * fires, ends combat, moves a card and ends the movement step; then places the hits of the computer's fire the
 * same way. The page must receive no pointer or mouse event, and the focus must land on the prompt after each
 * action.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage, shoot, skipReason, useBrowserServer } from './helpers.js';
import { focused, focusedIs, pointerEvents, tabAndPress, tabTo, watchPointer } from './keyboard-helpers.js';

const skip = skipReason();
const e2e = useBrowserServer('muster-e2e-kbd-dixie-', skip);

const text = (page: Page, testid: string) => page.locator(`[data-testid=${testid}]`).textContent().then((x) => x ?? '');
const reserveCount = (page: Page) => page.locator('[data-testid=dx-reserve] [data-testid^="dx-res-"]').count();

async function myTurn(page: Page) {
  await page.waitForFunction(() => /Your move|Game over/.test(document.querySelector('[data-testid=status]')?.textContent ?? ''), null, { timeout: 30000 });
}

/** After an action the focus is on the board's prompt (the shell moves it there once the answer is in). */
async function expectPromptFocused(page: Page, after: string) {
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'dx-hint', null, { timeout: 5000 })
    .catch(async () => assert.fail(`after ${after} the focus is on ${await focused(page)}, not the prompt`));
}

/** Choose a card by key and send it to a target by key; returns the target's test id. */
async function cardThenTarget(page: Page, card: string, arrows: number): Promise<string> {
  await tabAndPress(page, card);
  // The chosen card is pressed; the focus has gone on to its first target.
  assert.equal(await page.locator('[aria-pressed=true]').count(), 1, 'the chosen card is marked pressed');
  await page.waitForFunction(() => !!document.activeElement?.matches('.dx-posbtn, [data-testid^=dx-act-]'), null, { timeout: 5000 })
    .catch(async () => assert.fail(`after choosing a card the focus is on ${await focused(page)}, not its first target`));
  for (let i = 0; i < arrows; i++) await page.keyboard.press('ArrowRight');
  const to = (await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))) ?? '';
  await page.keyboard.press('Enter');
  return to;
}

test('keyboard: a DIXIE deployment and a battle turn against the computer without a single mouse event', { skip, timeout: 180000 }, async () => {
  const errors: string[] = [];
  const { ctx, page } = await openPage(e2e, { width: 1280, height: 900 }, errors);
  await watchPointer(page);
  await page.goto(e2e.url);
  await page.waitForSelector('input[name=name]');

  // Sign up: Tab to the fields, type, Tab to "Create account", Enter.
  await tabTo(page, 'input[name=name]');
  await page.keyboard.type('Stuart');
  await tabTo(page, 'input[name=password]');
  await page.keyboard.type('password-1');
  await tabAndPress(page, '[data-testid=register]');
  await page.waitForSelector('[data-testid=who]');

  // New game: DIXIE from the list (type-ahead on the select), against the computer (arrows in the radio group), as the CSA.
  await tabTo(page, '[data-testid=game-select]');
  // Type-ahead: "D" picks "DIXIE: Gettysburg" (the lobby may redraw meanwhile: look again).
  for (let i = 0; i < 5 && (await page.locator('[data-testid=game-select]').inputValue()) !== 'dixie'; i++) {
    await page.keyboard.press('d');
    await page.waitForTimeout(300);
  }
  assert.equal(await page.locator('[data-testid=game-select]').inputValue(), 'dixie');
  await tabTo(page, '[name=mode]:checked');
  for (let i = 0; i < 3 && !(await page.locator('[data-testid=mode-computer]').isChecked()); i++) await page.keyboard.press('ArrowDown');
  assert.ok(await page.locator('[data-testid=mode-computer]').isChecked(), 'the computer chosen with the arrow keys');
  await tabTo(page, '[name=side]:checked');
  for (let i = 0; i < 3 && !(await page.locator('[data-testid=side-CSA]').isChecked()); i++) await page.keyboard.press('ArrowDown');
  assert.ok(await page.locator('[data-testid=side-CSA]').isChecked());
  await tabAndPress(page, '[data-testid=create]');
  await page.waitForSelector('[data-testid=board]');
  await myTurn(page);
  assert.match(await text(page, 'dx-when'), /Deployment/);

  // Escape puts a chosen card back and the focus returns to it.
  await tabAndPress(page, '[data-testid^="dx-res-"].target');
  const chosen = await page.evaluate(() => document.querySelector('[aria-pressed=true]')?.getAttribute('data-testid'));
  assert.ok(chosen, 'a reserve card is chosen by Enter');
  await page.keyboard.press('Escape');
  await page.waitForFunction((id) => document.activeElement?.getAttribute('data-testid') === id && document.querySelectorAll('[aria-pressed=true]').length === 0, chosen);

  const deployedTo = new Set<string>();
  // Deploy four cards: Enter on a reserve card, arrows among the offered positions, Enter.
  for (let i = 0; i < 4; i++) {
    if ((await page.locator('[data-testid^="dx-res-"].target').count()) === 0) break;
    const before = await reserveCount(page);
    // Artillery first: it fires across the Middle Ground on turn 1 (infantry only when engaged).
    const art = '[data-testid^="dx-res-"].target[data-kind=artillery]';
    const to = await cardThenTarget(page, (await page.locator(art).count()) ? art : '[data-testid^="dx-res-"].target', i % 3);
    deployedTo.add(to);
    assert.match(to, /^dx-go-CSA-/, `a deployment target of one's own line: ${to}`);
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=dx-reserve] [data-testid^="dx-res-"]').length === n - 1, before);
    await expectPromptFocused(page, `deployment ${i + 1}`);
  }
  assert.ok(deployedTo.size >= 2, `the arrow keys reached other positions: ${[...deployedTo].join(', ')}`);
  assert.ok(await page.locator('[data-testid^="dx-pos-CSA-"] [data-testid^="dx-card-"]').count() >= 1, 'cards stand on the CSA line');
  await tabAndPress(page, '[data-testid=dx-cmd-deploy-done]');
  await page.waitForFunction(() => /Battle turn 1 · CSA/.test(document.querySelector('[data-testid=dx-when]')?.textContent ?? ''), null, { timeout: 60000 });
  await shoot(page, 'keyboard-dixie-deployed.png');

  // Battle turn 1, step by step by key: roll morale if asked; fire once with a unit that may (Enter on it,
  // Enter on its target), end combat; move one card (reserve or line) to the first place offered, end movement.
  let fired = false, moved = false;
  for (let i = 0; i < 40; i++) {
    await myTurn(page);
    const when = await text(page, 'dx-when');
    if (!/Battle turn 1 · CSA/.test(when)) break;
    // Commands and targets are drawn together once the last answer is in (none while it is on its way).
    await page.waitForSelector('[data-testid^=dx-cmd-], .dx-board .dx-card.target');
    const logBefore = await page.locator('[data-testid=log] li').count();
    const has = async (sel: string) => (await page.locator(sel).count()) > 0;
    if (await has('[data-testid=dx-cmd-morale]')) {
      await tabAndPress(page, '[data-testid=dx-cmd-morale]');
    } else if (/Combat step/.test(when) && !fired && await has('[data-testid^="dx-card-"].target') && await has('[data-testid=dx-cmd-end-combat]')) {
      const to = await cardThenTarget(page, '[data-testid^="dx-card-"].target', 0);
      assert.match(to, /^dx-go-USA-/, `a fire target on the enemy line: ${to}`);
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid=log] li').length > n, logBefore);
      assert.match(await text(page, 'log'), /fires from CSA-\w+ at USA-\w+/);
      fired = true;
      continue;
    } else if (await has('[data-testid=dx-cmd-end-combat]')) {
      await tabAndPress(page, '[data-testid=dx-cmd-end-combat]');
      await page.waitForFunction(() => !/Combat step/.test(document.querySelector('[data-testid=dx-when]')?.textContent ?? ''));
      await expectPromptFocused(page, 'ending the combat step');
      continue;
    } else if (/Movement step/.test(when) && !moved && await has('[data-testid^="dx-res-"].target, [data-testid^="dx-card-"].target')) {
      const to = await cardThenTarget(page, '[data-testid^="dx-res-"].target, [data-testid^="dx-card-"].target', 0);
      assert.match(to, /^dx-go-|^dx-act-/);
      moved = true;
    } else if (await has('[data-testid=dx-cmd-end-move]')) {
      await tabAndPress(page, '[data-testid=dx-cmd-end-move]');
    } else if (await has('.dx-board .dx-card.target')) {
      await tabAndPress(page, '.dx-board .dx-card.target'); // hits to place
    } else assert.fail(`nothing to do by key at ${when}`);
    await page.waitForFunction(([w, n]) => document.querySelector('[data-testid=dx-when]')?.textContent !== w || document.querySelectorAll('[data-testid=log] li').length !== n, [when, logBefore] as const, { timeout: 30000 });
  }
  assert.ok(fired, 'a unit fired by key');
  assert.ok(moved, 'a card was moved by key');
  assert.doesNotMatch(await text(page, 'dx-when'), /Battle turn 1 · CSA/, 'the CSA turn ended');

  // The computer's turn 2: whenever it asks this side to place hits, Enter on a highlighted card of ours.
  let hitsPlaced = 0;
  for (let i = 0; i < 60; i++) {
    const when = await text(page, 'dx-when');
    const status = await text(page, 'status');
    if (/Battle turn 3/.test(when) || /Game over/.test(status)) break;
    if (/Your move/.test(status) && /Battle turn 2 · USA/.test(when) && (await page.locator('.dx-board .dx-card.target').count())) {
      const n = await page.locator('[data-testid=log] li').count();
      await tabAndPress(page, '.dx-board .dx-card.target');
      await page.waitForFunction((m) => document.querySelectorAll('[data-testid=log] li').length > m, n);
      hitsPlaced++;
      continue;
    }
    await page.waitForTimeout(250);
  }
  assert.match(await text(page, 'dx-when'), /Battle turn 3 · CSA|Battle over/, 'the computer finished its turn');
  // The live region has read the computer's moves.
  const said = await text(page, 'announce');
  assert.match(said, /USA|Battle turn 3/, `the live region read the computer's turn: ${said}`);
  await shoot(page, 'keyboard-dixie-turn.png');
  assert.deepEqual(await pointerEvents(page), [], 'no pointer or mouse event reached the page');
  assert.deepEqual(errors, []);
  void hitsPlaced; void focusedIs;
  await ctx.close();
});
