/**
 * 13.7 army commander: «総指揮官に指定した軍団指揮官は以下の注釈を例外として変えれません» (a corps commander designated
 * army commander cannot be changed, except as the note says). Reading in docs/dixie-rules.md (13.7).
 */
import { test } from 'node:test';
import { dixie, assert, build, act, legal, offered, refuses, card, U, C, type DixieAction } from './helpers.js';
import { moraleValue } from '../../src/games/dixie/morale.js';
import { PositionError } from '../../src/core/position.js';

const cmdActs = (s: Parameters<typeof legal>[0], side: string) => legal(s, side).filter((a) => a.type === 'commander');
const designateA = (id: number): DixieAction => ({ type: 'commander', card: id });
const CSA_L = 0, CSA_R = 2, USA_C = 4;
/** positions built here record that nobody is designated yet (a file without the field gets the older automatic pick) */
const NONE = { commanders: { CSA: null, USA: null } };

test('dixie 13.7: the designated army commander stays when a lower-numbered corps commander arrives and when he goes to the reserve', () => {
  // No Lee. A. P. Hill (III Corps) with Hays (II Corps) at CSA-L; Longstreet (I Corps, lower number) in the reserve.
  const s = build({ phase: 'move', positions: { 'CSA-L': [{ card: C.hays }, { card: C.hill }], 'CSA-R': [{ card: C.walker }] }, reserve: { CSA: [C.longstreet], USA: [] }, ...NONE }, { corpsCommand: true });
  assert.equal(s.ac.CSA, null, 'nobody is army commander until the player designates one');
  assert.equal(moraleValue(s, CSA_L, 'CSA', C.hays, false), 3, 'undesignated, Hill commands only III Corps');
  assert.deepEqual(cmdActs(s, 'CSA'), [designateA(C.hill)], 'only a corps commander face up on the battlefield may be designated');
  const log = act(s, 'CSA', designateA(C.hill));
  assert.equal(s.ac.CSA, C.hill);
  assert.ok(log.some((e) => e.key === 'dx.commander' && e.rule === 'dixie 13.7'));
  assert.equal(moraleValue(s, CSA_L, 'CSA', C.hays, false), 3 + 1, 'army commander Hill commands Hays (II Corps), defence 1');
  // Longstreet (209 < 211) arrives: the designation stands
  act(s, 'CSA', { type: 'move', card: C.longstreet, to: 'CSA-R' });
  assert.equal(s.ac.CSA, C.hill);
  assert.equal(moraleValue(s, CSA_L, 'CSA', C.hays, false), 4, 'Hill still commands every corps');
  assert.equal(moraleValue(s, CSA_R, 'CSA', C.walker, false), 3, 'Longstreet (I Corps) does not command Walker (II Corps)');
  assert.deepEqual(cmdActs(s, 'CSA'), [], 'no second designation');
  refuses(s, 'CSA', designateA(C.longstreet), 'dixie 13.7');
  // Hill goes to the reserve: still the army commander
  act(s, 'CSA', { type: 'move', card: C.hill, to: 'reserve' });
  assert.equal(s.ac.CSA, C.hill);
  assert.equal(moraleValue(s, CSA_R, 'CSA', C.walker, false), 3, 'Longstreet did not become army commander');
  refuses(s, 'CSA', designateA(C.longstreet), 'dixie 13.7');
  assert.match(String((() => { try { dixie.applyInPlace(s, 'CSA', designateA(C.longstreet), []); } catch (e) { return (e as Error).message; } })()), /cannot be changed/);
});

