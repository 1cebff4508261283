import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderEntry } from '../../src/core/log.js';
import { logEntry } from '../../src/client/games/liberty/words.js';
import { defaultLibertyPack as pack } from '../../src/games/liberty/data/pack.js';
import { LIBERTY_MESSAGES } from '../../src/games/liberty/messages.js';

const card = (kind: 'action' | 'supply', value: number) => pack.cards.find((k) => k.kind === kind && k.value === value)!.id;

test('liberty board: log entries name cards, blocks and towns instead of ids, and add nothing the entry does not carry', () => {
  const en = LIBERTY_MESSAGES.en;
  const cards = logEntry({ key: 'lib.cards', params: { british: card('action', 1), american: card('supply', 2), p1: 'british' } }, 'en');
  assert.match(renderEntry(cards, en), /^Cards revealed: British Action 1, American Supply 2\. British is Player 1\./);
  const hand = logEntry({ key: 'lib.hand', params: { cards: [card('action', 3), card('supply', 2)] } }, 'ja');
  assert.match(renderEntry(hand, LIBERTY_MESSAGES.ja), /アクション 3、サプライ 2/);
  const boston = pack.hexes.find((h) => h.town?.name === 'Boston')!;
  const battle = logEntry({ key: 'lib.place', params: { side: 'british', to: boston.id } }, 'en');
  assert.match(renderEntry(battle, en), /Boston/);
  const howe = pack.blocks.find((b) => b.id === 'howe')!;
  assert.equal(logEntry({ key: 'x', params: { block: 'howe' } }, 'en').params!.block, howe.name);
  const plain = { key: 'lib.chose', params: { side: 'american' } };
  assert.deepEqual(logEntry(plain, 'en'), plain);
});

test('liberty board: a block named after its side is not named twice in "{side} {block}" entries (British Line 1 holds)', () => {
  const line = pack.blocks.find((b) => b.name === 'British Line 1')!;
  const e = { key: 'lib.pass', params: { block: line.id, side: 'british' }, rule: 'liberty 7.21' };
  assert.equal(renderEntry(logEntry(e, 'en'), LIBERTY_MESSAGES.en), 'British Line 1 holds. [Liberty 7.21]');
  const howe = pack.blocks.find((b) => b.name === 'Howe')!;
  assert.match(renderEntry(logEntry({ ...e, params: { block: howe.id, side: 'british' } }, 'en'), LIBERTY_MESSAGES.en), /^British Howe holds\./);
});
