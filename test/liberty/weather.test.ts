import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LOC } from '../../src/games/liberty/state.js';
import { B, H, act, acts, c, legal, movePos, pos } from './helpers.js';

const card = (id: string) => c.cards.findIndex((x) => x.id === id);

test('liberty 4.0: Player 2 rolls the weather after the cards', () => {
  let s = pos({ year: 1777, turn: 1, phase: 'card', blocks: {}, hands: { british: ['a3-01'], american: ['a1-01'] }, handSize: 5 }, [2]);
  s = act(s, 'british', { type: 'card', card: card('a3-01') });
  s = act(s, 'american', { type: 'card', card: card('a1-01') });
  assert.equal(s.weather, 2);
});

function attackOffered(weather: number, from: string, to: string, extra: Record<string, unknown> = {}): boolean {
  let s = movePos({ line1: { at: from }, mil1: { at: to }, ...extra }, 'british', { weather });
  s = acts(s, 'british', [{ type: 'group', from: H(from) }, { type: 'block', block: B('line1') }]);
  return legal(s, 'british').some((a) => a.type === 'step' && a.to === H(to));
}

test('liberty 4.0: 1 North — no attack in or from the north; other moves allowed', () => {
  assert.equal(c.map.north[H('Albany')], true);
  assert.equal(attackOffered(1, 'r07c3', 'Albany'), false);
  assert.equal(attackOffered(3, 'r07c3', 'Albany'), true);
  assert.equal(attackOffered(1, 'r16c4', 'r17c4'), true, 'south unaffected');
  let s = movePos({ line1: { at: 'r07c3' } }, 'british', { weather: 1 });
  s = acts(s, 'british', [{ type: 'group', from: H('r07c3') }, { type: 'block', block: B('line1') }]);
  assert.ok(legal(s, 'british').some((a) => a.type === 'step' && a.to === H('r07c2')), 'a plain move is allowed');
});

test('liberty 4.0: 2 South — no attack in or from the south, nor in the West Indies; 3+ no effect', () => {
  assert.equal(attackOffered(2, 'r16c4', 'r17c4'), false);
  assert.equal(attackOffered(2, 'r07c3', 'Albany'), true);
  assert.equal(attackOffered(4, 'r16c4', 'r17c4'), true);
  let s = movePos({ rn1: { at: 'atlantic' }, fr1: { at: 'fwi' } }, 'british', { weather: 2, frenchEntered: true });
  s = acts(s, 'british', [{ type: 'group', from: LOC.ATLANTIC }, { type: 'block', block: B('rn1') }]);
  assert.ok(!legal(s, 'british').some((a) => a.type === 'step' && a.to === LOC.FWI));
});
