/**
 * Browser test for the War of 1812: two players in two Chromium contexts (British and American, invited by
 * link) play the first turn (June-July 1812) through clicks on the board only: a card's Event / OPs button,
 * highlighted places, expedition markers and sea zones on the map, and the buttons of the side panel. Both sides
 * play every card of their hands; the test checks that the turn ends, that the Force Display opens on a click,
 * that the Peace Track and the turn track are shown, that the Japanese board has no English prompt, and keeps
 * screenshots in test-artifacts/ (a laptop screen, a phone screen, Japanese).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { getGame } from '../../src/games/registry.js';
import { ARTIFACTS, createOnline, joinByInvite, openPage, registerIn, shoot, shootRegion, skipReason, useBrowserServer } from './helpers.js';

const skip = skipReason(!getGame('war1812') ? 'the War of 1812 engine is not registered' : false);
const e2e = useBrowserServer('muster-e2e-w18-', skip);

const attr = (p: Page, name: string) => p.locator('[data-testid=board]').getAttribute(name);

/** One click on something the board offers (a seeded choice); false if the page offers nothing. */
async function clickSomething(page: Page, rnd: () => number, seen: Set<string>): Promise<boolean> {
  const menu = page.locator('[data-testid=menu] button:not([data-testid=menu-cancel]):not([data-testid=menu-info])');
  if (await menu.count()) {
    seen.add('menu');
    await menu.nth(Math.floor(rnd() * (await menu.count()))).click();
    return true;
  }
  const plays = page.locator('[data-testid^=play-]:not([disabled])');
  if (await plays.count()) {
    // Mostly for Operations Points (the richer path), sometimes the event.
    const ops = page.locator('[data-testid$=-ops]:not([disabled])');
    const events = page.locator('[data-testid$=-event]:not([disabled])');
    const pickEvent = (await events.count()) > 0 && rnd() < 0.3;
    const list = pickEvent ? events : ops;
    seen.add(pickEvent ? 'event' : 'ops');
    await list.nth(Math.floor(rnd() * (await list.count()))).click();
    return true;
  }
  const cmds = page.locator('[data-testid=choices] [data-testid^=cmd-], [data-testid=nap-confirm]');
  const targets = page.locator('.w18-target, .w18-stack[data-target="1"], .w18-zone, .w18-road');
  const nc = await cmds.count(), nt = await targets.count();
  if (nc === 0 && nt === 0) return false;
  const names = nc ? await cmds.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? '')) : [];
  // Move the game on often enough (done, stop) that a hand is played out in a few dozen clicks.
  const end = names.find((n) => n === 'cmd-done' || n === 'cmd-stop' || n === 'cmd-pass');
  if (end && (nt === 0 || rnd() < 0.35)) { await page.click(`[data-testid=${end}]`); return true; }
  if (nt > 0 && (nc === 0 || rnd() < 0.75)) {
    const k = Math.floor(rnd() * nt);
    const el = targets.nth(k);
    seen.add(((await el.getAttribute('class')) ?? '').split(' ').find((c) => c.startsWith('w18-')) ?? 'target');
    await el.click({ timeout: 2000 }).catch(async () => { await el.dispatchEvent('click'); });
    return true;
  }
  const others = names.filter((n) => n !== 'cmd-roads');
  const pick = others.length ? others[Math.floor(rnd() * others.length)]! : names[0]!;
  seen.add(pick.replace(/-\d.*$/, ''));
  await page.click(`[data-testid="${pick}"]`);
  return true;
}

