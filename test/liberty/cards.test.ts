import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LOC } from '../../src/games/liberty/state.js';
import { B, H, act, acts, c, has, legal, liberty, movePos, pos, rejects } from './helpers.js';

const card = (id: string) => c.cards.findIndex((x) => x.id === id);
const cardPos = (british: string[], american: string[], blocks: Record<string, unknown> = {}) =>
  pos({ year: 1777, turn: 1, phase: 'card', blocks, hands: { british, american }, handSize: 5 });

test('liberty 3.0: all 25 cards are shuffled each year; 3 cards each in 1775, 5 after; hands are secret', () => {
  const s = liberty.setup('deal', liberty.parseOptions({}), null);
  assert.equal(s.hands[0].length, 3);
  assert.equal(s.hands[1].length, 3);
  assert.equal(new Set([...s.hands[0], ...s.hands[1]]).size, 6);
  const v = liberty.view(s, 'american');
  assert.deepEqual(v.hand, s.hands[1]);
  assert.ok(!JSON.stringify(v).includes(`"hand":${JSON.stringify(s.hands[0])}`));
  assert.equal(liberty.view(s, 'observer').hand, null);
});

test('liberty 3.1: both choose face down, then reveal; the higher card is Player 1, a tie makes the British Player 1', () => {
  let s = cardPos(['a1-01', 'a3-01'], ['a2-01', 'a2-02']);
  assert.deepEqual(liberty.activeSides(s), ['british', 'american']);
  s = act(s, 'american', { type: 'card', card: card('a2-01') });
  assert.equal(liberty.view(s, 'british').played, -1, 'the other card is face down');
  assert.deepEqual(liberty.view(s, 'british').hasChosen, [false, true]);
  s = act(s, 'british', { type: 'card', card: card('a1-01') });
  assert.equal(s.p1, 'american');
  assert.equal(s.mover, 'american');
  assert.equal(s.points, 2);
  let t = cardPos(['a2-03'], ['a2-04']);
  t = act(t, 'british', { type: 'card', card: card('a2-03') });
  t = act(t, 'american', { type: 'card', card: card('a2-04') });
  assert.equal(t.p1, 'british', 'tie → British');
  rejects(() => act(cardPos(['a2-03'], ['a2-04']), 'british', { type: 'card', card: card('a2-04') }), 'liberty 3.0');
});

test('liberty 3.2: all moves come before any reinforcement draw', () => {
  let s = movePos({ line1: { at: 'r16c4' } }, 'british', { points: 2 });
  s = act(s, 'british', { type: 'draw' });
  if (s.phase === 'draw') s = act(s, 'british', legal(s, 'british')[0]!);
  assert.ok(!legal(s, 'british').some((a) => a.type === 'group'), 'no move after a draw');
  rejects(() => act(s, 'british', { type: 'group', from: H('r16c4') }), 'liberty 3.2');
});

test('liberty 3.3: a supply card makes its player Player 1 and is resolved first: one step per block, supply towns / box / Indians at home', () => {
  let s = cardPos(['s2-01'], ['a3-01'], {
    line1: { at: 'Quebec', steps: 2 }, line2: { at: 'Quebec', steps: 4 }, line3: { at: 'r16c4', steps: 1 }, guards: { at: 'atlantic', steps: 1 },
    mohawk: { at: 'Mohawk', steps: 1 }, rn2: { at: 'bwi', steps: 1 },
  });
  s = act(s, 'british', { type: 'card', card: card('s2-01') });
  s = act(s, 'american', { type: 'card', card: card('a3-01') });
  assert.equal(s.p1, 'british');
  assert.equal(s.phase, 'supply');
  assert.equal(s.points, 2);
  const targets = legal(s, 'british').filter((a) => a.type === 'supply').map((a) => (a as { block: number }).block);
  assert.ok(targets.includes(B('line1')), 'in a supply town');
  assert.ok(!targets.includes(B('line2')), 'full strength');
  assert.ok(!targets.includes(B('line3')), 'not in a town');
  assert.ok(targets.includes(B('guards')), 'the Atlantic box');
  assert.ok(targets.includes(B('mohawk')), 'an Indian in its own town');
  assert.ok(targets.includes(B('rn2')), 'the West Indies (9.1)');
  s = act(s, 'british', { type: 'supply', block: B('line1') });
  assert.equal(s.steps[B('line1')], 3);
  assert.ok(!has(s, 'british', { type: 'supply', block: B('line1') }), 'at most one step per block');
  s = act(s, 'british', { type: 'supply', block: B('guards') });
  assert.equal(s.phase, 'move', 'two steps given: the American (Player 2) acts');
  assert.equal(s.mover, 'american');
  assert.equal(s.points, 3);
});

test('liberty 3.3: both play supply cards → the British are Player 1; neither gets action points', () => {
  let s = cardPos(['s2-01'], ['s3-01'], { line1: { at: 'Quebec', steps: 2 }, cont2: { at: 'Philadelphia', steps: 1 } });
  s = act(s, 'british', { type: 'card', card: card('s2-01') });
  s = act(s, 'american', { type: 'card', card: card('s3-01') });
  assert.equal(s.p1, 'british');
  assert.equal(s.mover, 'british');
  s = act(s, 'british', { type: 'end' });
  assert.equal(s.mover, 'american');
  assert.equal(s.phase, 'supply');
  s = act(s, 'american', { type: 'supply', block: B('cont2') });
  assert.deepEqual(legal(s, 'american'), [{ type: 'end' }], 'no more supply targets: the player ends the card itself (the British must not learn that no other block was below strength)');
  s = act(s, 'american', { type: 'end' });
  assert.equal(s.phase, 'card', 'no actions, no battles: next turn');
  assert.equal(s.turn, 2);
});

test('liberty 11.0: unused cards are lost at the end of the year; a new hand of five is dealt', () => {
  const blocks = { line1: { at: 'New York' }, line2: { at: 'Philadelphia' }, line3: { at: 'Charleston' }, line4: { at: 'Boston' }, line5: { at: 'Quebec' }, loyal1: { at: 'Montreal' }, rn2: { at: 'bwi' } };
  let s = pos({ year: 1777, turn: 5, phase: 'card', blocks, hands: { british: ['a1-01', 'a1-02'], american: ['a1-03'] }, handSize: 5 });
  s = act(s, 'british', { type: 'card', card: card('a1-01') });
  s = act(s, 'american', { type: 'card', card: card('a1-03') });
  while (s.phase === 'move') s = act(s, s.mover!, { type: 'end' });
  while (s.phase === 'winter') s = act(s, s.winter!.side!, legal(s, s.winter!.side!).find((a) => a.type === 'end' || a.type === 'no-offer') ?? legal(s, s.winter!.side!)[0]!);
  assert.equal(s.year, 1778);
  assert.equal(s.hands[0].length, 5, 'a1-02 was lost; five new cards');
  assert.deepEqual(s.history, [[], []]);
  void LOC;
});
