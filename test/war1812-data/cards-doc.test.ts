import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { cardsDoc } from '../../src/games/war1812/data/cards-doc.ts';
import { defaultWar1812Cards } from '../../src/games/war1812/data/cards.ts';
import { defaultWar1812Pack } from '../../src/games/war1812/data/pack.ts';

const docPath = new URL('../../docs/war1812-cards.md', import.meta.url);

test('war1812 cards doc: docs/war1812-cards.md is current (run src/games/war1812/data/write-cards-doc.ts)', () => {
  assert.equal(readFileSync(docPath, 'utf8'), cardsDoc(defaultWar1812Cards, defaultWar1812Pack()));
});

test('war1812 cards doc: a row for each of the 150 cards, and the statement that the deck is our design', () => {
  const doc = readFileSync(docPath, 'utf8');
  for (const c of defaultWar1812Cards.cards) {
    assert.ok(doc.includes(`\n| ${c.id} | ${c.title.replace(/\|/g, '\\|')} | ${c.titleJa} | ${c.ops} |`), `card ${c.id}`);
  }
  assert.match(doc, /^# War of 1812: the Action Card deck \(our design\)/);
  assert.match(doc, /not public/);
  assert.match(doc, /It is not the publisher's deck/);
});
