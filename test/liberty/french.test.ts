import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LOC } from '../../src/games/liberty/state.js';
import { canEnterHex } from '../../src/games/liberty/movement.js';
import { B, act, acts, c, legal, liberty, movePos, pos, targets } from './helpers.js';

const strong = { line1: { at: 'New York' }, line2: { at: 'Philadelphia' }, line3: { at: 'Charleston' }, line4: { at: 'Boston' }, line5: { at: 'Quebec' }, loyal1: { at: 'Montreal' }, rn2: { at: 'bwi' }, fr1: { at: 'fwi' }, fn1: { at: 'fwi' } };

test('liberty 9.0, 11.2: no French entry roll in the winter of 1775; from 1776 2d6 of 8+ brings France in and its pool joins the American pool', () => {
  const run = (year: number, dice: number[]) => {
    const s = pos({ year, turn: 5, phase: 'card', blocks: strong, hands: { british: ['a1-01'], american: ['a1-02'] }, handSize: 5 }, [6, ...dice]);
    let t = act(s, 'british', { type: 'card', card: 0 });
    t = act(t, 'american', { type: 'card', card: 1 });
    while (t.phase === 'move') t = act(t, t.mover!, { type: 'end' });
    return t;
  };
  assert.equal(run(1775, [6, 6]).frenchEntered, false, '1775: no roll');
  assert.equal(run(1776, [4, 3]).frenchEntered, false, '7');
  const t = run(1776, [5, 3]);
  assert.equal(t.frenchEntered, true, '8');
  for (const id of ['rochambeau', 'fn2', 'fr2']) assert.equal(t.loc[B(id)], LOC.POOL, `${id} joins the American pool`);
  assert.equal(t.loc[B('fr1')], LOC.FWI, 'West Indies blocks stay');
});

test('liberty 9.1: only British or French blocks in the West Indies; two blocks per port before French entry', () => {
  const s = movePos({ rn2: { at: 'bwi' }, line5: { at: 'bwi' }, line1: { at: 'atlantic' } }, 'british');
  assert.equal(canEnterHex(c, s, 'british', B('line1'), LOC.BWI), false, 'full before French entry');
  assert.equal(canEnterHex(c, s, 'american', B('cont1'), LOC.FWI), false, 'Americans never');
  assert.equal(canEnterHex(c, s, 'british', B('cherokee'), LOC.BWI), false, 'Indians never');
  s.frenchEntered = true;
  assert.equal(canEnterHex(c, s, 'british', B('line1'), LOC.BWI), true, 'no limit after entry');
});

test('liberty 9.1: no British attack on the French West Indies before French entry; direct moves between the two ports', () => {
  let s = movePos({ rn2: { at: 'bwi' }, fn1: { at: 'fwi' } }, 'british');
  s = acts(s, 'british', [{ type: 'group', from: LOC.BWI }, { type: 'block', block: B('rn2') }]);
  assert.deepEqual(targets(s, 'british'), [LOC.ATLANTIC], 'the box only');
  let t = movePos({ rn2: { at: 'bwi' }, fn1: { at: 'fwi' } }, 'british', { frenchEntered: true });
  t = acts(t, 'british', [{ type: 'group', from: LOC.BWI }, { type: 'block', block: B('rn2') }]);
  assert.ok(targets(t, 'british').includes(LOC.FWI), 'a direct sea attack after entry');
  t = act(t, 'british', { type: 'step', to: LOC.FWI });
  assert.equal(t.contests[0]!.hex, LOC.FWI);
});

test('liberty 9.1: French blocks are inert before French entry', () => {
  const s = movePos({ fn1: { at: 'fwi' }, fr1: { at: 'fwi' } }, 'american');
  assert.ok(!legal(s, 'american').some((a) => a.type === 'group'));
});
