/**
 * The `muster play liberty` text board gives the same reason as the browser board's prompt (the shared
 * src/games/liberty/sole-choice.ts) when a decision has a single choice: a block that must stop (5.1, 5.2, 5.5)
 * and a supply card no block can use (3.3), in the session's language, from the player's own view only.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PassThrough } from 'node:stream';
import { renderViewText } from '../../src/bots/text/index.js';
import { runPlay } from '../../src/cli/play.js';
import { promptFor } from '../../src/client/games/liberty/board.js';
import type { AnyGame } from '../../src/core/engine.js';
import type { LibertyView } from '../../src/games/liberty/view.js';
import type { LibertyState, SideId } from '../../src/games/liberty/state.js';
import { B, H, acts, liberty, movePos, pos } from '../liberty/helpers.js';

const played = { british: 'a2-01', american: 'a2-02' };
type Act = Record<string, unknown> & { type: string };
const text = (s: LibertyState, side: SideId, lang?: 'en' | 'ja') =>
  renderViewText('liberty', liberty.view(s, side), side, { actions: liberty.legalActions(s, side) as unknown as Act[], lang });
const lastLine = (t: string) => t.split('\n').at(-1);

const forest = () => acts(movePos({ line1: { at: 'r16c3' } }, 'british', { points: 1, played }), 'british',
  [{ type: 'group', from: H('r16c3') }, { type: 'block', block: B('line1') }, { type: 'step', to: H('r15c2') }]);

test('liberty 5.2 text board: a block that crossed a forest hexside is told why it must stop, as on the browser board', () => {
  const s = forest();
  assert.deepEqual(liberty.legalActions(s, 'british'), [{ type: 'stop' }]);
  assert.equal(lastLine(text(s, 'british')), 'British Line 1 must stop here: forest hexside (5.2).');
  assert.equal(lastLine(text(s, 'british', 'ja')), '英正規軍1はここで停止: 森林ヘクスサイドを越えた(5.2)。');
  // the same words as the browser's prompt, which adds how to take the choice
  const browser = promptFor(liberty.view(s, 'british') as LibertyView, liberty.legalActions(s, 'british') as unknown as Act[], 'british', 'en', null);
  assert.equal(browser, `${lastLine(text(s, 'british'))!.slice(0, -1)}. Press Stop (or Enter, or click the block).`);
  // the enemy's board says nothing of it (no actions, no group in its view)
  assert.doesNotMatch(text(s, 'american'), /must stop|停止/);
  // without the actions (the game-over board, other callers) nothing is added
  assert.doesNotMatch(renderViewText('liberty', liberty.view(s, 'british'), 'british'), /must stop/);
});

test('liberty 5.1, 5.5 text board: a block at the end of its allowance + 1 is told it has used its move', () => {
  const s = acts(movePos({ line1: { at: 'r16c4' } }, 'british', { points: 1, played }), 'british',
    [{ type: 'group', from: H('r16c4') }, { type: 'block', block: B('line1') }, { type: 'step', to: H('r17c4') }, { type: 'step', to: H('r18c4') }]);
  assert.deepEqual(liberty.legalActions(s, 'british'), [{ type: 'stop' }]);
  assert.equal(lastLine(text(s, 'british', 'en')), 'British Line 1 must stop here: has used its move (1 + 1 forced march, 5.1/5.5).');
  assert.equal(lastLine(text(s, 'british', 'ja')), '英正規軍1はここで停止: 移動力を使い切った(1+強行軍1, 5.1/5.5)。');
  // a block that can go on: no reason line
  const t = acts(movePos({ br_dragoons: { at: 'r16c4' } }, 'british', { points: 1, played }), 'british',
    [{ type: 'group', from: H('r16c4') }, { type: 'block', block: B('br_dragoons') }, { type: 'step', to: H('r17c4') }]);
  assert.ok(liberty.legalActions(t, 'british').length > 1);
  assert.doesNotMatch(text(t, 'british'), /must stop/);
});

const supplyStuck = () => acts(pos({
  year: 1776, turn: 1, phase: 'supply', p1: 'british', mover: 'british', points: 2, handSize: 5,
  played: { british: 's2-01', american: 'a1-01' },
  blocks: { line1: { at: 'Quebec', steps: 2 }, line2: { at: 'New York', steps: 4 } },
}), 'british', [{ type: 'supply', block: B('line1') }]);

test('liberty 3.3 text board: a supply card with steps left and no block to take one says so, in English and Japanese', () => {
  const s = supplyStuck();
  assert.deepEqual(liberty.legalActions(s, 'british'), [{ type: 'end' }]);
  assert.equal(lastLine(text(s, 'british')), 'Supply card: no block of yours can take a supply step (3.3); 1 step(s) go unused.');
  assert.equal(lastLine(text(s, 'british', 'ja')), 'サプライ: 補給ステップを受けられる自軍ブロックがない(3.3)。残り 1 ステップは使われない。');
  assert.doesNotMatch(text(s, 'american'), /supply step|補給ステップ/);
});

test('liberty 5.2 muster play: the terminal shows the stop reason above the single numbered action, in the session language', async () => {
  for (const [lang, reason, action, prompt] of [
    ['en', 'British Line 1 must stop here: forest hexside (5.2).', '    1. stop here', /^your move \(1-1, q to quit\)/],
    ['ja', '英正規軍1はここで停止: 森林ヘクスサイドを越えた(5.2)。', '    1. 停止', /^あなたの手番 \(1-1、q で終了\)/],
  ] as const) {
    const game = { ...liberty, setup: () => forest() } as unknown as AnyGame;
    const input = new PassThrough();
    const out = new PassThrough();
    let printed = '';
    out.on('data', (d) => { printed += String(d); });
    input.end('q\n');
    await runPlay(game, { bot: 'random', side: 'british', seed: '1', options: '{}', lang }, input, out);
    const lines = printed.split('\n');
    const i = lines.indexOf(reason);
    assert.ok(i >= 0, printed);
    assert.equal(lines[i + 1], action);
    assert.match(lines[i + 2]!, prompt);
  }
});
