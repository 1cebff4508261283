/**
 * The Liberty board's prompt for decisions with a single choice (since the engine waits for them, a8a5906): a
 * block that must stop (5.1, 5.2, 5.5) and a supply card no block can use (3.3), in English and Japanese, from
 * the player's own view; the enemy's screen says only that it waits.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { promptFor } from '../../src/client/games/liberty/prompt.js';
import type { LibertyView } from '../../src/games/liberty/view.js';
import type { LibertyState, SideId } from '../../src/games/liberty/state.js';
import { B, H, acts, liberty, movePos, pos } from '../liberty/helpers.js';

const played = { british: 'a2-01', american: 'a2-02' };
type Act = Record<string, unknown> & { type: string };
const prompt = (s: LibertyState, side: SideId, lang: 'en' | 'ja') =>
  promptFor(liberty.view(s, side) as LibertyView, liberty.legalActions(s, side) as unknown as Act[], side, lang, null);

test('liberty 5.2 board: a block that crossed a forest hexside is told why it must stop, in English and Japanese', () => {
  const s = acts(movePos({ line1: { at: 'r16c3' } }, 'british', { points: 1, played }), 'british',
    [{ type: 'group', from: H('r16c3') }, { type: 'block', block: B('line1') }, { type: 'step', to: H('r15c2') }]);
  assert.deepEqual(liberty.legalActions(s, 'british'), [{ type: 'stop' }]);
  assert.equal(prompt(s, 'british', 'en'), 'British Line 1 must stop here: forest hexside (5.2). Press Stop (or Enter, or click the block).');
  assert.equal(prompt(s, 'british', 'ja'), '英正規軍1はここで停止: 森林ヘクスサイドを越えた(5.2)。「停止」を押す(Enter、またはブロックをクリック)。');
  // the enemy learns nothing from its screen: it waits
  assert.equal(prompt(s, 'american', 'en'), 'Waiting for the other side.');
  assert.equal((liberty.view(s, 'american') as LibertyView).group, null);
});

test('liberty 5.1, 5.5 board: a block at the end of its allowance + 1 is told it has used its move', () => {
  const s = acts(movePos({ line1: { at: 'r16c4' } }, 'british', { points: 1, played }), 'british',
    [{ type: 'group', from: H('r16c4') }, { type: 'block', block: B('line1') }, { type: 'step', to: H('r17c4') }, { type: 'step', to: H('r18c4') }]);
  assert.deepEqual(liberty.legalActions(s, 'british'), [{ type: 'stop' }]);
  assert.equal(prompt(s, 'british', 'en'), 'British Line 1 must stop here: has used its move (1 + 1 forced march, 5.1/5.5). Press Stop (or Enter, or click the block).');
  assert.equal(prompt(s, 'british', 'ja'), '英正規軍1はここで停止: 移動力を使い切った(1+強行軍1, 5.1/5.5)。「停止」を押す(Enter、またはブロックをクリック)。');
  // a block that can go on gets the ordinary prompt
  const t = acts(movePos({ br_dragoons: { at: 'r16c4' } }, 'british', { points: 1, played }), 'british',
    [{ type: 'group', from: H('r16c4') }, { type: 'block', block: B('br_dragoons') }, { type: 'step', to: H('r17c4') }]);
  assert.match(prompt(t, 'british', 'en'), /^Click a highlighted hex to move the block there \(5\.1\); or press Stop to end this block's move\.$/);
});

test('liberty 3.3 board: a supply card with steps left and no block to take one says so, in English and Japanese', () => {
  const s = acts(pos({
    year: 1776, turn: 1, phase: 'supply', p1: 'british', mover: 'british', points: 2, handSize: 5,
    played: { british: 's2-01', american: 'a1-01' },
    blocks: { line1: { at: 'Quebec', steps: 2 }, line2: { at: 'New York', steps: 4 } },
  }), 'british', [{ type: 'supply', block: B('line1') }]);
  assert.deepEqual(liberty.legalActions(s, 'british'), [{ type: 'end' }]);
  assert.equal(prompt(s, 'british', 'en'), 'Supply card: no block of yours can take a supply step (3.3); 1 step(s) go unused. Press End (or Enter).');
  assert.equal(prompt(s, 'british', 'ja'), 'サプライ: 補給ステップを受けられる自軍ブロックがない(3.3)。残り 1 ステップは使われない。「終了」を押す(またはEnter)。');
  assert.equal(prompt(s, 'american', 'ja'), '相手の手番を待っています。');
});

/** What each kind of action must make the prompt say (English), and what it must not say without it. */
const MENTIONS: [string, RegExp][] = [
  ['stop', /\bStop\b/], ['end', /\bEnd\b(?! the group)/], ['battle-retreat', /\bretreat\b/i], ['battle-fire', /\bfire\b/i],
  ['battle-pass', /\bhold\b/i], ['draw', /Draw a reinforcement/], ['done', /End the group move/],
];

test('liberty board: the prompt is generated from the legal actions — it names every kind of choice offered and no other (random games)', () => {
  let seen = 0;
  for (let g = 0; g < 12; g++) {
    const s = liberty.setup(`prompt-${g}`, liberty.parseOptions({}));
    let r = g * 7919 + 1;
    for (let i = 0; i < 1500 && liberty.activeSides(s).length; i++) {
      const side = liberty.activeSides(s)[0] as SideId;
      const legal = liberty.legalActions(s, side) as unknown as Act[];
      const text = prompt(s, side, 'en');
      const types = new Set(legal.map((a) => a.type));
      const single = legal.length === 1 && (types.has('stop') || types.has('end')); // says why it is single (tested above)
      if (!single) {
        for (const [type, re] of MENTIONS) {
          assert.equal(re.test(text), types.has(type), `${type} ${types.has(type) ? 'offered but not named' : 'named but not offered'}: "${text}" for ${[...types].join(',')}`);
        }
        assert.doesNotMatch(text, /^Your move\.$/);
        seen++;
      }
      r = (r * 1103515245 + 12345) % 2147483648;
      liberty.applyInPlace(s, side, legal[r % legal.length] as never, null);
    }
  }
  assert.ok(seen > 1000, `prompts checked: ${seen}`);
});
