/**
 * The `muster play liberty` text board in the session's language: English stays exactly as it was (pinned
 * here, board by board, over a seeded playthrough), Japanese uses the pack's Japanese names (`nameJa`) for
 * towns, blocks and spaces and the terms of the game's Japanese log and the browser board.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { renderViewText } from '../../src/bots/text/index.js';
import { apply } from '../../src/core/engine.js';
import type { LibertyState, SideId } from '../../src/games/liberty/state.js';
import { liberty } from './helpers.js';

type Act = { type: string };
const board = (s: LibertyState, side: SideId, lang?: 'en' | 'ja') =>
  renderViewText('liberty', liberty.view(s, side), side, { actions: liberty.legalActions(s, side) as unknown as Act[], lang });

/** A seeded playthrough (no bot, a fixed generator that prefers steps and battles) of up to 400 decisions. */
function playthrough(): LibertyState[] {
  let s = liberty.setup('a', {} as never) as LibertyState;
  let r = 12345;
  const rnd = (n: number) => { r = (r * 1103515245 + 12345) % 2147483648; return r % n; };
  const states = [s];
  for (let i = 0; i < 400 && !liberty.result(s); i++) {
    const side = liberty.activeSides(s)[0]!;
    const acts = liberty.legalActions(s, side);
    const b = acts.find((a) => a.type === 'battle' || a.type === 'step');
    s = apply(liberty, s, side, b && rnd(2) ? b : acts[rnd(acts.length)]!).state;
    states.push(s);
  }
  return states;
}
const states = playthrough();

const BATTLE_BOARD_EN = [
  '1775 turn 2/3 — phase battle, Player 1: british, weather 4',
  'British supply points on the map: 11 (win at 30, lose below 12; West Indies extra)',
  '  r01c5 Quebec 3             B:line4(3) B:loyal1(2)',
  '  r02c4 Montreal 3           B:loyal2(2) A:washington(1)',
  '  r04c4 Fort Ticonderoga 1   A:?',
  '  r04c5                      A:?',
  '  r05c2 Mohawk               B:mohawk(2)',
  '  r06c4 Springfield 1        A:? A:?',
  '  r06c5 Boston 3             B:howe(4) B:rn1(3) B:line1(4) B:line2(4) B:line3(3)',
  '  r09c3 Newark 1             A:?',
  '  r10c1 Shawnee              B:shawnee(2)',
  '  r10c4 Philadelphia 3       A:?',
  '  r13c4 Williamsburg 1       A:?',
  '  r18c1 Cherokee             B:cherokee(2)',
  '  r21c3                      B:loyal3(2)',
  '  bwi                        B:rn2(3) B:line5(3)',
  '  fwi                        A:? A:?',
  '  french-pool                A:rochambeau(3) A:fn2(3) A:fn3(3) A:fr2(4) A:fr3(4) A:lauzun(3)',
  'pools: British 11, American 9',
  'your hand (british): S2   face down: action1',
  'battle at Montreal: round 1, fight',
].join('\n');

test('liberty text board (muster play): the English board is unchanged, byte for byte', () => {
  assert.equal(states.length, 197);
  assert.equal(board(states[35]!, 'british'), BATTLE_BOARD_EN);
  assert.equal(board(states[35]!, 'british', 'en'), BATTLE_BOARD_EN);
  // every board of the playthrough, both sides, as `muster play` renders it in English
  const h = createHash('sha256');
  for (const s of states) for (const side of ['british', 'american'] as const) h.update(board(s, side, 'en') + '\n\f\n');
  assert.equal(h.digest('hex'), '9606af75f3ec21fcc3beaa906872a7df25f48d1c7d1a562bd6f6edc250ab005e');
  // without a context (no actions, no language) the board is the English one
  for (const s of states.slice(0, 60)) {
    assert.equal(renderViewText('liberty', liberty.view(s, 'american'), 'american'),
      renderViewText('liberty', liberty.view(s, 'american'), 'american', { lang: 'en' }));
  }
});

test('liberty text board (muster play --lang ja): the whole board is Japanese, with the pack\'s Japanese names', () => {
  const lines = board(states[35]!, 'british', 'ja').split('\n');
  assert.equal(lines[0], '1775年 ターン 2/3 — フェイズ: 戦闘 (7.0)、プレイヤー1: イギリス軍、天候 4');
  assert.equal(lines[1], 'マップ上のイギリス軍の補給ポイント: 11(30以上で勝利、12未満で敗北。西インド諸島は別に加算)');
  // towns and blocks by nameJa, hidden enemy blocks as ?, columns aligned in terminal cells (kana count two)
  assert.ok(lines.includes('  r02c4 モントリオール 3       英:王党派2(2) 米:ワシントン(1)'));
  assert.ok(lines.includes('  r06c4 スプリングフィールド 1 米:? 米:?'));
  assert.ok(lines.includes('  r04c5                        米:?'));
  assert.ok(lines.includes('  英領西インド諸島             英:英海軍2(3) 英:英正規軍5(3)'));
  assert.ok(lines.includes('  フランス・プール             米:ロシャンボウ(3) 米:仏海軍2(3) 米:仏海軍3(3) 米:仏正規軍2(4) 米:仏正規軍3(4) 米:ローザン軍団(3)'));
  assert.deepEqual(lines.slice(-3), ['増援プール: イギリス軍 11、アメリカ軍 9', '手札 (イギリス軍): サプライ2   伏せたカード: アクション1', 'モントリオールの戦闘: ラウンド 1、射撃']);

  const draw = board(states[79]!, 'american', 'ja').split('\n');
  assert.equal(draw[0], '1776年 ターン 1/5 — フェイズ: 増援 (6.0)、プレイヤー1: イギリス軍、手番: アメリカ軍 (0 ポイント)、天候 6');
  assert.ok(draw.includes('  捕虜                         英:王党派2 米:民兵2 米:民兵3'));
  assert.equal(draw.at(-1), '引いたブロック: ゲイツ');
  assert.equal(board(states[73]!, 'british', 'ja').split('\n').at(-1), '冬季: 捕虜交換 — アメリカ軍が交換を提案中');
  assert.match(board(states[126]!, 'british', 'ja'), /^ {2}大西洋ボックス {15}英:猟兵\(3\)$/m);

  // no English word is left on any Japanese board of the playthrough (hex ids such as r06c4 aside)
  for (const s of states) for (const side of ['british', 'american'] as const) assert.doesNotMatch(board(s, side, 'ja'), /[A-Za-z]{3,}/);
});
