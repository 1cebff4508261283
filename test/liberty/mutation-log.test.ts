/**
 * Tests written from mutation testing (issue 24, docs/mutation.md): log entries are part of the rules (every entry
 * cites its rule, conventions), yet a mutant that blanked an entry's message, rule or parameters survived every
 * position test, which read the state only.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderEntry, type LogEntry } from '../../src/core/log.js';
import { createRng, randomInt } from '../../src/core/rng.js';
import { liberty } from '../../src/games/liberty/index.js';
import { LIBERTY_MESSAGES } from '../../src/games/liberty/messages.js';
import { rollWeather } from '../../src/games/liberty/weather.js';
import { pos } from './helpers.js';

test('liberty (every rule): in random games each log entry cites a Liberty rule and renders its message with all its parameters', () => {
  let n = 0;
  for (let g = 0; g < 6; g++) {
    const log: LogEntry[] = [];
    const s = liberty.setup(`mutation-log-${g}`, liberty.parseOptions({}), log);
    const r = createRng(`mutation-log-pick-${g}`);
    while (!liberty.result(s)) {
      const sides = liberty.activeSides(s);
      const side = sides[randomInt(r, sides.length)]!;
      const legal = liberty.legalActions(s, side);
      liberty.applyInPlace(s, side, legal[randomInt(r, legal.length)]!, log);
    }
    for (const e of log) {
      assert.match(e.rule ?? '', /^liberty \d+\.\d+$/, `${e.key} cites its rule`);
      for (const lang of ['en', 'ja'] as const) {
        assert.ok(LIBERTY_MESSAGES[lang][e.key], `${lang} message for "${e.key}"`);
        assert.doesNotMatch(renderEntry(e, LIBERTY_MESSAGES[lang]), /\{\w+\}/, `${e.key} ${JSON.stringify(e.params)} fills its message`);
      }
    }
    n += log.length;
  }
  assert.ok(n > 500, `${n} entries checked`);
});

test('liberty 4.0: the weather die is logged with its effect — 1 North, 2 South, 3 or more none — by Player 2', () => {
  const seen: Record<number, string> = {};
  for (const die of [1, 2, 3, 6]) {
    const s = pos({ year: 1777, turn: 1, phase: 'card', blocks: {}, hands: { british: ['a3-01'], american: ['a1-01'] }, handSize: 5 }, [die]);
    s.p1 = 'british'; // the cards are revealed: the British are Player 1, the Americans roll
    const log: LogEntry[] = [];
    rollWeather(s, log);
    assert.equal(s.weather, die);
    assert.equal(log.length, 1);
    assert.deepEqual(log[0], { key: log[0]!.key, params: { side: 'american', die }, rule: 'liberty 4.0' });
    seen[die] = log[0]!.key;
  }
  assert.deepEqual(seen, { 1: 'lib.weatherNorth', 2: 'lib.weatherSouth', 3: 'lib.weatherFair', 6: 'lib.weatherFair' });
});
