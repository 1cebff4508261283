import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderEntry } from '../../src/core/log.js';
import { logEntry } from '../../src/client/games/dixie/board.js';
import { en, ja } from '../../src/games/dixie/messages.js';

test('dixie board: log entries name the cards they carry, and name nothing they do not carry', () => {
  assert.equal(renderEntry(logEntry({ key: 'dx.hit', params: { card: 2, hits: 1 } }, 'en'), en), "Card Cutler's Brigade takes a hit (1 in all).");
  assert.equal(renderEntry(logEntry({ key: 'dx.drawCard', params: { card: 1001 } }, 'ja'), ja), 'あなたはカード「Meredith\'s Brigade (Iron Brigade)」を引いた。');
  assert.equal(renderEntry(logEntry({ key: 'dx.reveal', params: { at: 'USA-R', cards: [1, 2] } }, 'en'), en), "Cards revealed at USA-R: Meredith's Brigade (Iron Brigade), Cutler's Brigade.");
  // An entry about a face-down card (no id in it) is left exactly as it is.
  const hidden = { key: 'dx.deploy', params: { side: 'USA', at: 'USA-L' } };
  assert.equal(logEntry(hidden, 'en'), hidden);
});
