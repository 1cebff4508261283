/**
 * `muster play liberty`: the log names cards, blocks and places as the browser log does (one shared function,
 * src/games/liberty/log-words.ts, reached by the CLI through the engine's describeLogEntry), in English and
 * Japanese; the text board and the log use the game's own data pack; nothing the side may not see is printed.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { PassThrough } from 'node:stream';
import { renderViewText } from '../../src/bots/text/index.js';
import { runPlay } from '../../src/cli/play.js';
import { logEntry } from '../../src/client/games/liberty/board.js';
import { apply, type AnyGame } from '../../src/core/engine.js';
import { logFor, renderEntry, type LogEntry } from '../../src/core/log.js';
import { defaultLibertyPack } from '../../src/games/liberty/data/pack.js';
import { liberty, registerLibertyPack } from '../../src/games/liberty/index.js';
import { LIBERTY_MESSAGES } from '../../src/games/liberty/messages.js';
import type { LibertyState, SideId } from '../../src/games/liberty/state.js';

async function play(input: string, o: { lang?: 'en' | 'ja'; side?: string; options?: string; seed?: string; game?: AnyGame } = {}): Promise<string> {
  const inp = new PassThrough();
  const out = new PassThrough();
  let printed = '';
  out.on('data', (d) => { printed += String(d); });
  inp.end(input);
  await runPlay(o.game ?? (liberty as unknown as AnyGame), { bot: 'random', seed: o.seed ?? '7', options: o.options ?? '{}', lang: o.lang ?? 'en', side: o.side }, inp, out);
  return printed;
}
const logLines = (printed: string) => printed.split('\n').flatMap((l) => { const i = l.indexOf('  · '); return i >= 0 ? [l.slice(i + 4)] : []; });
const CARD_ID = /\b[as]\d-\d\d\b/; // the pack's card ids: a1-07, s3-02

/** The log of each of four seeded games (no bot: a fixed generator), entries with their audience. */
function seededLogs(): LogEntry[][] {
  const all: LogEntry[][] = [];
  for (const [seed, mul] of [['a', 1103515245], ['b', 69069], ['c', 1664525], ['d', 22695477]] as const) {
    const log: LogEntry[] = [];
    let s = liberty.setup(seed, liberty.parseOptions({}), log) as LibertyState;
    let r = 12345;
    const rnd = (k: number) => { r = (r * mul + 12345) % 2147483648; return r % k; };
    for (let i = 0; i < 1500 && !liberty.result(s); i++) {
      const side = liberty.activeSides(s)[0]!;
      const acts = liberty.legalActions(s, side);
      const b = acts.find((x) => x.type === 'battle' || x.type === 'step' || x.type === 'place');
      const res = apply(liberty, s, side, b && rnd(2) ? b : acts[rnd(acts.length)]!);
      s = res.state;
      log.push(...res.log);
    }
    all.push(log);
  }
  return all;
}
const logs = seededLogs();

test('liberty 3.0, 3.1 muster play: the log names the cards (Action 1, Supply 3), not their ids, in English and Japanese', async () => {
  const en = logLines(await play('1\n1\nq\n'));
  assert.ok(en.includes('Your hand: Action 1, Action 3, Supply 3. [Liberty 3.0]'), en.join('\n'));
  assert.ok(en.includes('You chose Action 1. [Liberty 3.1]'));
  assert.ok(en.includes('Cards revealed: British Action 1, American Supply 2. American is Player 1. [Liberty 3.3]'));
  // places by name as well, as the browser log does (they were hex indices: 'at 38', 'from 4')
  assert.ok(en.includes('American adds a supply step at Springfield. [Liberty 3.3]'));
  assert.ok(en.includes('British moves a group from Quebec. [Liberty 5.1]'));
  const ja = logLines(await play('1\n1\nq\n', { lang: 'ja' }));
  assert.ok(ja.includes('あなたの手札: アクション 1、アクション 3、サプライ 3。 [Liberty 3.0]'), ja.join('\n'));
  assert.ok(ja.includes('あなたはアクション 1を選んだ。 [Liberty 3.1]'));
  assert.ok(ja.includes('カード公開: 英軍 アクション 1、米軍 サプライ 2。アメリカ軍がプレイヤー1。 [Liberty 3.3]'));
  assert.ok(ja.includes('アメリカ軍がスプリングフィールドに補給ステップを加えた。 [Liberty 3.3]'));
  assert.ok(ja.includes('イギリス軍がケベックからグループを移動。 [Liberty 5.1]'));
  for (const l of [...en, ...ja]) assert.doesNotMatch(l, CARD_ID);
});

