import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LOC, type LibertyState } from '../../src/games/liberty/state.js';
import { startWinter, canDisband, attritionLocations } from '../../src/games/liberty/winter.js';
import { logFor } from '../../src/core/log.js';
import { B, H, act, c, has, legal, liberty, pos } from './helpers.js';

const strong = { line1: { at: 'New York' }, line2: { at: 'Philadelphia' }, line3: { at: 'Charleston' }, line4: { at: 'Boston' }, line5: { at: 'Quebec' }, loyal1: { at: 'Montreal' }, rn2: { at: 'bwi' } };
// The last move of the year's last turn (3.0), no point left: the position a winter starts from (a loaded position
// must leave the side to act something to do).
function winterOf(year: number, blocks: Record<string, unknown>, dice: number[] = [], extra: Record<string, unknown> = {}): LibertyState {
  const s = pos({ year, turn: 5, phase: 'move', p1: 'british', mover: 'british', points: 0, blocks, handSize: 5, ...extra }, dice.length ? dice : undefined);
  startWinter(c, s, null);
  return s;
}

test('liberty 11.1: the British win with 30 or more supply points, the Americans below 12, and at the end of 1783 ("1873")', () => {
  const big = { ...strong, hessian1: { at: 'Savannah' }, hessian2: { at: 'Newport' }, hessian3: { at: 'Baltimore' }, guards: { at: 'Norfolk' }, br_light: { at: 'Albany' }, jaegers: { at: 'New Haven' } };
  const w = winterOf(1777, big);
  assert.equal(w.result?.winner, 'british');
  assert.ok(Number(w.result!.params!.points) >= 30);
  const l = winterOf(1777, { line1: { at: 'Quebec' } });
  assert.equal(l.result?.winner, 'american', 'below 12');
  const e = winterOf(1783, strong);
  assert.equal(e.result?.winner, 'american', 'end of 1783 without a British win');
  assert.equal(e.result?.reason, 'lib.winEnd');
  const d = pos({ year: 1783, turn: 5, phase: 'move', p1: 'british', mover: 'british', points: 0, blocks: { ...strong, hessian1: { at: 'Savannah' }, hessian2: { at: 'Newport' } }, handSize: 5 }, undefined, { drawBand: true });
  startWinter(c, d, null);
  assert.equal(d.result?.winner, null, 'optional draw band 25-29 (dossier §7.12)');
  const nd = winterOf(1783, { ...strong, hessian1: { at: 'Savannah' }, hessian2: { at: 'Newport' } });
  assert.equal(nd.result?.winner, 'american', 'the draw band is off by default');
});

test('liberty 11.0: winter steps in order — victory, French entry roll, disbanding, attrition, exchange', () => {
  const s = winterOf(1777, { ...strong, guards: { at: 'atlantic' } }, [6, 6]);
  assert.equal(s.result, null);
  assert.equal(s.frenchEntered, true, 'French roll after the victory check');
  assert.equal(s.winter!.step, 'disband');
  assert.equal(s.loc[B('guards')], LOC.POOL, '11.3: the whole Atlantic box disbands');
  assert.equal(s.winter!.side, 'british');
});

test('liberty 11.3: British and French disband only in or next to a friendly port; Americans, Loyalists, Indians in any town; Yorktown shuts the Chesapeake', () => {
  const s = winterOf(1777, { ...strong, hessian1: { at: 'r16c4' }, hessian2: { at: 'r13c3' }, loyal2: { at: 'Augusta' }, mil1: { at: 'Albany' }, mil2: { at: 'r16c4' } }, [1, 1]);
  assert.equal(canDisband(c, s, 'british', B('line1')), true, 'in a friendly port (New York)');
  assert.equal(canDisband(c, s, 'british', B('hessian1')), false, 'not next to a friendly port');
  assert.equal(canDisband(c, s, 'british', B('loyal2')), true, 'a Loyalist in any town');
  assert.equal(canDisband(c, s, 'american', B('mil1')), true, 'Americans in any town');
  assert.equal(canDisband(c, s, 'american', B('mil2')), false, 'not outside a town');
  const t = winterOf(1777, { ...strong, line2: { at: 'Savannah' }, hessian3: { at: 'Baltimore' }, mil3: { at: 'Yorktown' } }, [1, 1], { control: { r11c3: 'british' } });
  assert.equal(canDisband(c, t, 'british', B('hessian3')), false, 'enemy-held Yorktown blocks disbanding at the Chesapeake ports');
  let u = act(s, 'british', { type: 'disband', block: B('line1') });
  assert.equal(u.loc[B('line1')], LOC.POOL);
  u = act(u, 'british', { type: 'end' });
  assert.equal(u.winter!.side, 'american');
});

