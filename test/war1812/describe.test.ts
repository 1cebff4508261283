/** War of 1812: every legal action and every log entry of random games can be put into words (en, ja), with no
 *  placeholder or "undefined" left, through the game's describeAction / describeLogEntry and its catalogues. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { logFor, renderEntry, type LogEntry } from '../../src/core/log.js';
import { createRng, randomInt } from '../../src/core/rng.js';
import { fresh, war1812 } from './helpers.js';

test('war1812 text: actions and log entries of random games read in English and Japanese without gaps', () => {
  let actions = 0, entries = 0;
  for (let g = 0; g < 4; g++) {
    let s = fresh(`text-${g}`);
    const r = createRng(`text-pick-${g}`);
    for (let k = 0; !war1812.result(s) && k < 3000; k++) {
      const side = war1812.activeSides(s)[0]!;
      const legal = war1812.legalActions(s, side);
      if (k % 3 === 0) for (const a of legal) for (const lang of ['en', 'ja'] as const) {
        const t = war1812.describeAction(a, lang, { pack: 'default' });
        assert.ok(t && !/undefined|NaN/.test(t), `${JSON.stringify(a)} (${lang}): ${t}`);
        actions++;
      }
      const log: LogEntry[] = [];
      war1812.applyInPlace(s, side, legal[randomInt(r, legal.length)]!, log);
      for (const e of logFor(log, side)) for (const lang of ['en', 'ja'] as const) {
        const w = war1812.describeLogEntry!(e, lang, { pack: 'default' });
        const text = renderEntry(w, war1812.messages[lang]);
        assert.ok(war1812.messages[lang][e.key], `${e.key}: no ${lang} message`);
        assert.ok(!/\{\w+\}|undefined|NaN|\bunit-\d|\bwhy-|\bturn-\d|\bw\.[a-z]/.test(text), `${e.key} (${lang}): ${text}`);
        entries++;
      }
    }
  }
  assert.ok(actions > 1000 && entries > 500, `${actions} actions, ${entries} entries`);
});