test('liberty 3.1 muster play (hidden information): the enemy\'s hand and its card before the reveal are never printed', async () => {
  for (const side of ['british', 'american'] as const) {
    const printed = await play('1\n'.repeat(40) + 'q\n', { side, seed: '11' });
    const lines = logLines(printed);
    // one hand and one own choice per turn: the computer's 'Your hand' and 'You chose' entries are its own
    const hands = lines.filter((l) => l.startsWith('Your hand:')).length;
    const chose = lines.filter((l) => l.startsWith('You chose')).length;
    const revealed = lines.filter((l) => l.startsWith('Cards revealed')).length;
    assert.equal(hands, 1);
    assert.ok(chose >= 1 && chose - revealed <= 1, printed);
    // a chosen card is named only once revealed: every own 'You chose' precedes its reveal, no enemy card before it
    const all = printed.split('\n');
    const firstReveal = all.findIndex((l) => l.includes('Cards revealed'));
    const enemy = side === 'british' ? 'American' : 'British';
    assert.ok(!all.slice(0, firstReveal).some((l) => new RegExp(`${enemy} (Action|Supply) \\d`).test(l)), printed);
  }
});

test('liberty muster play: each log line is the browser log\'s words for the same entry (shared naming, every entry of four seeded games)', () => {
  assert.ok(logs.flat().length > 300);
  for (const side of ['british', 'american', 'observer'] as SideId[] | string[]) {
    for (const e of logFor(logs.flat(), side)) {
      for (const lang of ['en', 'ja'] as const) {
        const cli = renderEntry(liberty.describeLogEntry!(e, lang, liberty.parseOptions({})), LIBERTY_MESSAGES[lang]);
        assert.equal(cli, renderEntry(logEntry(e, lang), LIBERTY_MESSAGES[lang]));
        assert.doesNotMatch(cli, CARD_ID);
      }
    }
  }
});

test('liberty board: the browser log\'s words are recorded (sha256 of every entry, both languages): a change of wording must be deliberate', () => {
  const out: string[] = [];
  for (const log of logs) for (const who of ['british', 'american', 'observer']) {
    for (const e of logFor(log, who)) for (const lang of ['en', 'ja'] as const) out.push(renderEntry(logEntry(e, lang), LIBERTY_MESSAGES[lang]));
  }
  assert.equal(out.length, 2404);
  // first recorded with board.tsx's own logEntry before it delegated to log-words.ts (e437223…); re-recorded when
  // "British British Line 1" became "British Line 1" (issue 18, point 7), the only change of words since
  assert.equal(createHash('sha256').update(out.join('\n')).digest('hex'), '1cb5b40f8071a9b825c5f0d550496cdd3d77cc90613d5373d877fb7ac8cee55c');
});

/** The shipped pack with Boston renamed and Howe renamed (both languages), registered under `id`. */
function renamedPack(id: string): void {
  const pack = structuredClone(defaultLibertyPack);
  for (const h of pack.hexes) if (h.town?.name === 'Boston') h.town = { ...h.town, name: 'Shawmut', nameJa: 'ショーマット' };
  for (const b of pack.blocks) if (b.id === 'howe') { b.name = 'General Renamed'; b.nameJa = '改名将軍'; b.shortJa = '改名'; }
  registerLibertyPack(id, pack);
}

test('liberty muster play: the text board uses the game\'s own data pack (options.pack), not the shipped one', async () => {
  renamedPack('text-play-renamed');
  const options = liberty.parseOptions({ pack: 'text-play-renamed' });
  const s = liberty.setup('7', options) as LibertyState;
  const v = liberty.view(s, 'british');
  const acts = liberty.legalActions(s, 'british') as unknown as { type: string }[];
  for (const lang of ['en', 'ja'] as const) {
    const own = renderViewText('liberty', v, 'british', { actions: acts, lang, options } as never);
    const shipped = renderViewText('liberty', v, 'british', { actions: acts, lang });
    assert.notEqual(own, shipped);
    // the renamed pack's names, and nothing else differs (no block, card or hidden block more or less)
    const back = lang === 'en' ? own.replace('Shawmut 3', 'Boston 3 ') : own.replace('ショーマット 3', 'ボストン 3    ').replace('英:改名将軍', '英:ハウ');
    assert.equal(back, shipped, own);
  }
  // through muster play: board and log from the pack of the game
  const printed = await play('q\n', { options: JSON.stringify({ pack: 'text-play-renamed' }) });
  assert.match(printed, /\n {2}r06c5 Shawmut 3 +B:howe\(4\)/);
  assert.doesNotMatch(printed, /Boston/);
  const ja = await play('q\n', { lang: 'ja', options: JSON.stringify({ pack: 'text-play-renamed' }) });
  assert.match(ja, /\n {2}r06c5 ショーマット 3 +英:改名将軍\(4\)/);
  assert.doesNotMatch(ja, /ボストン|ハウ/);
  // the log too: a pack with other card values names them by its own values
  const pack = structuredClone(defaultLibertyPack);
  for (const k of pack.cards) k.value = k.kind === 'action' ? 9 : 8;
  registerLibertyPack('text-play-cards', pack);
  const e: LogEntry = { key: 'lib.choseCard', params: { side: 'british', card: pack.cards[0]!.id } };
  assert.equal(renderEntry(liberty.describeLogEntry!(e, 'en', liberty.parseOptions({ pack: 'text-play-cards' })), LIBERTY_MESSAGES.en), `You chose ${pack.cards[0]!.kind === 'action' ? 'Action 9' : 'Supply 8'}.`);
});
