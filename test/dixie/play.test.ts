/**
 * DIXIE played to a result the way the front ends play it: bots deciding from their views through the checked
 * `apply`, the text table of `muster play dixie`, and a piped-stdin `muster play dixie` run of the historical battle.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apply, viewFor, OBSERVER } from '../../src/core/engine.js';
import { renderEntry, logFor, type LogEntry } from '../../src/core/log.js';
import { logEntry as boardLogEntry } from '../../src/client/games/dixie/board.js';
import { card } from '../../src/games/dixie/data/cards.js';
import { createBot } from '../../src/bots/index.js';
import { renderViewText } from '../../src/bots/text/index.js';
import { dixieCardLabel } from '../../src/bots/text/dixie.js';
import { dixie, type DixieState } from '../../src/games/dixie/index.js';
import { sideOf } from '../../src/games/dixie/state.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MUSTER = join(ROOT, 'bin/muster.js');

function botGame(seed: string, options: Record<string, unknown>, specs: { CSA: string; USA: string }, maxMoves = 20000) {
  const o = dixie.parseOptions(options);
  const log: LogEntry[] = [];
  let s: DixieState = dixie.setup(seed, o, log);
  const bots = { CSA: createBot(specs.CSA, { game: dixie, options: o, seed: `${seed}|CSA` }), USA: createBot(specs.USA, { game: dixie, options: o, seed: `${seed}|USA` }) };
  let moves = 0;
  const daysSeen = new Set<number>();
  while (!dixie.result(s) && moves < maxMoves) {
    const side = dixie.activeSides(s)[0] as 'CSA' | 'USA';
    const a = bots[side].choose(viewFor(dixie, s, side));
    const r = apply(dixie, s, side, a);
    s = r.state;
    log.push(...r.log);
    daysSeen.add(s.day);
    moves++;
  }
  return { s, log, moves, daysSeen };
}

test('dixie 14.0: the historical battle is played to a result by two bots through the checked apply, and every log entry renders in English and Japanese', () => {
  const { s, log, daysSeen } = botGame('hist-random', { historical: true }, { CSA: 'random', USA: 'random' });
  const r = dixie.result(s);
  assert.ok(r, 'the battle ends');
  assert.ok(r.winner === 'CSA' || r.winner === 'USA', 'the historical battle has a winner (14.0: USA unless the CSA wins)');
  if (r.reason === 'dx.winHistorical') assert.ok(daysSeen.has(3), 'the USA wins at the end of day 3');
  for (const lang of ['en', 'ja'] as const) {
    for (const e of log) assert.ok(dixie.messages[lang][e.key], `${lang} message for ${e.key}`);
    const text = renderEntry({ key: r.reason, params: r.params, rule: r.rule }, dixie.messages[lang]);
    assert.doesNotMatch(text, /\{\w+\}/, 'the result renders with all its parameters');
  }
});

test('dixie 14.0: greedy (the Dixie heuristic) against random plays the historical battle to a result', () => {
  const { s, moves } = botGame('hist-greedy', { historical: true }, { CSA: 'greedy', USA: 'random' }, 3000);
  assert.ok(dixie.result(s), `a result within ${moves} moves`);
});

test('dixie 3.0 text table: positions, reserves and decks for one side; an enemy face-down card is [?] and its identity is never printed', () => {
  const o = dixie.parseOptions({ historical: true });
  let s = dixie.setup('text', o);
  const bots = { CSA: createBot('random', { game: dixie, options: o, seed: 'a' }), USA: createBot('random', { game: dixie, options: o, seed: 'b' }) };
  let checked = 0;
  for (let i = 0; i < 400 && !dixie.result(s); i++) {
    const side = dixie.activeSides(s)[0] as 'CSA' | 'USA';
    s = apply(dixie, s, side, bots[side].choose(viewFor(dixie, s, side))).state;
    if (s.phase === 'deploy' || i % 10) continue;
    for (const me of ['CSA', 'USA'] as const) {
      const text = renderViewText('dixie', dixie.view(s, me), me);
      assert.match(text, /Day \d, battle turn \d+/);
      assert.match(text, new RegExp(`your reserve \\(${s.res[me].length}\\)`));
      assert.match(text, /reinforcement decks: CSA \d+, USA \d+/);
      for (const st of s.pos) for (const c of st) {
        if (sideOf(c.id) === me || c.up || s.seen[me].includes(c.id)) continue;
        assert.ok(!text.includes(dixieCardLabel(c.id)), `${me} must not see face-down enemy card ${c.id}`);
        assert.match(text, /\[\?\]/);
        checked++;
      }
      for (const id of s.res[me === 'CSA' ? 'USA' : 'CSA']) assert.ok(!text.includes(dixieCardLabel(id)), 'the enemy reserve is hidden');
    }
    const obs = renderViewText('dixie', dixie.view(s, OBSERVER), OBSERVER);
    assert.match(obs, /Middle Ground/);
  }
  assert.ok(checked > 0, 'some face-down enemy cards were on the table');
});

test('dixie 14.0: a piped-stdin `muster play dixie` run of the historical battle against the random bot ends with a result line', () => {
  const input = '1\n'.repeat(4000);
  const out = execFileSync(process.execPath, [MUSTER, 'play', 'dixie', '--bot', 'random', '--seed', '7', '--options', '{"historical":true}'], { cwd: ROOT, encoding: 'utf8', input, maxBuffer: 64 * 1024 * 1024 });
  assert.match(out, /DIXIE: Gettysburg — you are CSA, the computer \(random\) plays USA/);
  assert.match(out, /reconstruction/);
  assert.match(out, /Day 1, battle turn 0 \(CSA\) — deployment/);
  assert.match(out, /~~~ Middle Ground ~~~/);
  assert.match(out, /1\. deploy card \d+ to CSA-[LCR]/);
  assert.match(out.trimEnd().split('\n').at(-1)!, /^Game over: (you win|USA wins) — .+\[Dixie (4\.0|14\.0)\]$/);
});

test('dixie muster play: each log line names its cards as the browser log does (shared log-words.ts), for each side and both languages', () => {
  const { log } = botGame('words', { historical: true }, { CSA: 'random', USA: 'random' }, 3000);
  let named = 0;
  for (const side of ['CSA', 'USA', OBSERVER]) {
    for (const e of logFor(log, side)) {
      for (const lang of ['en', 'ja'] as const) {
        const cli = renderEntry(dixie.describeLogEntry!(e, lang, dixie.parseOptions({})), dixie.messages[lang]);
        assert.equal(cli, renderEntry(boardLogEntry(e, lang), dixie.messages[lang]));
        if (typeof e.params?.card === 'number' && dixie.messages[lang][e.key]!.includes('{card}')) {
          assert.ok(cli.includes(card(e.params.card).name), `${cli} names card ${e.params.card}`);
          named++;
        }
      }
    }
  }
  assert.ok(named > 20, `entries naming a card: ${named}`);
});
