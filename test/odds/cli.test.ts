import { test } from 'node:test';
import assert from 'node:assert/strict';
import { oddsForFile } from '../../src/cli/odds.ts';
import { liberty, compiledFor } from '../../src/games/liberty/index.ts';
import { savePosition } from '../../src/core/position.ts';
import { libertyOddsForView } from '../../src/odds/liberty-view.ts';
import { libertyOdds } from '../../src/odds/liberty.ts';
import { ProtocolSession } from '../../src/core/protocol.ts';
import { getGame, listGames } from '../../src/games/registry.ts';
import { oddsReply } from '../../src/cli/engine.ts';
import type { LibertyState } from '../../src/games/liberty/state.ts';

/** Random play of the real game until a land battle is being fought (no warship in it). */
function someBattle(seed: number): LibertyState | null {
  let s = liberty.setup(seed, liberty.defaultOptions, null);
  let x = seed;
  const rnd = (n: number) => { x = (Math.imul(x, 1103515245) + 12345) >>> 0; return x % n; };
  const c = compiledFor('default');
  for (let i = 0; i < 3000 && !liberty.result(s); i++) {
    const bs = s.battle;
    if (bs && bs.step === 'fight' && !bs.atSea && !bs.blocks.some((b) => c.blocks.warship[b])) return s;
    const side = liberty.activeSides(s)[0]!;
    const acts = liberty.legalActions(s, side);
    s = liberty.clone(s);
    liberty.applyInPlace(s, side, acts[rnd(acts.length)]!, null);
  }
  return null;
}

test('odds cli: a position file gives the odds of the battle from the chosen side\'s view; a battle description gives libertyOdds', async () => {
  let s: LibertyState | null = null;
  for (let seed = 1; seed < 40 && !s; seed++) s = someBattle(seed);
  assert.ok(s, 'found a battle in random play');
  const file = savePosition(liberty, s, liberty.defaultOptions);
  const c = compiledFor('default');
  for (const side of ['british', 'american'] as const) {
    const viaCli = await oddsForFile('liberty', JSON.parse(JSON.stringify(file)), { side });
    const direct = libertyOddsForView(c, liberty.view(s, side), s.battle!.hex);
    assert.deepEqual(viaCli, direct);
    assert.ok(Math.abs((direct as { total: number }).total - 1) < 1e-9);
  }
  const b = { attacker: [{ name: 'x', steps: 2, letter: 'C', number: 2 }], defender: [{ name: 'y', steps: 2, letter: 'C', number: 2 }] };
  assert.deepEqual(await oddsForFile('liberty', { game: 'liberty', battle: b }), libertyOdds({ ...b, policy: {} } as never));
});

test('odds protocol: {"cmd":"odds","side":…} gives the same figures as the CLI, from the side\'s view', async () => {
  let s: LibertyState | null = null;
  for (let seed = 1; seed < 40 && !s; seed++) s = someBattle(seed);
  assert.ok(s);
  const file = savePosition(liberty, s, liberty.defaultOptions);
  const session = new ProtocolSession({ getGame, listGames });
  assert.equal(session.handleLine(JSON.stringify({ cmd: 'load', position: file })).ok, true);
  for (const side of ['british', 'american'] as const) {
    const r = await oddsReply(session, { cmd: 'odds', side });
    assert.equal(r.ok, true, JSON.stringify(r));
    assert.deepEqual(r.odds, await oddsForFile('liberty', JSON.parse(JSON.stringify(file)), { side }));
  }
  const d = await oddsReply(session, { cmd: 'odds', fire: { dice: 3, firepower: 2 }, target: { cards: [{ name: 'a', cv: 2, morale: 3 }] } });
  assert.equal(d.ok, true);
  assert.equal(d.odds.hits.length, 4);
});

test('odds in muster play: "odds" at the prompt prints the battle odds from the player\'s own view', async () => {
  const { playOddsLine } = await import('../../src/cli/odds.ts');
  let s: LibertyState | null = null;
  for (let seed = 1; seed < 40 && !s; seed++) s = someBattle(seed);
  assert.ok(s);
  const line = await playOddsLine('liberty', liberty.view(s, 'british'), '', liberty.defaultOptions);
  assert.match(line, /^odds \(exact\): attacker holds \d+\.\d%, defender holds \d+\.\d%/);
  assert.match(await playOddsLine('dixie', {}, '', {}), /only Liberty/);
});