test('browser: War of 1812, the first turn for both sides between two browser contexts, by clicks', { skip, timeout: 300000 }, async () => {
  const url = e2e.url;
  const errors: string[] = [];
  const { ctx: ctxB, page: brit } = await openPage(e2e, { width: 1400, height: 900 }, errors); // a laptop
  const { ctx: ctxA, page: amer } = await openPage(e2e, { width: 1400, height: 900 }, errors);
  await brit.goto(url);
  await registerIn(brit, 'Brock');
  const invite = await createOnline(brit, { game: 'war1812', side: 'british' });
  await joinByInvite(brit, amer, e2e, invite, 'Harrison', 'american');
  assert.match((await brit.locator('[data-testid=notice]').textContent()) ?? '', /charts/);

  // The map: places where a player who knows the war finds them (west to east, north to south).
  const box = async (id: string) => (await brit.locator(`[data-testid=place-${id}]`).boundingBox())!;
  await brit.click('[data-testid=region-all]');
  const [detroit, niagara, kingston, montreal, washington, orleans] = await Promise.all(['detroit', 'lewiston', 'kingston', 'montreal', 'washington', 'new-orleans'].map((id) => box(id).catch(() => null)));
  if (detroit && kingston && montreal && washington && orleans) {
    assert.ok(detroit.x < kingston.x && kingston.x < montreal.x, 'Detroit, Kingston, Montreal from west to east');
    assert.ok(montreal.y < washington.y && washington.y < orleans.y, 'Montreal, Washington, New Orleans from north to south');
    assert.ok(orleans.x < washington.x, 'New Orleans west of Washington');
    if (niagara) assert.ok(detroit.x < niagara.x && niagara.x < kingston.x, 'Niagara between Detroit and Kingston');
  }
  await shoot(brit, 'e2e-war1812-start.png');

  // A close-up of the Niagara front (Great Lakes view, zoomed in twice), to check that markers and names are legible.
  await brit.click('[data-testid=region-north]');
  await brit.click('[data-testid=zoom-in]');
  await brit.click('[data-testid=zoom-in]');
  const mb = (await brit.locator('.w18-map').boundingBox())!;
  await shootRegion(brit, 'e2e-war1812-closeup.png', { x: mb.x, y: mb.y, width: mb.width, height: mb.height });
  // Pan by dragging, zoom with the wheel: the map's window moves and shrinks.
  const vb0 = await brit.locator('.w18-map').getAttribute('viewBox');
  await brit.mouse.move(mb.x + mb.width / 2, mb.y + mb.height / 2);
  await brit.mouse.down();
  await brit.mouse.move(mb.x + mb.width / 2 - 120, mb.y + mb.height / 2 + 60, { steps: 6 });
  await brit.mouse.up();
  const vb1 = await brit.locator('.w18-map').getAttribute('viewBox');
  assert.notEqual(vb1, vb0, 'dragging pans the map');
  await brit.mouse.wheel(0, -300);
  await brit.waitForFunction((b) => document.querySelector('.w18-map')?.getAttribute('viewBox') !== b, vb1);
  const w = (x: string | null) => Number((x ?? '').split(' ')[2]);
  assert.ok(w(await brit.locator('.w18-map').getAttribute('viewBox')) < w(vb1), 'the wheel zooms in');
  // The Force Display is open: a click on a British expedition marker shows its leaders and units.
  await brit.click('[data-testid=region-north]');
  const marker = brit.locator('[data-testid^=stack-0-]').first();
  await marker.dispatchEvent('click');
  await brit.waitForSelector('[data-testid=details] .w18-leader');
  assert.match((await brit.locator('[data-testid=details]').textContent()) ?? '', /initiative \d · rank ★+ · tactics \d/);
  // The American sees the British hand only as a count, never its cards.
  const britCards = await brit.locator('[data-testid=hand] [data-testid^=card-]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
  assert.ok(britCards.length > 0);
  for (const c of britCards) assert.equal(await amer.locator(`[data-testid="${c}"]`).count(), 0, `the American screen shows no British card (${c})`);
  // The Force Display lists every expedition of both sides; a row shows its place on the map. The port chart too.
  await brit.click('[data-testid=force-display] summary');
  await brit.click('[data-testid=port-chart] summary');
  assert.ok(await amer.locator('[data-testid^=force-0-]').count() + (await brit.locator('[data-testid^=force-1-]').count()) > 0);
  const row = brit.locator('[data-testid^=force-1-]').first();
  await row.click();
  await brit.waitForSelector('[data-testid=details] [data-testid^=detail-1-]');
  await brit.locator('.w18-panel').screenshot({ path: `${ARTIFACTS}/e2e-war1812-panel.png` });
  await brit.click('[data-testid=force-display] summary');
  await brit.click('[data-testid=port-chart] summary');
  const peace = await brit.locator('[data-testid=peace]').textContent();
  assert.match(peace ?? '', /Peace Track/);
  assert.equal(await brit.locator('[data-testid=peace-british]').count(), 1);
  assert.equal(await brit.locator('[data-testid=peace-american]').count(), 1);

  const startTurn = await attr(brit, 'data-turn');
  let seed = 1812;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const seen = new Set<string>();
  let clicks = 0, shotOps = false, shotMove = false;
  for (let i = 0; i < 600; i++) {
    if ((await attr(brit, 'data-turn')) !== startTurn) break;
    let acted = false;
    for (const p of [brit, amer]) {
      const before = await attr(p, 'data-step');
      if (await clickSomething(p, rnd, seen)) {
        acted = true;
        clicks++;
        await p.waitForFunction((b) => document.querySelector('[data-testid=board]')?.getAttribute('data-step') !== b || !!document.querySelector('[data-testid=menu]') || !!document.querySelector('[data-testid=error]'), before, { timeout: 5000 }).catch(() => {});
      }
      const phase = await attr(p, 'data-phase');
      if (!shotOps && phase === 'ops' && (await p.locator('.w18-target').count()) > 0) { await shoot(p, 'e2e-war1812-ops.png'); shotOps = true; }
      if (!shotMove && phase === 'move' && (await p.locator('[data-testid=mover]').count()) > 0) { await shoot(p, 'e2e-war1812-move.png'); shotMove = true; }
    }
    if (!acted) await brit.waitForTimeout(100);
  }
  const endTurn = await attr(brit, 'data-turn');
  assert.notEqual(endTurn, startTurn, `the first turn ended after ${clicks} clicks`);
  assert.ok(seen.has('ops') && seen.has('w18-target'), `cards were played for OPs and places clicked (${[...seen].join(', ')})`);
  await shoot(brit, 'e2e-war1812-british.png');
  await shoot(amer, 'e2e-war1812-american.png');

  // The log names places and cards in words.
  const logText = (await brit.locator('[data-testid=log]').textContent()) ?? '';
  assert.match(logText, /plays [A-Z][^.[]+ \(\d\) for (its event|\d Operations Points)/);
  assert.doesNotMatch(logText, /\{\w+\}/);

  // Japanese: the board's words and the log.
  await amer.click('[data-testid=lang]');
  await amer.waitForFunction(() => /和平トラック/.test(document.querySelector('[data-testid=peace]')?.textContent ?? ''));
  assert.doesNotMatch((await amer.locator('[data-testid=prompt]').textContent()) ?? '', /[a-z]{4,} [a-z]{4,}/);
  await shoot(amer, 'e2e-war1812-ja.png');

  // A phone: the map fits the screen's width and the panel follows below it.
  const { ctx: ctxP, page: phone } = await openPage(e2e, { width: 390, height: 844 }, errors, { deviceScaleFactor: 2 });
  await ctxP.addCookies(await ctxB.cookies());
  await phone.goto(brit.url());
  await phone.waitForSelector('[data-testid=board]');
  await shoot(phone, 'e2e-war1812-phone.png');
  const widths = await phone.evaluate(() => ['.w18', '.w18-tracks', '.w18-main', '.w18-mapcol', '.w18-panel', '.board-area', '.game-body', 'main'].map((q) => `${q}:${document.querySelector(q)?.getBoundingClientRect().width}`).join(' '));
  const mapBox = (await phone.locator('.w18-map').boundingBox())!;
  assert.ok(mapBox.width <= 390 && mapBox.width > 300, `map width on a phone ${mapBox.width} (${widths})`);

  assert.deepEqual(errors, []);
  await ctxP.close();
  await ctxA.close();
  await ctxB.close();
});

test('browser: War of 1812 against the computer and at one screen (hot seat), from the lobby', { skip, timeout: 240000 }, async () => {
  const errors: string[] = [];
  const { ctx, page } = await openPage(e2e, { width: 1400, height: 900 }, errors);
  await page.goto(e2e.url);
  await registerIn(page, 'Madison');
  // Against the computer (random moves), as the Americans, who play first in June 1812.
  await page.selectOption('[data-testid=game-select]', 'war1812');
  await page.click('[data-testid=mode-computer]');
  await page.click('[data-testid=side-american]');
  await page.selectOption('[data-testid=level]', 'random');
  await page.click('[data-testid=create]');
  await page.waitForSelector('[data-testid=board]');
  let seed = 99;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const seen = new Set<string>();
  const britishPlayed = async () => /British plays /.test((await page.locator('[data-testid=log]').textContent()) ?? '');
  for (let i = 0; i < 200 && !(await britishPlayed()); i++) {
    const before = await attr(page, 'data-step');
    if (await clickSomething(page, rnd, seen)) {
      await page.waitForFunction((b) => document.querySelector('[data-testid=board]')?.getAttribute('data-step') !== b || !!document.querySelector('[data-testid=menu]'), before, { timeout: 5000 }).catch(() => {});
    } else await page.waitForTimeout(200);
  }
  assert.ok(await britishPlayed(), 'the computer played a British card after the American one');
  await shoot(page, 'e2e-war1812-computer.png');

  // Hot seat: one account holds both sides; the hand-over screen hides each hand until its player confirms.
  await page.goto(e2e.url);
  await page.selectOption('[data-testid=game-select]', 'war1812');
  await page.click('[data-testid=mode-hotseat]');
  await page.click('[data-testid=create]');
  await page.waitForSelector('[data-testid=handover]');
  await page.click('[data-testid=handover-confirm]');
  await page.waitForSelector('[data-testid=board][data-active=american]');
  const ops = page.locator('[data-testid$=-ops]:not([disabled])').first();
  await ops.click();
  await page.waitForFunction(() => document.querySelector('[data-testid=board]')?.getAttribute('data-phase') !== 'play' || !!document.querySelector('[data-testid=handover]'));
  assert.deepEqual(errors, []);
  await ctx.close();
});

// Not yet run green: on the shared machine (load 40-50 on 2 cores) the server did not start within its 30 s when it
// was written; run it with W18_KEYBOARD=1 and drop this switch once it passes.
const kbdSkip = skip || (process.env.W18_KEYBOARD ? false : 'set W18_KEYBOARD=1 (not yet run green)');
test('keyboard: War of 1812 at one screen without a single mouse event (a card for OPs, an activation, a move with its preview, Escape), axe-clean board', { skip: kbdSkip, timeout: 240000 }, async () => {
  const { expectAccessible } = await import('./axe.js');
  const { focused, pointerEvents, tabAndPress, tabTo, watchPointer } = await import('./keyboard-helpers.js');
  const errors: string[] = [];
  const { ctx, page } = await openPage(e2e, { width: 1400, height: 900 }, errors);
  await watchPointer(page);
  await page.goto(e2e.url);
  await page.waitForSelector('input[name=name]');
  await tabTo(page, 'input[name=name]');
  await page.keyboard.type('Monroe');
  await tabTo(page, 'input[name=password]');
  await page.keyboard.type('password-1');
  await tabAndPress(page, '[data-testid=register]');
  await page.waitForSelector('[data-testid=who]');
  await tabTo(page, '[data-testid=game-select]');
  for (let i = 0; i < 8 && (await page.locator('[data-testid=game-select]').inputValue()) !== 'war1812'; i++) {
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(200);
  }
  assert.equal(await page.locator('[data-testid=game-select]').inputValue(), 'war1812');
  await tabTo(page, '[name=mode]:checked');
  for (let i = 0; i < 3 && !(await page.locator('[data-testid=mode-hotseat]').isChecked()); i++) await page.keyboard.press('ArrowDown');
  assert.ok(await page.locator('[data-testid=mode-hotseat]').isChecked(), 'hot seat chosen with the arrow keys');
  await tabAndPress(page, '[data-testid=create]');
  await page.waitForSelector('[data-testid=handover]');
  await tabAndPress(page, '[data-testid=handover-confirm]');
  await page.waitForSelector('[data-testid=board][data-active=american]');
  await expectAccessible(page, 'the War of 1812 board at its first decision', { include: '[data-testid=board]' });

  // A card for its Operations Points: Tab to its OPs button (named with the card), Enter.
  const opsName = await page.locator('[data-testid$=-ops]:not([disabled])').first().getAttribute('aria-label');
  assert.match(opsName ?? '', /^\d OPs: \S/, 'the OPs button names its card');
  await tabAndPress(page, '[data-testid$=-ops]:not([disabled])');
  await page.waitForSelector('[data-testid=board][data-phase=ops]');
  // Activate an expedition by its marker on the map (a focusable button with a name).
  await tabTo(page, '.w18-stack[data-target="1"]', { max: 300 });
  assert.match((await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '', /^Activate: American expedition/);
  await shoot(page, 'e2e-war1812-keyboard-focus.png');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid=board][data-phase=move]');
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'prompt', null, { timeout: 5000 })
    .catch(async () => assert.fail(`after the activation the focus is on ${await focused(page)}, not the prompt`));
  // A highlighted place: the arrow keys move between targets; Enter opens its choices (or moves at once).
  const targets = await page.locator('.w18-target').count();
  if (targets > 0) {
    await tabTo(page, '.w18-target', { max: 300 });
    const first = await page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
    if (targets > 1) {
      for (const k of ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp']) {
        await page.keyboard.press(k);
        if ((await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))) !== first) break;
      }
      assert.notEqual(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), first, 'an arrow key moves to another target');
    }
    const step = await attr(page, 'data-step');
    await page.keyboard.press('Enter');
    await page.waitForFunction((b) => document.querySelector('[data-testid=board]')?.getAttribute('data-step') !== b || !!document.querySelector('[data-testid=menu]'), step);
    if (await page.locator('[data-testid=menu]').count()) {
      assert.ok(await page.evaluate(() => !!document.activeElement?.closest('[data-testid=menu]')), 'the menu takes the focus');
      await shoot(page, 'e2e-war1812-keyboard-menu.png');
      await page.keyboard.press('Escape');
      await page.waitForSelector('[data-testid=menu]', { state: 'detached' });
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'prompt', 'Escape closes the menu, the focus on the prompt');
    }
  }
  // Stop the expedition from the side panel.
  await tabAndPress(page, '[data-testid=cmd-stop]', 'Enter', { max: 300 });
  await page.waitForFunction(() => document.querySelector('[data-testid=board]')?.getAttribute('data-phase') !== 'move');
  assert.deepEqual(await pointerEvents(page), [], 'not a single pointer or mouse event');
  assert.deepEqual(errors, []);
  await ctx.close();
});
