import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultLibertyPack } from '../../src/games/liberty/data/pack.js';
import { describeLibertyAction, liberty, registerLibertyPack } from '../../src/games/liberty/index.js';

test('liberty: describeAction names blocks from the pack in the options it is given, default pack otherwise', () => {
  const pack = structuredClone(defaultLibertyPack);
  pack.blocks[0] = { ...pack.blocks[0]!, name: 'Renamed General', nameJa: '改名将軍' };
  registerLibertyPack('describe-test', pack);
  const a = { type: 'supply', block: 0 } as const;
  const shipped = defaultLibertyPack.blocks[0]!.name;
  assert.equal(liberty.describeAction(a, 'en'), `supply step to ${shipped}`);
  assert.equal((liberty.describeAction as (x: unknown, l: 'en' | 'ja', o: unknown) => string)(a, 'en', { pack: 'describe-test' }), 'supply step to Renamed General');
  assert.equal(describeLibertyAction(a, 'ja', 'describe-test'), '改名将軍に補給');
  // An unknown pack id does not throw: the default pack names the ids.
  assert.equal(describeLibertyAction(a, 'en', 'no-such-pack'), `supply step to ${shipped}`);
});
