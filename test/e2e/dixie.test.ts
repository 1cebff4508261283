/**
 * Browser test for DIXIE: Gettysburg: two browser contexts (a laptop and a tablet width) create the historical
 * battle (14.0) from the lobby's options form, take the two seats, deploy by clicking reserve cards and positions,
 * and play the CSA's opening turn by clicks (fire, end of combat, a move, end of movement). Only offered choices
 * are clickable; the enemy's deployment is card backs; screenshots go to test-artifacts/.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { createOnline, joinByInvite, openPage, registerIn, shoot, skipReason, useBrowserServer } from './helpers.js';

const skip = skipReason();
const e2e = useBrowserServer('muster-e2e-dixie-', skip);

/** Wait until this page's board offers clickable things (its side must act). */
async function myTurn(page: Page) {
  await page.waitForFunction(() => /Your move|あなたの手番/.test(document.querySelector('[data-testid=status]')?.textContent ?? ''), null, { timeout: 15000 });
}

const stepText = (page: Page) => page.locator('[data-testid=dx-when]').textContent();

/** Deploy `count` reserve cards by clicks: a clickable reserve card, then a highlighted position; then finish. */
async function deploy(page: Page, count: number) {
  for (let i = 0; i < count; i++) {
    await myTurn(page);
    // The muster is random (the seed comes from the players' contributions): when no reserve card can be
    // deployed any more (lines full, or only cards that do not deploy), deployment ends early.
    const card = page.locator('[data-testid^="dx-res-"].target').first();
    if ((await page.locator('[data-testid^="dx-res-"].target').count()) === 0) break;
    await card.click();
    const pos = page.locator('[data-testid^="dx-pos-"].target').first();
    await pos.waitFor({ timeout: 5000 });
    // Only positions of one's own line are offered for deployment (3.2).
    const name = (await pos.getAttribute('data-testid'))!.slice(7);
    const before = await page.locator('[data-testid=dx-reserve] [data-testid^="dx-res-"]').count();
    await pos.click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=dx-reserve] [data-testid^="dx-res-"]').length === n - 1, before);
    void name;
  }
  await page.click('[data-testid=dx-cmd-deploy-done]');
}

