import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { ProtocolSession } from '../../src/core/protocol.ts';
import { getGame, listGames } from '../../src/games/registry.ts';

const session = () => new ProtocolSession({ getGame, listGames });

test('protocol: new → actions → apply → view → result round-trip', () => {
  const p = session();
  const n = p.handleLine(JSON.stringify({ id: 1, cmd: 'new', game: 'highcard', seed: 5 }));
  assert.equal(n.ok, true);
  assert.equal(n.id, 1);
  assert.deepEqual(n.active, ['north', 'south']);
  const acts = p.handleLine('{"cmd":"actions","side":"north"}') as unknown as { actions: unknown[] };
  assert.equal(acts.actions.length, 3);
  for (let round = 0; round < 3; round++) {
    assert.equal(p.handleLine('{"cmd":"apply","side":"north","index":0}').ok, true);
    assert.equal(p.handleLine('{"cmd":"apply","side":"south","index":0}').ok, true);
  }
  const res = p.handleLine('{"cmd":"result"}') as unknown as { result: { rule: string } };
  assert.equal(res.result.rule, 'highcard 4');
  const v = p.handleLine('{"cmd":"view","side":"observer"}') as unknown as { view: { state: { revealed: unknown[] } } };
  assert.equal(v.view.state.revealed.length, 3);
});

test('protocol: forced dice decide a tie exactly; save/load resumes the same game', () => {
  const p = session();
  p.handleLine(JSON.stringify({ cmd: 'new', game: 'highcard', seed: 1 }));
  const saved = p.handleLine('{"cmd":"save"}') as unknown as { position: { position: { hands: Record<string, number[]> } } };
  // Make both hands hold a 5 so that round 1 ties, then force the dice.
  const pos = structuredClone(saved.position);
  pos.position.hands = { north: [5, 1, 2], south: [5, 3, 4] };
  const q = session();
  assert.equal(q.handleLine(JSON.stringify({ cmd: 'load', position: pos })).ok, true);
  assert.equal(q.handleLine('{"cmd":"force","dice":[2,2,3,6]}').ok, true);
  q.handleLine('{"cmd":"apply","side":"north","action":{"type":"play","card":5}}');
  const r = q.handleLine('{"cmd":"apply","side":"south","action":{"type":"play","card":5}}') as unknown as { log: { key: string; params: Record<string, number> }[] };
  const dice = r.log.filter((e) => e.key === 'hc.dice').map((e) => [e.params.north, e.params.south]);
  assert.deepEqual(dice, [[2, 2], [3, 6]]);
  const v = q.handleLine('{"cmd":"view","side":"south"}') as unknown as { view: { state: { score: Record<string, number> } } };
  assert.deepEqual(v.view.state.score, { north: 0, south: 1 });
});

test('protocol: malformed input always gets a JSON error line, never a crash', () => {
  const p = session();
  const cases: [string, string][] = [
    ['not json', 'bad-json'],
    ['{"cmd":"fly"}', 'bad-request'],
    ['{"cmd":"actions","side":"north"}', 'no-game'],
    ['[]', 'bad-request'],
    ['{"cmd":"new","game":"chess"}', 'unknown-game'],
  ];
  for (const [line, code] of cases) {
    const r = p.handleLine(line) as unknown as { ok: boolean; error: { code: string } };
    assert.equal(r.ok, false, line);
    assert.equal(r.error.code, code, line);
  }
  p.handleLine('{"cmd":"new","game":"highcard","seed":3}');
  const bad = p.handleLine('{"id":"x","cmd":"apply","side":"north","action":{"type":"play","card":42}}') as unknown as { id: string; error: { rule: string } };
  assert.equal(bad.id, 'x');
  assert.equal(bad.error.rule, 'highcard 2');
  const side = p.handleLine('{"cmd":"view","side":"west"}') as unknown as { error: { code: string } };
  assert.equal(side.error.code, 'bad-side');
  const idx = p.handleLine('{"cmd":"apply","side":"north","index":7}') as unknown as { error: { code: string } };
  assert.equal(idx.error.code, 'bad-index');
});

test('protocol: `muster engine` answers a scripted session over stdin/stdout', () => {
  const input = [
    '{"id":1,"cmd":"games"}',
    '{"id":2,"cmd":"new","game":"highcard","seed":"script"}',
    'garbage',
    '{"id":3,"cmd":"apply","side":"north","index":0}',
    '{"id":4,"cmd":"hash"}',
    '{"id":5,"cmd":"quit"}',
  ].join('\n') + '\n';
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'engine'], { input, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
  assert.equal(lines.length, 6);
  assert.equal(lines[0].games.some((g: { id: string }) => g.id === 'highcard'), true);
  assert.equal(lines[2].ok, false);
  assert.equal(lines[3].id, 3);
  assert.match(lines[4].hash, /^[0-9a-f]{16}$/);
  assert.equal(lines[5].bye, true);
});
