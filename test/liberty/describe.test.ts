import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { defaultLibertyPack } from '../../src/games/liberty/data/pack.js';
import { apply } from '../../src/core/engine.js';
import type { LibertyAction } from '../../src/games/liberty/actions.js';
import { compiledFor, describeLibertyAction, liberty, registerLibertyPack } from '../../src/games/liberty/index.js';
import { LOC, type LibertyState } from '../../src/games/liberty/state.js';

test('liberty: describeAction names blocks from the pack in the options it is given, default pack otherwise', () => {
  const pack = structuredClone(defaultLibertyPack);
  pack.blocks[0] = { ...pack.blocks[0]!, name: 'Renamed General', nameJa: '改名将軍' };
  registerLibertyPack('describe-test', pack);
  const a = { type: 'supply', block: 0 } as const;
  const shipped = defaultLibertyPack.blocks[0]!.name;
  assert.equal(liberty.describeAction(a, 'en'), `supply step to ${shipped}`);
  assert.equal((liberty.describeAction as (x: unknown, l: 'en' | 'ja', o: unknown) => string)(a, 'en', { pack: 'describe-test' }), 'supply step to Renamed General');
  assert.equal(describeLibertyAction(a, 'ja', 'describe-test'), '改名将軍に補給');
  // An unknown pack id does not throw: the default pack names the ids.
  assert.equal(describeLibertyAction(a, 'en', 'no-such-pack'), `supply step to ${shipped}`);
});

/** Every legal action of every state of a few seeded playthroughs (no bot: a fixed generator). */
function seededActions(): { a: LibertyAction; side: string }[] {
  const out: { a: LibertyAction; side: string }[] = [];
  for (const [seed, mul] of [['a', 1103515245], ['b', 69069], ['c', 1664525]] as const) {
    let s = liberty.setup(seed, liberty.parseOptions({})) as LibertyState;
    let r = 12345;
    const rnd = (n: number) => { r = (r * mul + 12345) % 2147483648; return r % n; };
    for (let i = 0; i < 300 && !liberty.result(s); i++) {
      const side = liberty.activeSides(s)[0]!;
      const acts = liberty.legalActions(s, side);
      for (const a of acts) out.push({ a, side });
      const b = acts.find((x) => x.type === 'battle' || x.type === 'step' || x.type === 'place');
      s = apply(liberty, s, side, b && rnd(2) ? b : acts[rnd(acts.length)]!).state;
    }
  }
  return out;
}
const seeded = seededActions();

test('liberty: the English action descriptions are unchanged, byte for byte (every legal action of three seeded playthroughs)', () => {
  const text = seeded.map(({ a, side }) => `${side} ${JSON.stringify(a)} ${liberty.describeAction(a, 'en')}`).join('\n');
  const types = new Set<string>(seeded.map(({ a }) => a.type));
  for (const t of ['card', 'supply', 'group', 'block', 'step', 'river', 'place', 'battle', 'battle-fire', 'battle-retreat', 'battle-regroup', 'disband', 'capture', 'offer']) assert.ok(types.has(t), `no ${t} action in the playthroughs`);
  assert.ok(seeded.some(({ a }) => a.type === 'step' && a.to === LOC.ATLANTIC), 'no sea move to the Atlantic box');
  assert.equal(seeded.length, 916);
  assert.equal(createHash('sha256').update(text).digest('hex'), '6f97b6cc26deb2267400b0c12829ebadd5b070ea2b983b1f5313851c119e4378');
});

test('liberty: Japanese action descriptions name towns, spaces and blocks by the pack\'s nameJa, else the English name', () => {
  const c = compiledFor('default');
  const boston = c.map.townName.indexOf('Boston');
  const newYork = c.map.townName.indexOf('New York');
  const howe = c.blocks.index['howe']!;
  const ja = (a: LibertyAction, pack?: string) => describeLibertyAction(a, 'ja', pack);
  assert.equal(ja({ type: 'step', to: boston }), 'ボストンへ');
  assert.equal(ja({ type: 'step', to: LOC.ATLANTIC }), '大西洋ボックスへ');
  assert.equal(ja({ type: 'block', block: howe }), 'ハウを選ぶ');
  assert.equal(ja({ type: 'place', to: newYork }), 'ニューヨークに配置');
  assert.equal(ja({ type: 'battle-retreat', block: howe, to: LOC.BWI }), 'ハウが英領西インド諸島へ退却');
  // English stays English
  assert.equal(liberty.describeAction({ type: 'step', to: LOC.ATLANTIC }, 'en'), 'to atlantic');
  assert.equal(liberty.describeAction({ type: 'step', to: boston }, 'en'), 'to Boston');
  // a pack without nameJa: the English names
  const pack = structuredClone(defaultLibertyPack);
  for (const h of pack.hexes) if (h.town?.name === 'Boston') delete h.town.nameJa;
  for (const s of pack.spaces) delete s.nameJa;
  for (const b of pack.blocks) if (b.id === 'howe') delete b.nameJa;
  registerLibertyPack('describe-test-no-ja', pack);
  assert.equal(ja({ type: 'step', to: boston }, 'describe-test-no-ja'), 'Bostonへ');
  assert.equal(ja({ type: 'step', to: LOC.ATLANTIC }, 'describe-test-no-ja'), 'Atlanticへ');
  assert.equal(ja({ type: 'block', block: howe }, 'describe-test-no-ja'), 'Howeを選ぶ');
  assert.equal(ja({ type: 'place', to: newYork }, 'describe-test-no-ja'), 'ニューヨークに配置');
});