test('dixie 13.7: a designated army commander who is killed is lost, and a new one may be designated', () => {
  const s = build({
    phase: 'move',
    positions: { 'USA-C': [{ card: C.kemper }, { card: C.hill }, { card: U.paul, up: true }], 'CSA-L': [{ card: C.hays }, { card: C.longstreet }] },
    commanders: { CSA: C.hill, USA: null },
  }, { corpsCommand: true });
  assert.equal(moraleValue(s, USA_C, 'CSA', C.kemper, false), 3 + 2, 'army commander Hill commands Kemper (I Corps), attack 2');
  assert.deepEqual(cmdActs(s, 'CSA'), []);
  // Kemper falls back: Hill is alone with the enemy and dies (11.3 note)
  const log = act(s, 'CSA', { type: 'move', card: C.kemper, to: 'CSA-C' });
  assert.ok(s.dead.includes(C.hill));
  assert.equal(s.ac.CSA, null);
  assert.ok(log.some((e) => e.key === 'dx.commanderLost' && e.rule === 'dixie 13.7'));
  assert.deepEqual(cmdActs(s, 'CSA'), [designateA(C.longstreet)]);
  act(s, 'CSA', designateA(C.longstreet));
  assert.equal(s.ac.CSA, C.longstreet);
  assert.equal(moraleValue(s, CSA_L, 'CSA', C.hays, false), 3 + 3, 'Longstreet commands Hays (II Corps), defence 3');
});

test('dixie 13.7 note: without Meade a wing commander on the battlefield must be army commander: he replaces a designated corps commander; a second one changes nothing', () => {
  const s = build({
    phase: 'move', turnOf: 'USA', turn: 2,
    positions: { 'USA-C': [{ card: U.paul }, { card: U.hancock }], 'USA-L': [{ card: U.baxter }], 'USA-R': [{ card: U.harrow }] },
    reserve: { CSA: [], USA: [U.reynolds, 75] }, ...NONE,
  }, { corpsCommand: true });
  act(s, 'USA', designateA(U.hancock));
  assert.equal(s.ac.USA, U.hancock);
  const log = act(s, 'USA', { type: 'move', card: U.reynolds, to: 'USA-L' });
  assert.equal(s.ac.USA, U.reynolds, 'the exception of the note: Reynolds takes Hancock\'s place at once');
  assert.ok(log.some((e) => e.key === 'dx.commanderWing' && e.rule === 'dixie 13.7'));
  assert.equal(moraleValue(s, USA_C, 'USA', U.paul, false), 3, 'Hancock (II Corps) no longer commands Paul (I Corps)');
  act(s, 'USA', { type: 'move', card: 75, to: 'USA-R' });
  assert.equal(s.ac.USA, U.reynolds, 'Slocum arriving changes nothing: one of them is army commander');
  assert.equal(moraleValue(s, 3, 'USA', U.harrow, false), 2, 'Slocum (wing XII, V, VI) does not command Harrow (II Corps)');
  // Both wing commanders on the battlefield and none designated: the USA chooses before anything else
  const t = build({ phase: 'morale', turnOf: 'USA', turn: 2, positions: { 'USA-L': [{ card: U.baxter }, { card: U.reynolds }], 'USA-R': [{ card: U.harrow, hits: 1 }, { card: 75 }], 'USA-C': [{ card: U.paul }, { card: U.hancock }] }, commanders: { CSA: null, USA: null } }, { corpsCommand: true });
  assert.deepEqual(legal(t, 'USA'), [designateA(U.reynolds), designateA(75)]);
  refuses(t, 'USA', { type: 'morale' }, 'dixie 13.7');
  refuses(t, 'USA', designateA(U.hancock), 'dixie 13.7');
  act(t, 'USA', designateA(75));
  assert.equal(t.ac.USA, 75);
  assert.ok(offered(t, 'USA', { type: 'morale' }));
});

