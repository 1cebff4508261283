import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultLibertyPack } from '../../src/games/liberty/data/load.ts';

const root = new URL('../../', import.meta.url).pathname;
const muster = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: root, encoding: 'utf8' });

test('liberty data: `muster data check liberty` exits 0 on the shipped pack', () => {
  const r = muster('data', 'check', 'liberty');
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /^ok: .*liberty\.pack\.json/);
  assert.match(r.stdout, /50 blocks, 25 cards; British start on 14 supply points/);
});

test('liberty data: `muster data check liberty FILE` exits non-zero and prints the problem on a broken pack', () => {
  const dir = mkdtempSync(join(tmpdir(), 'liberty-pack-'));
  const p = structuredClone(defaultLibertyPack);
  p.setup.placements.find((x) => x.block === 'rn1')!.at = 'r06c4';
  const file = join(dir, 'broken.json');
  writeFileSync(file, JSON.stringify(p));
  const r = muster('data', 'check', 'liberty', file);
  assert.equal(r.status, 1);
  assert.match(r.stderr, /setup\.placements\[4\]\.at: warship "rn1" set up at r06c4, which is not a port/);
  writeFileSync(file, '{ not json');
  const bad = muster('data', 'check', 'liberty', file);
  assert.equal(bad.status, 1);
  assert.match(bad.stderr, /cannot read JSON/);
});

test('liberty data: `muster data render liberty` writes an SVG of the map from the pack', () => {
  const dir = mkdtempSync(join(tmpdir(), 'liberty-map-'));
  const out = join(dir, 'map.svg');
  const r = muster('data', 'render', 'liberty', '--out', out);
  assert.equal(r.status, 0, r.stderr);
  const svg = readFileSync(out, 'utf8');
  assert.match(svg, /^<svg /);
  assert.match(svg, /RECONSTRUCTED MAP/);
});
