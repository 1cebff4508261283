/**
 * Tests written from mutation testing (issue 24, docs/mutation.md): log entries are part of the rules (every entry
 * cites its rule, conventions), yet a mutant that blanked an entry's message, rule or parameters survived every
 * position test, which read the state only.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderEntry, type LogEntry } from '../../src/core/log.js';
import { createRng, randomInt } from '../../src/core/rng.js';
import { war1812 } from './helpers.js';

test('war1812 (every rule): in random games each log entry cites a War of 1812 rule and renders its message with all its parameters', () => {
  let n = 0;
  for (let g = 0; g < 3; g++) {
    const log: LogEntry[] = [];
    const s = war1812.setup(`mutation-log-${g}`, war1812.parseOptions({}), log);
    const r = createRng(`mutation-log-pick-${g}`);
    for (let k = 0; !war1812.result(s) && k < 5000; k++) {
      const side = war1812.activeSides(s)[0]!;
      const legal = war1812.legalActions(s, side);
      war1812.applyInPlace(s, side, legal[randomInt(r, legal.length)]!, log);
    }
    assert.ok(war1812.result(s), `game ${g} ends`);
    for (const e of log) {
      assert.match(e.rule ?? '', /^war1812 \d+\.\d+$/, `${e.key} cites its rule`);
      for (const lang of ['en', 'ja'] as const) {
        assert.ok(war1812.messages[lang][e.key], `${lang} message for "${e.key}"`);
        assert.doesNotMatch(renderEntry(e, war1812.messages[lang]), /\{\w+\}/, `${e.key} ${JSON.stringify(e.params)} fills its message`);
      }
    }
    n += log.length;
  }
  assert.ok(n > 800, `${n} entries checked`);
});