test('dixie 13.7 (hidden information): a face-down leader is never designated, and the enemy sees the designation of a face-up one and nothing face down', () => {
  // Reynolds lies face down as a decoy (13.6); compare with a terrain decoy in his place
  const pos = (decoy: number) => ({
    phase: 'move', turnOf: 'USA', turn: 2,
    positions: { 'USA-C': [{ card: U.paul }, { card: decoy, decoy: true }], 'USA-L': [{ card: U.baxter }, { card: U.hancock }] }, ...NONE,
  });
  const s = build(pos(U.reynolds), { corpsCommand: true, decoys: true });
  const t = build(pos(U.wheatfield), { corpsCommand: true, decoys: true });
  assert.equal(s.ac.USA, null, 'the wing commander face down is not in play: no designation is forced');
  assert.deepEqual(cmdActs(s, 'USA'), [designateA(U.hancock)]);
  assert.deepEqual(cmdActs(t, 'USA'), cmdActs(s, 'USA'), 'the designations offered do not depend on what the decoy is');
  assert.deepEqual(dixie.view(s, 'CSA'), dixie.view(t, 'CSA'));
  assert.deepEqual(dixie.view(s, 'CSA').commanders, { CSA: null, USA: null });
  act(s, 'USA', designateA(U.hancock));
  act(t, 'USA', designateA(U.hancock));
  assert.equal(dixie.view(s, 'CSA').commanders.USA, U.hancock, 'designated face up: public');
  // Hancock goes to the reserve: still the commander; the CSA's view says no more than before, and a sampled state agrees
  act(s, 'USA', { type: 'move', card: U.hancock, to: 'reserve' });
  act(t, 'USA', { type: 'move', card: U.hancock, to: 'reserve' });
  const v = dixie.view(s, 'CSA');
  assert.deepEqual(v, dixie.view(t, 'CSA'));
  assert.equal(v.commanders.USA, U.hancock);
  const sample = dixie.sampleState!(JSON.parse(JSON.stringify(v)), 'CSA', 'cmd', dixie.parseOptions({ corpsCommand: true, decoys: true }));
  assert.equal(sample.ac.USA, U.hancock);
  assert.ok(sample.res.USA.includes(U.hancock), 'the sampled enemy reserve holds the commander who went there');
  assert.deepEqual(dixie.view(sample, 'CSA'), v);
  assert.equal(card(s, U.reynolds)!.dc, 1);
});

test('dixie 13.7 positions: the designated commanders are saved and loaded; older files load with the former automatic commander; bad ones are rejected naming position.commanders', () => {
  const o = dixie.parseOptions({ corpsCommand: true });
  const base = { phase: 'move', turnOf: 'CSA', turn: 1, reserve: { CSA: [C.longstreet], USA: [] }, positions: { 'CSA-L': [{ card: C.hays }, { card: C.hill }], 'CSA-C': [{ card: C.kemper }, { card: C.ewell }] } };
  const s = dixie.fromPosition({ ...base, commanders: { CSA: C.hill, USA: null } }, o);
  act(s, 'CSA', { type: 'move', card: C.hill, to: 'reserve' });
  const p = JSON.parse(JSON.stringify(dixie.toPosition(s)));
  assert.deepEqual(p.commanders, { CSA: C.hill, USA: null });
  const r = dixie.fromPosition(p, o);
  assert.deepEqual(r.ac, { CSA: C.hill, USA: null });
  assert.deepEqual(dixie.toPosition(r), p);
  // an older file: the commander the engine picked before (lowest-numbered three-star leader on the battlefield)
  assert.deepEqual(dixie.fromPosition(base, o).ac, { CSA: C.ewell, USA: null });
  assert.deepEqual(dixie.fromPosition({ ...base, commanders: { CSA: null, USA: null } }, o).ac, { CSA: null, USA: null });
  assert.deepEqual(dixie.fromPosition(base, dixie.parseOptions({})).ac, { CSA: null, USA: null }, 'no corps rule, no commander');
  const issues = (c: unknown, extra: Record<string, unknown> = {}) => {
    try { dixie.fromPosition({ ...base, ...extra, commanders: c }, o); } catch (e) { assert.ok(e instanceof PositionError, String(e)); return e.issues; }
    assert.fail('accepted');
  };
  assert.equal(issues({ CSA: 'Hill', USA: null })[0]!.path, 'position.commanders.CSA');
  assert.equal(issues({ CSA: C.hill })[0]!.path, 'position.commanders.USA');
  assert.equal(issues({ CSA: C.hill, USA: null, Lee: 1 })[0]!.path, 'position.commanders');
  for (const [c, extra, re] of [
    [{ CSA: C.lee, USA: null }, {}, /13\.7/],
    [{ CSA: C.stuart, USA: null }, {}, /13\.7/],
    [{ CSA: U.reynolds, USA: null }, {}, /USA card/],
    [{ CSA: null, USA: U.reynolds }, {}, /13\.7/],
    [{ CSA: C.longstreet, USA: null }, { reserve: { CSA: [], USA: [] }, dead: [C.longstreet] }, /13\.7/],
  ] as const) {
    const is = issues(c, extra);
    assert.equal(is[0]!.path, c.CSA === null ? 'position.commanders.USA' : 'position.commanders.CSA');
    assert.match(is[0]!.message, re);
  }
});
