/**
 * `muster play`: the terminal's own words (header, prompts, game over) follow --lang; English stays exactly as
 * it was (the literal lines below are those of the English version before Japanese was added).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PassThrough } from 'node:stream';
import { runPlay, type PlayOptions } from '../../src/cli/play.js';
import type { AnyGame } from '../../src/core/engine.js';
import { getGame } from '../../src/games/registry.js';

async function play(gameId: string, input: string, o: Partial<PlayOptions>): Promise<string> {
  const game = getGame(gameId) as AnyGame;
  const inp = new PassThrough();
  const out = new PassThrough();
  let printed = '';
  out.on('data', (d) => { printed += String(d); });
  inp.end(input);
  await runPlay(game, { bot: 'random', seed: '3', options: '{}', lang: 'en', ...o }, inp, out);
  return printed;
}

test('muster play header: English unchanged; under --lang ja the title, sides and computer level are Japanese', async () => {
  const en = (await play('liberty', 'q\n', { bot: 'easy' })).split('\n');
  assert.equal(en[0], 'Liberty: The American Revolution 1775-83 — you are british, the computer (easy) plays american; seed 3');
  assert.equal(en[1], "Liberty's map, block roster, card mix and setup are reconstructions (see docs/liberty-data.md).");
  const ja = (await play('liberty', 'q\n', { bot: 'easy', lang: 'ja' })).split('\n');
  assert.equal(ja[0], 'リバティ: アメリカ独立戦争 1775-83 — あなたはイギリス軍、コンピュータ(やさしい)はアメリカ軍を担当。シード 3');
  assert.equal(ja[1], 'リバティのマップ・ブロック・カード構成・初期配置は再構成です(docs/liberty-data.md 参照)。');
  // a spec that is not a lobby level is shown as typed; sides without a catalogue name keep their id
  const spec = (await play('liberty', 'q\n', { bot: 'greedy', side: 'american', lang: 'ja' })).split('\n')[0];
  assert.equal(spec, 'リバティ: アメリカ独立戦争 1775-83 — あなたはアメリカ軍、コンピュータ(greedy)はイギリス軍を担当。シード 3');
});

test('muster play prompts: wrong input, quit and end of input in English (unchanged) and Japanese', async () => {
  const en = await play('liberty', 'x\n99\nq\n', {});
  assert.match(en, /\nyour move \(1-2, q to quit\): please type a number from 1 to 2\nyour move \(1-2, q to quit\): please type a number from 1 to 2\nyour move \(1-2, q to quit\): bye\n$/);
  const ja = await play('liberty', 'x\n99\nq\n', { lang: 'ja' });
  assert.match(ja, /\nあなたの手番 \(1-2、q で終了\): 1 から 2 までの番号を入力してください\nあなたの手番 \(1-2、q で終了\): 1 から 2 までの番号を入力してください\nあなたの手番 \(1-2、q で終了\): 終了します\n$/);
  assert.doesNotMatch(ja, /your move|please type|\bbye\b|computer/);
  assert.match(await play('liberty', '', {}), /your move \(1-2, q to quit\): \n\(end of input\)\n$/);
  assert.match(await play('liberty', '', { lang: 'ja' }), /あなたの手番 \(1-2、q で終了\): \n\(入力終了\)\n$/);
});

test('muster play: the computer\'s turn and the game-over line follow the language', async () => {
  const en = await play('highcard', '1\n1\n1\n', {});
  assert.match(en, /^High Card|— you are north, the computer \(random\) plays south; seed 3\n/);
  assert.match(en, /\nsouth \(computer\) is thinking… done in \d+\.\d s\n/);
  assert.match(en, /\nGame over: (draw|you win|south wins) — .+\n$/);
  const ja = await play('highcard', '1\n1\n1\n', { lang: 'ja' });
  assert.match(ja, /— あなたは北、コンピュータ\(ランダム\)は南を担当。シード 3\n/);
  assert.match(ja, /\n南\(コンピュータ\)が考えています… 完了 \(\d+\.\d 秒\)\n/);
  assert.match(ja, /\nゲーム終了: (引き分け|あなたの勝ち|南の勝ち) — .+\n$/);
  assert.doesNotMatch(ja, /Game over|computer|thinking/);
  // the same game, the same result, in both languages
  const result = (s: string) => /(draw|you win|south wins|引き分け|あなたの勝ち|南の勝ち) — /.exec(s)![1];
  assert.equal({ draw: '引き分け', 'you win': 'あなたの勝ち', 'south wins': '南の勝ち' }[result(en)!], result(ja));
});

test('muster play liberty: the game-over board is in the session language too', async () => {
  // the last board, checked through a game that is over when it starts (it used to be printed in English always)
  const liberty = getGame('liberty') as AnyGame;
  const over = { ...liberty, result: () => ({ winner: 'american', reason: 'lib.winEnd', rule: 'liberty 11.1', params: { points: 20 } }) } as AnyGame;
  for (const [lang, first, last] of [
    ['en', '1775 turn 1/3 — phase card', 'Game over: american wins — The war ends in 1783 without a British victory (20 points): the Americans win. [Liberty 11.1]'],
    ['ja', '1775年 ターン 1/3 — フェイズ: カード (3.0)', 'ゲーム終了: アメリカ軍の勝ち — 1783年が終わり英軍は勝利していない(20ポイント): 米軍の勝利。 [Liberty 11.1]'],
  ] as const) {
    const inp = new PassThrough();
    const out = new PassThrough();
    let printed = '';
    out.on('data', (d) => { printed += String(d); });
    inp.end('');
    await runPlay(over, { bot: 'random', seed: '3', options: '{}', lang }, inp, out);
    const lines = printed.trimEnd().split('\n');
    assert.ok(lines.includes(first), printed);
    assert.equal(lines.at(-1), last);
  }
});