test('browser: DIXIE historical battle created from the lobby options, deployed and the opening turn played by clicks', { skip, timeout: 120000 }, async () => {
  const errors: string[] = [];
  const { ctx: ctxA, page: a } = await openPage(e2e, { width: 1366, height: 900 }, errors);
  const { ctx: ctxB, page: b } = await openPage(e2e, { width: 820, height: 1180 }, errors); // a tablet held upright

  await a.goto(e2e.url);
  await registerIn(a, 'Lee');
  const invite = await createOnline(a, {
    game: 'dixie', side: 'CSA',
    options: async (page) => {
      assert.match((await page.locator('.lobby .notice').textContent()) ?? '', /reconstruction/);
      // The options carry the game's own words (client option labels), not the bare keys.
      assert.match((await page.locator('[data-testid=options]').textContent()) ?? '', /Historical battle, 3 days \(14\.0\).*Melee \(13\.1\)/);
      await page.check('[data-testid=opt-historical]');
      await shoot(page, 'e2e-dixie-options.png');
    },
  });
  await joinByInvite(a, b, e2e, invite, 'Meade', 'USA');

  // The historical battle: day 1, deployment, 18-card musters face up in one's own reserve, the enemy's as backs.
  assert.match((await stepText(a)) ?? '', /Day 1 · Battle turn 0 · CSA · Deployment/);
  assert.equal(await a.locator('[data-testid=dx-reserve] [data-testid^="dx-res-"]').count(), 18);
  assert.match((await a.locator('[data-testid=dx-enemy-reserve]').textContent()) ?? '', /18 cards/);
  assert.match((await a.locator('[data-testid=dx-decks]').textContent()) ?? '', /Reinforcements: CSA 6 · USA 6 \(later days: CSA 24 · USA 36\)/);
  assert.match((await a.locator('[data-testid=dx-notice]').textContent()) ?? '', /reconstruction/);
  // Nothing is clickable on the table before a card is chosen; a chosen card lights up its own line only.
  assert.equal(await a.locator('[data-testid^="dx-pos-"].target').count(), 0);
  await a.locator('[data-testid^="dx-res-"].target').first().click();
  const lit = await a.locator('[data-testid^="dx-pos-"].target').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
  assert.ok(lit.length > 0 && lit.every((x) => /^dx-pos-CSA-/.test(x!)), `deploy targets ${lit.join(', ')}`);
  assert.ok(await a.locator('[data-testid="dx-pos-USA-C"][aria-disabled=true]').count() === 1, 'enemy positions are not offered');
  await a.locator('[data-testid^="dx-res-"].dx-sel').click(); // deselect

  await deploy(a, 8);
  // Lee's placements are hidden from Meade until both have finished (3.2).
  await b.waitForFunction(() => /CSA: finished deploying/.test(document.querySelector('[data-testid=board]')?.textContent ?? ''));
  assert.equal(await b.locator('[data-testid^="dx-pos-CSA-"] [data-testid^="dx-back-"]').count(), 0);
  await deploy(b, 9);

  // Both deployed: the battle begins with the CSA's turn 1; each sees the other's cards as backs (leaders/terrain face up).
  await a.waitForFunction(() => /Battle turn 1 · CSA/.test(document.querySelector('[data-testid=dx-when]')?.textContent ?? ''));
  const backsA = await a.locator('[data-testid^="dx-back-USA-"]').count();
  const backsB = await b.locator('[data-testid^="dx-back-CSA-"]').count();
  assert.ok(backsA > 0 && backsB > 0, `card backs: Lee sees ${backsA}, Meade sees ${backsB}`);
  await shoot(a, 'e2e-dixie-deployed.png');

  // CSA turn 1 opens with its morale step (5.0: every turn has one; nothing to check yet): one click passes it.
  await myTurn(a);
  assert.match((await stepText(a)) ?? '', /Morale step/);
  await a.click('[data-testid=dx-cmd-morale]');
  await a.waitForFunction(() => /Combat step/.test(document.querySelector('[data-testid=dx-when]')?.textContent ?? ''));
  // Combat step: fire if a unit can (pick the unit, then its target), then end the combat step.
  await myTurn(a);
  assert.match((await stepText(a)) ?? '', /Combat step/);
  const shooter = a.locator('[data-testid^="dx-card-"].target').first();
  if (await shooter.count()) {
    const logBefore = await a.locator('[data-testid=log] li').count();
    await shooter.click();
    await a.locator('[data-testid^="dx-pos-"].target').first().click();
    await a.waitForFunction((n) => document.querySelectorAll('[data-testid=log] li').length > n, logBefore);
    assert.match((await a.locator('[data-testid=log]').textContent()) ?? '', /fires from CSA-\w+ at USA-\w+/);
    assert.ok(await a.locator('[data-testid=dx-dice] .dx-die').count() > 0, 'the fire dice are shown');
    // Meade may have hits to place: he clicks one of his highlighted cards.
    for (let i = 0; i < 6; i++) {
      const status = (await b.locator('[data-testid=status]').textContent()) ?? '';
      if (!/Your move/.test(status)) break;
      await b.locator('[data-testid^="dx-card-"].target').first().click();
      await b.waitForTimeout(300);
    }
  }
  await myTurn(a);
  await a.click('[data-testid=dx-cmd-end-combat]');
  await a.waitForFunction(() => /Movement step/.test(document.querySelector('[data-testid=dx-when]')?.textContent ?? ''));
  // Movement: move one card (reserve or a line card) where the board offers, then end the movement step.
  const mover = a.locator('[data-testid^="dx-res-"].target, [data-testid^="dx-card-"].target').first();
  if (await mover.count()) {
    await mover.click();
    const to = a.locator('[data-testid^="dx-pos-"].target, [data-testid=dx-reserve].target-area').first();
    if (await to.count()) await to.click(); else await a.locator('[data-testid=dx-act-0]').click();
  }
  await myTurn(a);
  await a.click('[data-testid=dx-cmd-end-move]');
  // Meade's turn 2 begins; Lee waits and sees nothing to click.
  await b.waitForFunction(() => /Battle turn 2 · USA/.test(document.querySelector('[data-testid=dx-when]')?.textContent ?? ''));
  await a.waitForFunction(() => /Waiting for the other side/.test(document.querySelector('[data-testid=dx-hint]')?.textContent ?? ''));
  assert.equal(await a.locator('.dx-board .target').count(), 0, 'no clickable card or position on the waiting side');
  await shoot(b, 'e2e-dixie-tablet.png');
  // Japanese: the board and the log switch language.
  await a.click('[data-testid=lang]');
  await a.waitForFunction(() => /戦闘ターン 2/.test(document.querySelector('[data-testid=dx-when]')?.textContent ?? ''));
  assert.match((await a.locator('[data-testid=log]').textContent()) ?? '', /配置を終えた/);
  await shoot(a, 'e2e-dixie-ja.png');
  assert.deepEqual(errors, []);
  await ctxA.close();
  await ctxB.close();
});

