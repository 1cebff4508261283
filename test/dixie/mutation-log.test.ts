/**
 * Tests written from mutation testing (issue 24, docs/mutation.md): log entries are part of the rules (every entry
 * cites its rule, conventions), yet a mutant that blanked an entry's message, rule or parameters survived every
 * position test, which read the state only.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderEntry, type LogEntry } from '../../src/core/log.js';
import { createRng, randomInt } from '../../src/core/rng.js';
import { dixie } from '../../src/games/dixie/index.js';

test('dixie (every rule): in random games each log entry cites a DIXIE rule and renders its message with all its parameters', () => {
  let n = 0;
  for (let g = 0; g < 4; g++) {
    const log: LogEntry[] = [];
    const s = dixie.setup(`mutation-log-${g}`, dixie.parseOptions({}), log);
    const r = createRng(`mutation-log-pick-${g}`);
    for (let k = 0; !dixie.result(s) && k < 5000; k++) {
      const side = dixie.activeSides(s)[0]!;
      const legal = dixie.legalActions(s, side);
      dixie.applyInPlace(s, side, legal[randomInt(r, legal.length)]!, log);
    }
    assert.ok(dixie.result(s), `game ${g} ends`);
    for (const e of log) {
      assert.match(e.rule ?? '', /^dixie \d+\.\d+$/, `${e.key} cites its rule`);
      for (const lang of ['en', 'ja'] as const) {
        assert.ok(dixie.messages[lang][e.key], `${lang} message for "${e.key}"`);
        assert.doesNotMatch(renderEntry(e, dixie.messages[lang]), /\{\w+\}/, `${e.key} ${JSON.stringify(e.params)} fills its message`);
      }
    }
    n += log.length;
  }
  assert.ok(n > 400, `${n} entries checked`);
});