test('liberty 11.3 (issue 23): an enemy-held choke point prevents any disbanding in its port — a British block in Philadelphia with Dover American-held does not disband, even next to an open New York; blocks elsewhere still disband through an open port next to them', () => {
  // 11.3 「ヨークタウンの敵の占領はチェサピーク湾港でのいかなる解散をも妨げる。ドーヴァーは同じ効果をフィラデルフィアに対してもたらす。」
  // The strong position has line1 in New York and line2 in Philadelphia (next to each other); hessian1 stands in Newark,
  // next to both ports. Old reading: line2 could disband through New York.
  const shut = winterOf(1777, { ...strong, hessian1: { at: 'Newark' }, mil3: { at: 'Dover' } }, [1, 1]);
  assert.equal(shut.winter!.step, 'disband');
  assert.equal(canDisband(c, shut, 'british', B('line2')), false, 'Dover is American-held: nothing disbands in Philadelphia');
  assert.ok(!has(shut, 'british', { type: 'disband', block: B('line2') }));
  assert.equal(canDisband(c, shut, 'british', B('line1')), true, 'New York is open');
  assert.equal(canDisband(c, shut, 'british', B('hessian1')), true, 'Newark, next to the open New York');
  const open = winterOf(1777, { ...strong, hessian1: { at: 'Newark' } }, [1, 1]);
  assert.equal(canDisband(c, open, 'british', B('line2')), true, 'Dover not held by the enemy: Philadelphia is an open port');
});

test('liberty 11.4: winter attrition — blocks over the supply value are captured; unnumbered towns supply nothing; leaders supply themselves + strength−1', () => {
  const s = winterOf(1777, { ...strong, hessian1: { at: 'Augusta' }, hessian2: { at: 'Augusta' }, howe: { at: 'St. Johns', steps: 3 }, hessian3: { at: 'St. Johns' }, guards: { at: 'St. Johns' }, jaegers: { at: 'Oswego', steps: 1 } }, [1, 1]);
  let t = act(s, 'british', { type: 'end' });
  t = act(t, 'american', { type: 'end' });
  assert.equal(t.winter!.step, 'attrition');
  const locs = attritionLocations(c, t, 0);
  assert.ok(locs.includes(H('Augusta')), 'Augusta (1) holds one block, not two');
  assert.ok(!locs.includes(H('St. Johns')), 'Howe at 3 supplies himself and two more in an unnumbered town');
  assert.ok(locs.includes(H('r16c4')) === false);
  assert.ok(has(t, 'british', { type: 'capture', block: B('hessian1') }));
  t = act(t, 'british', { type: 'capture', block: B('hessian1') });
  assert.equal(t.loc[B('hessian1')], LOC.PRISONER);
  assert.ok(!attritionLocations(c, t, 0).includes(H('Augusta')));
});

test("liberty 11.4: French and American leaders do not supply each other's blocks; Indians suffer no attrition (10.0)", () => {
  const s = winterOf(1779, { ...strong, washington: { at: 'Fort Pitt', steps: 3 }, fr2: { at: 'Fort Pitt' }, fr3: { at: 'Fort Pitt' }, cherokee: { at: 'r17c1' } }, [1, 1], { frenchEntered: true });
  assert.ok(attritionLocations(c, s, 1).includes(H('Fort Pitt')), 'Fort Pitt (1) + Washington for Americans only: two French blocks are one too many');
  assert.ok(!attritionLocations(c, s, 0).includes(H('r17c1')), 'Indians exempt');
});

test('liberty 11.5: prisoner exchange is an offer the other side accepts or refuses', () => {
  const s = winterOf(1777, { ...strong, hessian1: { at: 'prisoner', steps: 0 }, mil1: { at: 'prisoner', steps: 0 } }, [1, 1]);
  let t = act(s, 'british', { type: 'end' });
  t = act(t, 'american', { type: 'end' });
  assert.equal(t.winter!.step, 'exchange');
  assert.ok(has(t, 'british', { type: 'offer', give: B('mil1'), take: B('hessian1') }));
  const offered = act(t, 'british', { type: 'offer', give: B('mil1'), take: B('hessian1') });
  assert.deepEqual(liberty.activeSides(offered), ['american']);
  const refused = act(offered, 'american', { type: 'refuse' });
  assert.equal(refused.loc[B('mil1')], LOC.PRISONER);
  const accepted = act(offered, 'american', { type: 'accept' });
  assert.equal(accepted.loc[B('mil1')], LOC.POOL);
  assert.equal(accepted.loc[B('hessian1')], LOC.POOL);
  assert.ok(legal(accepted, accepted.winter ? accepted.winter.side! : 'british').length >= 0);
});