test('browser: DIXIE on the extended line (13.8) with decoys against the computer: five positions a side, decoy deployment offered', { skip, timeout: 90000 }, async () => {
  const errors: string[] = [];
  const { ctx, page: a } = await openPage(e2e, { width: 1280, height: 860 }, errors);
  await a.goto(e2e.url);
  await registerIn(a, 'Longstreet');
  await a.selectOption('[data-testid=game-select]', 'dixie');
  await a.click('[data-testid=options] summary');
  await a.selectOption('[data-testid=opt-line]', '5');
  await a.check('[data-testid=opt-decoys]');
  await a.check('[data-testid=opt-melee]');
  // The same form in Japanese (kept as a screenshot), then back to English for the rest of the test.
  await a.click('[data-testid=lang]');
  await a.waitForFunction(() => /混戦\(13\.1\)/.test(document.querySelector('[data-testid=options]')?.textContent ?? ''));
  await shoot(a, 'e2e-dixie-options-ja.png');
  await a.click('[data-testid=lang]');
  await a.waitForFunction(() => /Melee \(13\.1\)/.test(document.querySelector('[data-testid=options]')?.textContent ?? ''));
  await a.click('[data-testid=mode-computer]');
  await a.click('[data-testid=side-CSA]');
  await a.click('[data-testid=create]');
  await a.waitForSelector('[data-testid=board]');
  for (const name of ['CSA-L', 'CSA-LC', 'CSA-C', 'CSA-RC', 'CSA-R', 'USA-L', 'USA-LC', 'USA-C', 'USA-RC', 'USA-R']) assert.equal(await a.locator(`[data-testid="dx-pos-${name}"]`).count(), 1, name);
  assert.equal(await a.locator('[data-testid=dx-reserve] [data-testid^="dx-res-"]').count(), 30, 'a 30-card muster on the extended line');
  // A leader or terrain card may go down as a decoy (13.6): the choice panel offers it.
  const nonUnit = a.locator('[data-testid^="dx-res-"].target:has(.dx-kind:text-matches("LEADER|TERRAIN"))').first();
  await nonUnit.click();
  const panel = (await a.locator('[data-testid=dx-panel]').textContent()) ?? '';
  assert.match(panel, /as a decoy/);
  await a.locator('[data-testid=dx-panel] button', { hasText: 'as a decoy' }).first().click();
  await a.waitForFunction(() => document.querySelectorAll('[data-testid=dx-reserve] [data-testid^="dx-res-"]').length === 29);
  assert.match((await a.locator('.dx-card.dx-down .dx-marks').first().textContent()) ?? '', /decoy/);
  await deploy(a, 6);
  await a.waitForFunction(() => /Battle turn 1 · CSA/.test(document.querySelector('[data-testid=dx-when]')?.textContent ?? ''), null, { timeout: 30000 });
  await shoot(a, 'e2e-dixie-line5.png');
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('browser: a DIXIE battle against the computer is played to its result by clicks (4.0 victory, or drawn at a turn limit of 2 battle turns)', { skip, timeout: 120000 }, async () => {
  const errors: string[] = [];
  const { ctx, page: a } = await openPage(e2e, { width: 1024, height: 768 }, errors);
  await a.goto(e2e.url);
  await registerIn(a, 'Pickett');
  await a.selectOption('[data-testid=game-select]', 'dixie');
  await a.click('[data-testid=options] summary');
  await a.fill('[data-testid=opt-turnLimit]', '2');
  await a.click('[data-testid=mode-computer]');
  await a.click('[data-testid=side-USA]');
  await a.click('[data-testid=create]');
  await a.waitForSelector('[data-testid=board]');
  await deploy(a, 4);
  let clicks = 0;
  for (; clicks < 200; clicks++) {
    await a.waitForFunction(() => /Your move|Game over/.test(document.querySelector('[data-testid=status]')?.textContent ?? ''), null, { timeout: 30000 });
    if (/Game over/.test((await a.locator('[data-testid=status]').textContent()) ?? '')) break;
    const step = await a.locator('[data-testid=dx-when]').textContent();
    const logN = await a.locator('[data-testid=log] li').count();
    const cmd = a.locator('[data-testid^="dx-cmd-"]').last();
    if (await cmd.count()) await cmd.click();
    else {
      // Hits to place: one of one's highlighted cards; the screen may also have moved on (the computer won meanwhile).
      await a.waitForFunction(() => !!document.querySelector('.dx-board .dx-card.target, [data-testid^="dx-cmd-"]') || /Game over/.test(document.querySelector('[data-testid=status]')?.textContent ?? ''));
      const hit = a.locator('.dx-board .dx-card.target').first();
      if (!(await hit.count())) continue;
      await hit.click();
    }
    await a.waitForFunction(([s, n]) => document.querySelector('[data-testid=dx-when]')?.textContent !== s || document.querySelectorAll('[data-testid=log] li').length !== n || /Game over/.test(document.querySelector('[data-testid=status]')?.textContent ?? ''), [step, logN] as const, { timeout: 30000 });
  }
  assert.match((await a.locator('[data-testid=status]').textContent()) ?? '', /Game over/);
  assert.match((await a.locator('[data-testid=dx-hint]').textContent()) ?? '', /The battle is over/);
  assert.equal(await a.locator('.dx-board .target').count(), 0, 'nothing to click once the battle is over');
  // Either side may take two enemy positions first (4.0), or the turn limit ends the battle drawn.
  assert.match((await a.locator('[data-testid=status]').textContent()) ?? '', /Game over: (CSA wins|USA wins|Drawn)/);
  await shoot(a, 'e2e-dixie-result.png');
  assert.deepEqual(errors, []);
  await ctx.close();
});
