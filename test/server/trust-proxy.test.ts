import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { buildApp } from '../../src/server/app.js';
import { parseTrustProxy, type TrustProxy } from '../../src/server/proxy.js';
import { SqliteStorage } from '../../src/server/storage/sqlite.js';
import { tmpDir } from './helpers.js';

/** A server with 3 failed sign-ins allowed per address (and many per name), on loopback. */
async function withServer(trustProxy: TrustProxy | undefined, fn: (url: string) => Promise<void>): Promise<void> {
  const storage = SqliteStorage.open(path.join(tmpDir(), 'db.sqlite'));
  await storage.migrate();
  const { app } = await buildApp({
    storage, botDelayMs: 0, scrypt: { N: 1024, r: 8, p: 1 },
    loginLimits: { perName: 100, perAddress: 3, windowMs: 60_000 },
    ...(trustProxy !== undefined ? { trustProxy } : {}),
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try { await fn(url); } finally { await app.close(); await storage.close(); }
}

/** A failed sign-in (unknown name, so only the address counts), optionally as if forwarded for `from`. */
async function failLogin(url: string, name: string, from?: string): Promise<number> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (from) headers['x-forwarded-for'] = from;
  const r = await fetch(url + '/api/login', { method: 'POST', headers, body: JSON.stringify({ name, password: 'wrong-password' }) });
  await r.text();
  return r.status;
}

describe('server: sign-in throttling behind a reverse proxy (trustProxy)', () => {
  test('with trustProxy = the loopback address, two X-Forwarded-For clients get separate per-address counts', async () => {
    await withServer(['127.0.0.1'], async (url) => {
      for (let i = 0; i < 3; i++) assert.equal(await failLogin(url, `alice${i}`, '203.0.113.1'), 401, `client A try ${i + 1}`);
      assert.equal(await failLogin(url, 'alice9', '203.0.113.1'), 429, 'client A has used its 3 failures');
      assert.equal(await failLogin(url, 'bob0', '203.0.113.2'), 401, 'client B is counted apart');
      assert.equal(await failLogin(url, 'carol0'), 401, 'the proxy itself (no header) is counted apart');
      // The proxy appends the peer it saw: the client's own claim (left) is not trusted, the proxy's (right) is.
      assert.equal(await failLogin(url, 'alice10', '198.51.100.7, 203.0.113.1'), 429, 'a client cannot dodge by prepending an address');
    });
  });

  test('without trustProxy, X-Forwarded-For is ignored: a client cannot dodge the per-address limit by sending it', async () => {
    await withServer(undefined, async (url) => {
      for (let i = 0; i < 3; i++) assert.equal(await failLogin(url, `mallory${i}`, `203.0.113.${i + 1}`), 401, `try ${i + 1}`);
      assert.equal(await failLogin(url, 'mallory9', '203.0.113.99'), 429, 'every try counts against the peer 127.0.0.1');
      assert.equal(await failLogin(url, 'mallory10'), 429);
    });
  });

  test('a peer that is not the trusted proxy cannot set its address with X-Forwarded-For', async () => {
    await withServer(['10.0.0.0/8'], async (url) => {
      for (let i = 0; i < 3; i++) assert.equal(await failLogin(url, `trudy${i}`, `203.0.113.${i + 1}`), 401, `try ${i + 1}`);
      assert.equal(await failLogin(url, 'trudy9', '203.0.113.99'), 429);
    });
  });

  test('--trust-proxy values: true/false, addresses and CIDR ranges; hop counts and non-addresses are refused', () => {
    assert.equal(parseTrustProxy('true'), true);
    assert.equal(parseTrustProxy('false'), false);
    assert.deepEqual(parseTrustProxy('127.0.0.1'), ['127.0.0.1']);
    assert.deepEqual(parseTrustProxy(' 10.0.0.0/8, ::1,loopback,192.168.0.0/255.255.0.0 '), ['10.0.0.0/8', '::1', 'loopback', '192.168.0.0/255.255.0.0']);
    assert.throws(() => parseTrustProxy('1'), /hop count/);
    assert.throws(() => parseTrustProxy('proxy.example.com'), /not an address.*"proxy\.example\.com"/);
    assert.throws(() => parseTrustProxy('10.0.0.0/33'), /not an address/);
    assert.throws(() => parseTrustProxy(','), /not an address/);
  });
});
