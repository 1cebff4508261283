import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { actionKey, viewFor } from '../../src/core/engine.ts';
import { goofspiel } from '../../src/games/toy/goofspiel.ts';
import { createBot } from '../../src/bots/index.ts';
import { chooseActionInWorker, shutdownBotWorkers } from '../../src/bots/worker.ts';
import { wilson95 } from '../../src/bots/arena.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MUSTER = join(ROOT, 'bin/muster.js');

test('arena CLI: plays bot against bot in worker threads, writes a CSV, and its last line is one JSON object with the figures', () => {
  const dir = mkdtempSync(join(tmpdir(), 'muster-arena-'));
  try {
    const csv = join(dir, 'out.csv');
    const out = execFileSync(process.execPath, [MUSTER, 'arena', '--game', 'goofspiel', '--a', 'greedy', '--b', 'random', '--games', '6', '--swap-sides', '--workers', '2', '--csv', csv, '--seed', 'cli'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const last = out.trimEnd().split('\n').at(-1)!;
    const j = JSON.parse(last);
    for (const k of ['arena', 'a', 'b', 'games', 'aWinRate', 'aWinRateAsBritish', 'aWinRateAsAmerican', 'aWinRateBySide', 'ci95', 'msPerMove', 'avgMoves']) assert.ok(k in j, `field ${k}`);
    assert.equal(j.arena, 'goofspiel');
    assert.equal(j.games, 6);
    assert.equal(j.errors, 0);
    assert.equal(j.gamesBySide.north, 3);
    assert.equal(j.gamesBySide.south, 3);
    assert.ok(j.aWinRate >= 0 && j.aWinRate <= 1 && j.ci95[0] <= j.aWinRate && j.aWinRate <= j.ci95[1]);
    assert.equal(j.avgMoves, 12, 'six rounds, two bids each');
    const rows = readFileSync(csv, 'utf8').trim().split('\n');
    assert.equal(rows.length, 7);
    assert.match(rows[0]!, /^game,seed,a,b,a_side,winner,a_score,moves/);
    // the same series again gives the same games (greedy and random are deterministic for a seed)
    const again = JSON.parse(execFileSync(process.execPath, [MUSTER, 'arena', '--game', 'goofspiel', '--a', 'greedy', '--b', 'random', '--games', '6', '--swap-sides', '--workers', '0', '--csv', csv, '--seed', 'cli', '--quiet'], { cwd: ROOT, encoding: 'utf8' }).trimEnd().split('\n').at(-1)!);
    assert.equal(again.aWinRate, j.aWinRate);
    assert.deepEqual(again.aWinRateBySide, j.aWinRateBySide);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('play CLI: a text-mode game against the computer, one numbered action per line, to the end', () => {
  const out = execFileSync(process.execPath, [MUSTER, 'play', 'highcard', '--bot', 'greedy', '--side', 'south', '--seed', '5'], { cwd: ROOT, encoding: 'utf8', input: '1\n1\n1\n' });
  assert.match(out, /you are south, the computer \(greedy\) plays north/);
  assert.match(out, /1\. play \d/);
  assert.match(out, /Game over: /);
});

test('bots in worker threads: chooseActionInWorker answers with the same legal action as the bot in this thread', async () => {
  try {
    const options = goofspiel.parseOptions({});
    const s = goofspiel.setup('worker', options);
    const view = viewFor(goofspiel, s, 'north');
    for (const spec of ['random', 'greedy', 'ismcts:100it']) {
      const here = createBot(spec, { game: goofspiel, options, seed: 'w' }).choose(view);
      const there = await chooseActionInWorker('goofspiel', view, spec, { seed: 'w' });
      assert.equal(actionKey(there), actionKey(here), spec);
    }
    await assert.rejects(chooseActionInWorker('no-such-game', view, 'random'), /unknown game/);
  } finally {
    await shutdownBotWorkers();
  }
});

test('arena statistics: the Wilson 95 % interval contains the rate and narrows with more games', () => {
  const [lo1, hi1] = wilson95(0.8, 20), [lo2, hi2] = wilson95(0.8, 200);
  assert.ok(lo1 < 0.8 && 0.8 < hi1 && lo2 < 0.8 && 0.8 < hi2);
  assert.ok(hi2 - lo2 < hi1 - lo1);
  assert.deepEqual(wilson95(1, 10).map((x) => Math.round(x * 1000)), [722, 1000]);
});
