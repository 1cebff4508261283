import assert from 'node:assert/strict';
import { test } from 'node:test';
import { shortBlockLabel } from '../../src/client/games/liberty/labels.js';
import { defaultLibertyPack } from '../../src/games/liberty/data/pack.js';

test('liberty board: block faces get short labels derived from the pack names', () => {
  assert.equal(shortBlockLabel('Howe'), 'Howe');
  assert.equal(shortBlockLabel('British Line 1'), 'Line 1');
  assert.equal(shortBlockLabel('Continentals 3'), 'Cont 3');
  assert.equal(shortBlockLabel('Royal Navy 2'), 'RN 2');
  assert.equal(shortBlockLabel("Lauzun's Legion"), 'Lauzun');
  assert.equal(shortBlockLabel('Washington'), 'Wash.');
  assert.equal(shortBlockLabel('Hessians 3', 'ヘッセン傭兵3', 'ja'), 'ヘッセン3');
  assert.equal(shortBlockLabel('British Line 2', '英正規軍2', 'ja'), '英正規2');
  assert.equal(shortBlockLabel('Continentals 5', '大陸軍5', 'ja'), '大陸軍5');
  assert.equal(shortBlockLabel('Howe', 'ハウ', 'ja'), 'ハウ');
  assert.equal(shortBlockLabel('Cornwallis', 'コーンウォリス', 'ja'), 'コーン.');
  for (const b of defaultLibertyPack.blocks) {
    const s = shortBlockLabel(b.name, b.nameJa, 'ja');
    assert.ok(s.length > 0 && s.length <= 6, `${b.nameJa} → "${s}" fits a block face`);
  }
  for (const b of defaultLibertyPack.blocks) {
    const s = shortBlockLabel(b.name);
    assert.ok(s.length > 0 && s.length <= 8, `${b.name} → "${s}" fits a block face`);
  }
});
