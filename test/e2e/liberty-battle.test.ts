/**
 * Browser test for issue 18, points 3 and 4 on Liberty: a hot-seat game is played through the API (moves
 * steered into enemy hexes) until a battle is fought, then opened in Chromium at 1400×900: the battle panel is
 * beside the map and inside the screen, lists the blocks in firing order, and its log lines are whole; the
 * battle is fought by clicks to its end, the dice of each fire shown. Ending a move with points left asks first.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { APIRequestContext, Page } from 'playwright-core';
import { getGame } from '../../src/games/registry.js';
import { openPage, registerIn, shoot, skipReason, useBrowserServer } from './helpers.js';
import { clickSomething, seeded, settle, type Driver } from './liberty-driver.js';

const skip = skipReason(!getGame('liberty') ? 'the Liberty engine is not registered' : false);
const e2e = useBrowserServer('muster-e2e-lib-battle-', skip);

type Act = { type: string; [k: string]: unknown };
interface SideView { view: { step: number; active: string[]; actions: Act[]; state: { phase: string; battle: unknown; blocks: { side: string; loc: number }[]; mover: string | null; points: number } } }

/** One action for `side`, steered toward a battle: into hexes with enemy blocks, fight what can be fought, else on. */
function steer(v: SideView['view'], side: string, rnd: () => number): Act {
  const acts = v.actions;
  const enemyAt = new Set(v.state.blocks.filter((b) => b.side !== side).map((b) => b.loc));
  const pick = (l: Act[]) => l[Math.floor(rnd() * l.length)]!;
  const of = (t: string) => acts.filter((a) => a.type === t);
  if (of('battle').length) return pick(of('battle'));
  const attack = acts.filter((a) => (a.type === 'step' || a.type === 'river') && enemyAt.has(a.to as number));
  if (attack.length) return pick(attack);
  for (const t of ['card', 'group', 'block', 'step', 'stop', 'done', 'place', 'supply']) if (of(t).length) return pick(of(t));
  return pick(acts.filter((a) => a.type !== 'draw') .length ? acts.filter((a) => a.type !== 'draw') : acts);
}

async function view(req: APIRequestContext, id: string, side: string): Promise<SideView['view']> {
  const r = await req.get(`/api/games/${id}/view?side=${side}`);
  return ((await r.json()) as SideView).view;
}

/** Plays the hot-seat game through the API until `until` holds for the active side's view (or gives up). */
async function playApi(req: APIRequestContext, id: string, until: (v: SideView['view']) => boolean, rnd: () => number): Promise<SideView['view'] | null> {
  for (let i = 0; i < 3000; i++) {
    const v0 = await view(req, id, 'british');
    const side = v0.active[0];
    if (!side) return null;
    const v = side === 'british' ? v0 : await view(req, id, side);
    if (until(v)) return v;
    const r = await req.post(`/api/games/${id}/act`, { data: { side, step: v.step, action: steer(v, side, rnd) } });
    if (r.status() === 429) await new Promise((res) => setTimeout(res, 1000));
  }
  return null;
}

async function openHotSeat(page: Page, id: string) {
  await page.goto(`${e2e.url}/#/game/${id}`);
  await page.waitForSelector('[data-testid=handover-confirm], [data-testid=board]');
  if (await page.locator('[data-testid=handover-confirm]').count()) await page.click('[data-testid=handover-confirm]');
  await page.waitForSelector('[data-testid=board]');
}

