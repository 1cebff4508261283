/**
 * PostgreSQL: the same storage interface (migrations, versioned appends) and two server processes sharing
 * one database that forward game updates to each other's sockets through LISTEN/NOTIFY.
 * Needs DATABASE_URL (CI starts a scratch cluster in .ci/services); skipped without it.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { PostgresStorage } from '../../src/server/storage/postgres.js';
import { StorageConflict } from '../../src/server/storage/types.js';
import { verifyExport } from '../../src/server/export.js';
import { getGame } from '../../src/games/registry.js';
import { contribution, createGame, http, register, startInProcess, startProcess, stopProcess, WsClient, type TestServer } from './helpers.js';

const BASE = process.env.DATABASE_URL;
const skip = BASE && /^postgres/.test(BASE) ? false : 'DATABASE_URL is not set to a postgres:// URL (CI starts PostgreSQL in .ci/services)';

let dbUrl = '';
let dbName = '';
before(async () => {
  if (skip) return;
  dbName = `muster_test_${crypto.randomBytes(4).toString('hex')}`;
  const c = new pg.Client({ connectionString: BASE });
  await c.connect();
  await c.query(`CREATE DATABASE ${dbName}`);
  await c.end();
  const u = new URL(BASE!);
  u.pathname = `/${dbName}`;
  dbUrl = u.toString();
});
after(async () => {
  if (skip || !dbName) return;
  const c = new pg.Client({ connectionString: BASE });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await c.end();
});

describe('server on PostgreSQL', { skip }, () => {
  test('migrations run (twice is harmless); an append on a stale version is refused', async () => {
    const s = PostgresStorage.open(dbUrl, 'test');
    await s.migrate();
    await s.migrate();
    const now = Date.now();
    await s.createUser({ id: 'u1', name: 'Pat', passHash: 'x', createdAt: now });
    await s.createGame({ id: 'g1', game: 'highcard', mode: 'online', status: 'active', options: {}, createdBy: 'u1', createdAt: now, updatedAt: now, commitment: 'c', serverSecret: 's', inviteToken: 't', result: null, actionCount: 0 },
      [{ gameId: 'g1', side: 'north', userId: 'u1', bot: null, contribution: 'ab' }, { gameId: 'g1', side: 'south', userId: null, bot: null, contribution: null }]);
    await s.appendAction('g1', 0, 'north', { type: 'play', card: 1 }, now);
    await assert.rejects(s.appendAction('g1', 0, 'south', { type: 'play', card: 2 }, now), StorageConflict);
    await assert.rejects(s.appendAction('g1', 2, 'south', { type: 'play', card: 2 }, now), StorageConflict);
    assert.deepEqual((await s.loadActions('g1')).map((a) => a.action), [{ type: 'play', card: 1 }]);
    await s.close();
  });

  test('the HTTP and socket flow end to end on PostgreSQL, export verifies', async () => {
    const storage = PostgresStorage.open(dbUrl, 'inproc');
    const srv: TestServer = await startInProcess({ storage });
    try {
      const a = await register(srv.url, 'PgAlice');
      const b = await register(srv.url, 'PgBob');
      const c = await createGame(srv.url, { game: 'highcard', mode: 'online', side: 'north', contribution: contribution() }, a);
      const id = c.body.game.id;
      await http(srv.url, 'POST', `/api/games/${id}/join`, { side: 'south', token: c.body.game.invite, contribution: contribution() }, b);
      for (let i = 0; i < 3; i++) {
        for (const [side, who] of [['north', a], ['south', b]] as const) {
          const v = (await http(srv.url, 'GET', `/api/games/${id}/view?side=${side}`, undefined, who)).body.view;
          const r = await http(srv.url, 'POST', `/api/games/${id}/act`, { side, step: v.step, action: v.actions[0] }, who);
          assert.equal(r.status, 200, JSON.stringify(r.body));
        }
      }
      const stale = await http(srv.url, 'POST', `/api/games/${id}/act`, { side: 'north', step: 0, action: { type: 'play', card: 1 } }, a);
      assert.equal(stale.status, 409);
      const exp = (await http(srv.url, 'GET', `/api/games/${id}/export`)).body;
      assert.equal(verifyExport(exp, getGame).ok, true);
    } finally {
      await srv.close();
    }
  });

  test('two server processes on one database: a move made through one reaches a client of the other (LISTEN/NOTIFY)', { timeout: 60000 }, async () => {
    const env = { DATABASE_URL: dbUrl };
    const n1 = await startProcess([], env);
    const n2 = await startProcess([], env);
    try {
      assert.notEqual(n1.url, n2.url);
      const alice = await register(n1.url, 'NodeAlice');
      const bob = await register(n2.url, 'NodeBob');
      const c = await createGame(n1.url, { game: 'highcard', mode: 'online', side: 'north', contribution: contribution() }, alice);
      const id = c.body.game.id;
      // Alice watches through node 1, Bob plays through node 2.
      const wsA = await WsClient.open(n1.url.replace('http', 'ws') + '/ws', alice);
      wsA.send({ t: 'sub', game: id, side: 'north' });
      await wsA.wait((m) => m.t === 'state' && m.meta.status === 'open');
      const j = await http(n2.url, 'POST', `/api/games/${id}/join`, { side: 'south', token: c.body.game.invite, contribution: contribution() }, bob);
      assert.equal(j.status, 200, JSON.stringify(j.body));
      const started = await wsA.wait((m) => m.t === 'state' && m.meta.status === 'active' && m.view);
      assert.equal(started.view.step, 0);
      const wsB = await WsClient.open(n2.url.replace('http', 'ws') + '/ws', bob);
      wsB.send({ t: 'sub', game: id, side: 'south' });
      const sv = (await wsB.wait((m) => m.t === 'state' && m.view)).view;
      wsB.send({ t: 'act', id: 1, game: id, side: 'south', step: sv.step, action: sv.actions[0] });
      await wsB.wait((m) => m.t === 'ack' && m.id === 1);
      const seen = await wsA.wait((m) => m.t === 'state' && m.view?.step === 1, 0, 10000);
      assert.equal(seen.view.state.hasChosen.south, true, 'node 1 pushed the move made through node 2');
      assert.equal(seen.view.state.chosen, null);
      // And back: Alice moves through node 1, Bob's socket on node 2 sees the reveal.
      const nv = seen.view;
      wsA.send({ t: 'act', id: 2, game: id, side: 'north', step: nv.step, action: nv.actions[0] });
      await wsA.wait((m) => m.t === 'ack' && m.id === 2);
      const back = await wsB.wait((m) => m.t === 'state' && m.view?.step === 2, 0, 10000);
      assert.equal(back.view.state.revealed.length, 1);
      // The same version through both nodes at once: one is recorded, the other refused as stale.
      const [r1, r2] = await Promise.all([
        http(n1.url, 'GET', `/api/games/${id}/view?side=north`, undefined, alice),
        http(n2.url, 'GET', `/api/games/${id}/view?side=north`, undefined, alice),
      ]);
      assert.equal(r1.body.view.step, 2);
      assert.equal(r2.body.view.step, 2);
      const [x1, x2] = await Promise.all([
        http(n1.url, 'POST', `/api/games/${id}/act`, { side: 'north', step: 2, action: r1.body.view.actions[0] }, alice),
        http(n2.url, 'POST', `/api/games/${id}/act`, { side: 'north', step: 2, action: r2.body.view.actions[1] }, alice),
      ]);
      assert.deepEqual([x1.status, x2.status].sort(), [200, 409]);
      const loser = x1.status === 409 ? x1 : x2;
      assert.equal(loser.body.error.code, 'stale');
      wsA.close(); wsB.close();
    } finally {
      await stopProcess(n1.proc);
      await stopProcess(n2.proc);
    }
  });
});
