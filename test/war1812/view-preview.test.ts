/**
 * The view tells the side moving an expedition what each offered move would bring, before it is made, so that a
 * screen never recomputes a rule: the Wilderness Movement roll (chart: its modifiers and the die needed), the battle
 * (8.2-8.4: both sides' modifiers and asterisks, the fort, the local defenders, the result of each die) and the
 * militia who roll for desertion (6.8). The previews are the engine's own numbers: what the engine then rolls is
 * what the preview said.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { War1812View } from '../../src/games/war1812/view.js';
import { actLog, bare, dice, exp, gar, S, war1812 } from './helpers.js';

const view = (s: Parameters<typeof war1812.view>[0], side: string) => war1812.view(s, side) as War1812View;

function mover(side: 0 | 1, id: string, at: string, leaders: string[], u: Record<string, number>) {
  const s = bare();
  exp(s, side, id, at, leaders, u);
  s.phase = 'move';
  s.active = side;
  s.mover = { stack: 0, mp: 4, from: S(at), touched: 0, moved: false };
  return s;
}

test('war1812 chart: Wilderness Movement, the view shows the modifiers and the die needed before the roll', () => {
  // Harrison (tactics 2) with rangers by trail into a British-held St. Joseph: tactics +2, enemy -1 → needs 6+
  const s = mover(1, '1', 'detroit', ['harrison'], { ranger: 3 });
  gar(s, 0, 'st-joseph', { indian: 1 });
  const p = view(s, 'american').moves.find((m) => m.type === 'trail' && m.to === S('st-joseph'))!;
  assert.deepEqual(p.wilderness, { mods: { tactics: 2, enemy: -1 }, total: 1, needDie: 6 });
  assert.equal(view(s, 'british').moves.length, 0, 'the other side gets no preview');
  assert.equal(view(s, 'observer').moves.length, 0);
  const fail = actLog(dice(s, [5]), 1, { type: 'trail', to: S('st-joseph') });
  assert.ok(fail.log.some((e) => e.key === 'w.wildernessFail'), 'a 5 is one short');
  const ok = actLog(dice(s, [6, 0, 0]), 1, { type: 'trail', to: S('st-joseph') });
  assert.ok(ok.log.some((e) => e.key === 'w.wildernessOk'), 'a 6 succeeds');
});

test('war1812 8.3-8.4: the view previews a battle with both sides\' modifiers, asterisks and the result of each die', () => {
  // Brock (tactics 3) with regulars, artillery and cavalry against an American fort with a garrison
  const s = mover(0, 'A', 'queenston', ['brock'], { regular: 4, artillery: 1, cavalry: 1 });
  gar(s, 1, 'lewiston', { regular: 2, militia: 1 });
  s.control[S('lewiston')] = 1;
  s.fort[S('lewiston')] = 1;
  const p = view(s, 'british').moves.find((m) => m.to === S('lewiston'))!;
  const b = p.battle!;
  assert.ok(b, 'entering Lewiston is an attack');
  assert.equal(b.aSP, 6);
  assert.equal(b.fort, 1);
  assert.deepEqual(b.aMods, { tactics: 3, regulars: 1 });
  assert.equal(b.dMods['fort'], 1, 'the fort adds its level to the defender\'s roll');
  assert.deepEqual(b.aStars, { artillery: 1 }, 'artillery attacking a fort: +1*; cavalry gets none against a fort');
  for (const die of [0, 4, 9]) {
    const r = actLog(dice(s, [die, die, die]), 0, { type: 'move', to: S('lewiston') });
    const e = r.log.find((x) => x.key === 'w.battle' || x.key === 'w.battleFort')!;
    const aDie = Number(e.params!.aDie);
    assert.equal(aDie, die);
    assert.deepEqual(b.aResults[aDie], [e.params!.aHits, e.params!.aStars], `the preview's result for a roll of ${aDie} is the battle's`);
  }
});

test('war1812 6.8: the view says how many militia roll for desertion on crossing the border', () => {
  const s = mover(0, 'A', 'queenston', ['brock'], { regular: 2, militia: 2, fencible: 1 });
  const m = view(s, 'british').moves.find((x) => x.to === S('lewiston'));
  if (m) assert.equal(m.deserters, 3, 'militia and fencibles crossing into the US');
  const home = view(s, 'british').moves.find((x) => x.to === S('burlington-heights'));
  if (home) assert.equal(home.deserters, 0);
  assert.ok(m || home);
});