test('liberty 10.0 with 11.3 (issue 23): an enemy block in an Indian town at the end of the year captures that Indian block, wherever it is, and it disbands at once — back to the British pool at full strength, never a prisoner to exchange', () => {
  // 10.0 「…所属するインディアンのブロックは(イギリス軍の補充プールにいたとしても)捕虜になる。捕虜となったブロックは解散する。」,
  // 11.3 「解散されたブロックは補充プールに戻る。」 Americans hold the Mohawk and Cherokee towns; the Mohawk block stands
  // at 1 step in the wilderness beside its town, the Cherokee block is in the pool, the Shawnee block at home (not held).
  const log: import('../../src/core/log.js').LogEntry[] = [];
  const s = pos({ year: 1777, turn: 5, phase: 'move', p1: 'british', mover: 'british', points: 0, handSize: 5,
    blocks: { ...strong, mil1: { at: 'Mohawk' }, mil2: { at: 'Cherokee' }, mil3: { at: 'prisoner', steps: 0 }, mohawk: { at: 'r04c3', steps: 1 }, shawnee: { at: 'Shawnee' } } }, [1, 1]);
  startWinter(c, s, log);
  assert.equal(s.loc[B('mohawk')], LOC.POOL, 'the captured Mohawk block disbands to the British pool (old reading: an American-held prisoner)');
  assert.equal(s.steps[B('mohawk')], c.blocks.maxSteps[B('mohawk')], 'at full strength, as every disbanded block');
  assert.equal(s.loc[B('cherokee')], LOC.POOL, 'captured in the pool: it stays there');
  assert.equal(s.loc[B('shawnee')], H('Shawnee'), 'its town is not enemy-held');
  assert.deepEqual(log.filter((e) => e.key === 'lib.indianCaptured').map((e) => e.params!.block).sort(), ['cherokee', 'mohawk']);
  // The block goes back face down: the Americans read the towns (the tribes), not block names.
  const seen = logFor(log, 'american').filter((e) => e.key.startsWith('lib.indianCaptured'));
  assert.deepEqual(seen.map((e) => e.params!.town).sort(), ['Cherokee', 'Mohawk']);
  assert.ok(seen.every((e) => e.params!.block === undefined));
  // No American-held Indian prisoner: at 11.5 the British have nothing to take back for the American prisoner they hold.
  let t = act(s, 'british', { type: 'end' });
  t = act(t, 'american', { type: 'end' });
  assert.ok(!legal(t, 'british').some((a) => a.type === 'offer'), 'no exchange offered: the Indian is no prisoner');
  assert.ok(!t.winter || t.winter.step !== 'exchange', 'the exchange step has nothing to trade');
});

test('liberty 11.3 with 2.24, 9.0: French blocks cannot be disbanded before French entry (the American player controls them only after it)', () => {
  const s = winterOf(1777, { ...strong, fn1: { at: 'fwi' }, fr1: { at: 'fwi' }, mil1: { at: 'Albany' } }, [1, 1]);
  assert.equal(s.frenchEntered, false);
  let t = act(s, 'british', { type: 'end' });
  assert.equal(t.winter!.side, 'american');
  assert.equal(canDisband(c, t, 'american', B('fn1')), false, 'a French warship in the French West Indies before entry');
  assert.equal(canDisband(c, t, 'american', B('fr1')), false, 'a French block in the French West Indies before entry');
  assert.ok(!has(t, 'american', { type: 'disband', block: B('fr1') }));
  assert.ok(has(t, 'american', { type: 'disband', block: B('mil1') }), 'American blocks still may');
  const e = winterOf(1777, { ...strong, fn1: { at: 'fwi' }, fr1: { at: 'fwi' } }, [6, 6]);
  assert.equal(e.frenchEntered, true);
  t = act(e, 'british', { type: 'end' });
  assert.equal(canDisband(c, t, 'american', B('fr1')), true, 'after entry, in the West Indies (a port)');
});

test('liberty 11.3 with 9.1: a Loyalist may disband in a West Indies port (a port, so a town), as British blocks may there', () => {
  const s = winterOf(1777, { ...strong, loyal1: { at: 'bwi' } }, [1, 1]);
  assert.equal(s.winter!.side, 'british');
  assert.equal(canDisband(c, s, 'british', B('loyal1')), true, 'a Loyalist in the British West Indies');
  assert.equal(canDisband(c, s, 'british', B('rn2')), true, 'as a British warship there');
  const t = act(s, 'british', { type: 'disband', block: B('loyal1') });
  assert.equal(t.loc[B('loyal1')], LOC.POOL);
});

test('liberty 11.4 with 2.24, 9.0: neutral French blocks (before French entry) suffer no winter attrition; after entry they do', () => {
  // Before entry French blocks never leave the French West Indies (value 3, at most 2 blocks), so only a position or a
  // pack with a smaller value can put them over a limit: here two in an unnumbered town.
  const blocks = { ...strong, fr2: { at: 'r17c1' }, fr3: { at: 'r17c1' } };
  const before = pos({ year: 1776, turn: 2, phase: 'move', p1: 'british', mover: 'british', weather: 6, points: 2, blocks, handSize: 5, frenchEntered: false });
  assert.ok(!attritionLocations(c, before, 1).includes(H('r17c1')), 'France is neutral: not the American player\'s blocks');
  const after = pos({ year: 1776, turn: 2, phase: 'move', p1: 'british', mover: 'british', weather: 6, points: 2, blocks, handSize: 5, frenchEntered: true });
  assert.ok(attritionLocations(c, after, 1).includes(H('r17c1')), 'after entry: an unnumbered town supplies nothing');
});