test('browser: Liberty battle beside the map at 1400×900, blocks in firing order, whole log lines, dice; End with points left asks first', { skip, timeout: 420000 }, async () => {
  const errors: string[] = [];
  const { ctx, page } = await openPage(e2e, { width: 1400, height: 900 }, errors);
  await page.goto(e2e.url);
  await registerIn(page, 'Cornwallis');
  const req = ctx.request;
  const created = await (await req.post(`${e2e.url}/api/games`, { data: { game: 'liberty', mode: 'hotseat' } })).json() as { game: { id: string } };
  const id = created.game.id;
  await req.post(`${e2e.url}/api/games/${id}/contribute`, { data: { contributions: { british: 'b'.repeat(32), american: 'a'.repeat(32) } } });
  const api = { get: (p: string) => req.get(e2e.url + p), post: (p: string, o: { data: unknown }) => req.post(e2e.url + p, o) } as unknown as APIRequestContext;
  const rnd = seeded(31);

  // Point 4: in the movement phase with points left, End asks before it ends the turn.
  const mv = await playApi(api, id, (v) => v.state.phase === 'move' && v.state.points > 0 && v.actions.some((a) => a.type === 'end') && v.actions.length > 1, rnd);
  assert.ok(mv, 'a movement decision with points left');
  await openHotSeat(page, id);
  const step0 = await page.locator('[data-testid=board]').getAttribute('data-step');
  await page.click('[data-testid=cmd-end]');
  await page.waitForSelector('[data-testid=confirm]');
  assert.match((await page.locator('[data-testid=confirm]').textContent()) ?? '', /point\(s\) unused/);
  assert.equal(await page.locator('[data-testid=board]').getAttribute('data-step'), step0, 'nothing sent before the confirmation');
  await shoot(page, 'e2e-liberty-confirm-end.png');
  await page.click('[data-testid=confirm-no]');
  assert.equal(await page.locator('[data-testid=confirm]').count(), 0);

  // Point 3: a battle.
  const bv = await playApi(api, id, (v) => !!v.state.battle && v.actions.length > 0, rnd);
  assert.ok(bv, 'a battle was reached');
  await openHotSeat(page, id);
  const panel = page.locator('[data-testid=battle]');
  await panel.waitFor();
  const pb = (await panel.boundingBox())!, fb = (await page.locator('[data-testid=map-frame]').boundingBox())!;
  assert.ok(pb.y < 900 - 60 && pb.x >= fb.x + fb.width - 4, `the battle panel is beside the map and on screen (${JSON.stringify(pb)}, map ${JSON.stringify(fb)})`);
  const letters = await page.locator('[data-testid=fire-order] li[data-block] .lib-fo-face small').allTextContents();
  assert.deepEqual([...letters].map((x) => x[0]), [...letters].map((x) => x[0]).sort(), `firing order ${letters.join(' ')}`);
  // the battle hex is in view
  const hex = await page.evaluate(() => {
    const el = document.querySelector('[data-testid=map-frame] polygon[stroke="#ff3b00"]');
    const f = document.querySelector('[data-testid=map-frame]')!.getBoundingClientRect();
    if (!el) return false;
    const r = el.getBoundingClientRect();
    return r.x + r.width / 2 > f.left && r.x + r.width / 2 < f.right && r.y + r.height / 2 > f.top && r.y + r.height / 2 < f.bottom;
  });
  assert.ok(hex, 'the battle hex is in view');
  await shoot(page, 'e2e-liberty-battle.png');
  // fight it out by clicks (both seats are this player's: the hand-over screen between sides is confirmed)
  const d: Driver = { clicks: 0, checked: 0, prompts: [] };
  let sawDice = false;
  for (let i = 0; i < 200 && (await panel.count()) + (await page.locator('[data-testid=handover-confirm]').count()) > 0; i++) {
    if (await page.locator('[data-testid=handover-confirm]').count()) { await page.click('[data-testid=handover-confirm]'); await page.waitForSelector('[data-testid=board]'); continue; }
    if (await page.locator('[data-testid=dice]').count()) {
      sawDice = true;
      // log lines wrap instead of being cut: no line is wider than its list
      const cut = await page.locator('[data-testid=battle-log] li').evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).length);
      assert.equal(cut, 0, 'battle log lines are whole');
    }
    const before = await page.locator('[data-testid=board]').getAttribute('data-step');
    // until a fire has shown its dice, fire when offered (a random driver may retreat first and see none)
    const fire = page.locator('[data-testid=menu] button:has-text("Fire"), [data-testid^=battle-fire-]');
    if (!sawDice && await fire.count()) { await fire.first().click(); await settle(page, before); continue; }
    if (await clickSomething(page, rnd, d)) await settle(page, before); else await page.waitForTimeout(200);
  }
  assert.ok(sawDice, `the dice of a fire were shown; prompts: ${d.prompts.join(' | ')}`);
  await shoot(page, 'e2e-liberty-after-battle.png');
  assert.deepEqual(errors, []);
  await ctx.close();
});
