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
  // without a shortJa: up to five characters whole, longer names cut
  assert.equal(shortBlockLabel('Washington', 'ワシントン', 'ja'), 'ワシントン');
  assert.equal(shortBlockLabel('Cornwallis', 'コーンウォリス', 'ja'), 'コーン.');
  for (const b of defaultLibertyPack.blocks) {
    const s = shortBlockLabel(b, 'ja');
    assert.ok(s.length > 0 && s.length <= 6, `${b.nameJa} → "${s}" fits a block face`);
    assert.ok(!s.endsWith('.'), `${b.nameJa} → "${s}" is not cut`);
  }
  for (const b of defaultLibertyPack.blocks) {
    const s = shortBlockLabel(b);
    assert.ok(s.length > 0 && s.length <= 8, `${b.name} → "${s}" fits a block face`);
  }
});

test('liberty board: the pack\'s own face labels (shortJa, short) come first; English labels stay derived', () => {
  const block = (id: string) => defaultLibertyPack.blocks.find((b) => b.id === id)!;
  const ja = (id: string) => shortBlockLabel(block(id), 'ja');
  assert.equal(ja('cornwallis'), 'コンウォリス');
  assert.equal(ja('washington'), 'ワシントン');
  assert.equal(ja('burgoyne'), 'バーゴイン');
  assert.equal(ja('rochambeau'), 'ロシャンボウ');
  assert.equal(ja('howe'), 'ハウ');
  assert.equal(ja('shawnee'), 'ショウニー');
  assert.equal(ja('hessian3'), 'ヘッセン3');
  assert.equal(ja('line2'), '英正規2');
  // English: the block form gives exactly the labels derived from the name (no `short` in the shipped pack)
  for (const b of defaultLibertyPack.blocks) assert.equal(shortBlockLabel(b), shortBlockLabel(b.name, b.nameJa, 'en'));
  assert.equal(shortBlockLabel(block('washington'), 'en'), 'Wash.');
  // a pack's own label wins in its language only; a pack without them falls back to the derived label
  const named = { name: 'Washington', nameJa: 'ワシントン', short: 'G.Wash', shortJa: 'ワシントン' };
  assert.equal(shortBlockLabel(named), 'G.Wash');
  assert.equal(shortBlockLabel({ ...named, short: undefined }, 'en'), 'Wash.');
  assert.equal(shortBlockLabel({ name: 'Cornwallis', nameJa: 'コーンウォリス' }, 'ja'), 'コーン.');
  assert.equal(shortBlockLabel({ name: 'Rochambeau', shortJa: 'ロシャンボウ' }, 'ja'), 'ロシャンボウ');
});
