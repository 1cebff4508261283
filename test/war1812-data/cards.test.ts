import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  cardNames, checkWar1812Cards, DECK_RULES, defaultWar1812Cards, parseWar1812Cards, War1812CardsError,
  type War1812Cards,
} from '../../src/games/war1812/data/cards.ts';
import { describeEffects } from '../../src/games/war1812/data/cards-text.ts';
import { defaultWar1812Pack } from '../../src/games/war1812/data/pack.ts';
import type { CardData, Effect } from '../../src/games/war1812/data/types.ts';

const pack = defaultWar1812Pack();
const raw = JSON.parse(readFileSync(new URL('../../src/games/war1812/data/cards.json', import.meta.url), 'utf8')) as War1812Cards;
const cards = raw.cards;

/** A deep copy of the shipped deck, broken by `edit`; returns every issue found. */
function broken(edit: (d: War1812Cards) => void) {
  const d = structuredClone(raw);
  edit(d);
  return checkWar1812Cards(d, pack).issues;
}
function assertRejected(issues: { path: string; message: string }[], path: string | RegExp, message: RegExp) {
  assert.ok(issues.length > 0, 'expected the deck to be rejected');
  const hit = issues.find((i) => (typeof path === 'string' ? i.path === path : path.test(i.path)) && message.test(i.message));
  assert.ok(hit, `no issue at ${path} matching ${message}; got:\n${issues.map((i) => `${i.path}: ${i.message}`).join('\n')}`);
}
/** Index of the first card with an effect of this kind (and side). */
function withEffect(kind: Effect['do'], side?: CardData['side']): number {
  const i = cards.findIndex((c) => c.effects.some((e) => e.do === kind) && (!side || c.side === side));
  assert.ok(i >= 0, `no ${side ?? ''} card with a ${kind} effect`);
  return i;
}
const byTitle = (t: string) => {
  const c = cards.find((k) => k.title === t);
  assert.ok(c, `no card "${t}"`);
  return c;
};
const count = (f: (c: CardData) => boolean) => cards.filter(f).length;

// ---- the shipped deck

test('war1812 cards: the shipped deck validates against the shipped map pack', () => {
  const { deck, issues } = checkWar1812Cards(raw, pack);
  assert.deepEqual(issues, []);
  assert.ok(deck);
  assert.equal(defaultWar1812Cards.cards.length, 150);
  assert.deepEqual(defaultWar1812Cards, raw);
});

test('war1812 cards: ids 1..150 in order, the OP distribution 1x30 2x50 3x45 4x25', () => {
  assert.deepEqual(cards.map((c) => c.id), Array.from({ length: 150 }, (_, i) => i + 1));
  for (const [v, n] of Object.entries(DECK_RULES.opsCounts)) assert.equal(count((c) => c.ops === Number(v)), n, `${v} OPs`);
});

test('war1812 cards: sides, years and peace events as designed (about 55/55/40, 70/45/35, a third move the Peace Track)', () => {
  assert.equal(count((c) => c.side === 'british'), 55);
  assert.equal(count((c) => c.side === 'american'), 55);
  assert.equal(count((c) => c.side === 'either'), 40);
  assert.equal(count((c) => c.year === 1812), 70);
  assert.equal(count((c) => c.year === 1813), 45);
  assert.equal(count((c) => c.year === 1814), 35);
  const peace = count((c) => !!c.peace);
  assert.ok(peace >= 45 && peace <= 55, `peace events: ${peace}`);
  // most peace events push the enemy toward peace; only a few rally one's own people
  const pushes = count((c) => c.effects.some((e) => e.do === 'peace' && e.who === 'enemy' && e.n > 0));
  const rallies = count((c) => c.effects.some((e) => e.do === 'peace' && e.who === 'self' && e.n < 0));
  assert.equal(pushes + rallies, peace);
  assert.ok(pushes >= 2 * rallies, `pushes ${pushes}, rallies ${rallies}`);
  for (const side of ['british', 'american', 'either'] as const) {
    assert.ok(count((c) => c.side === side && c.effects.some((e) => e.do === 'peace' && e.who === 'self')) >= 3, `${side} rallies`);
  }
});

test('war1812 cards: every event text (en and ja) says exactly what the effects do', () => {
  const names = cardNames(pack);
  for (const c of cards) {
    if (c.napoleon) continue; // the engine applies the chart; checked below
    assert.equal(c.text, describeEffects(c, names, 'en'), `card ${c.id} ${c.title}`);
    assert.equal(c.textJa, describeEffects(c, names, 'ja'), `card ${c.id} ${c.title}`);
  }
});

test('war1812 cards: every card has its provenance; a fact cites its source', () => {
  for (const c of cards) {
    assert.ok(c.prov === 'fact' || c.prov === 'design', `card ${c.id}`);
    if (c.prov === 'fact') assert.match(c.source ?? '', /\d{4}/, `card ${c.id} cites a dated source`);
  }
  assert.match(raw.notice.en, /design/i);
  assert.match(raw.notice.en, /not public/);
  assert.match(raw.notice.ja, /設計/);
});

test('war1812 chart L300-315: the three Napoleon cards (abdication, escape, Waterloo) in order', () => {
  const nap = cards.filter((c) => c.napoleon !== undefined).sort((a, b) => a.napoleon! - b.napoleon!);
  assert.deepEqual(nap.map((c) => c.title), ['Napoleon Abdicates', 'Napoleon Escapes Elba', 'Waterloo']);
  assert.deepEqual(nap.map((c) => c.napoleon), [1, 2, 3]);
  assert.deepEqual(nap.map((c) => c.needsNapoleon), [undefined, 1, 2]);
  for (const c of nap) {
    assert.equal(c.side, 'either');
    assert.equal(c.year, 1814);
    assert.equal(c.remove, true);
    assert.deepEqual(c.effects, []);
    assert.ok(!c.peace);
  }
  // their words state the chart's consequences
  const [ab, esc, wat] = nap as [CardData, CardData, CardData];
  for (const re of [/2 extra cards/, /plays first/, /10 regular SP/, /invasion fleet/, /coastal raiders \(if available\)/, /Quebec/,
    /Nap\.1/, /Cochrane commands the invasion fleet/, /Wellington/, /Nap\.2 and 10 more regular SP/]) assert.match(ab.text, re);
  for (const re of [/追加のカード2枚/, /最初にプレイ/, /正規兵10ポイント/, /侵攻艦隊/, /沿岸襲撃者（使用可能であれば）/, /ケベック/,
    /Nap\.1/, /コクラン/, /ウェリントン/, /Nap\.2/]) assert.match(ab.textJa, re);
  assert.match(esc.text, /no longer receives the 2 extra cards/);
  assert.match(esc.text, /only after Napoleon Abdicates/);
  assert.match(wat.text, /again receives 2 extra cards/);
  assert.match(wat.text, /only after Napoleon Escapes Elba/);
  assert.match(wat.textJa, /再び/);
});

test('war1812 cards: the events named in the design brief exist with their effects', () => {
  assert.deepEqual(byTitle('Federalist Opposition').effects, [{ do: 'peace', who: 'enemy', n: 1 }]);
  assert.equal(byTitle('Federalist Opposition').side, 'british');
  const hartford = byTitle('Hartford Convention');
  assert.equal(hartford.year, 1814);
  assert.deepEqual(hartford.effects, [{ do: 'peace', who: 'enemy', n: 1 }]);
  assert.equal(byTitle('Merchants Petition Parliament').side, 'american');
  assert.deepEqual(byTitle("Don't Give Up the Ship").effects, [{ do: 'peace', who: 'self', n: -1 }]);
  assert.deepEqual(byTitle('The Star-Spangled Banner').effects, [{ do: 'peace', who: 'self', n: -1 }]);
  assert.deepEqual(byTitle("Laura Secord's Warning").effects, [{ do: 'peace', who: 'self', n: -1 }]);
  const red = byTitle('Red Stick Uprising');
  assert.equal(red.year, 1813);
  assert.deepEqual(red.effects, [{ do: 'tribe', tribe: 'creek', status: 'hostile' }]);
  const perry = byTitle("Perry's Fleet Launched");
  assert.equal(perry.year, 1813);
  assert.deepEqual(perry.effects, [{ do: 'ships', units: { brig: 2 }, at: ['presque-isle'] }]);
  assert.deepEqual(byTitle('HMS St Lawrence').effects, [{ do: 'ships', units: { ship: 1 }, at: ['kingston'] }]);
  assert.deepEqual(byTitle('Fort Meigs Built').effects, [{ do: 'fort', at: ['fort-meigs'] }]);
  assert.deepEqual(byTitle("Cockburn's Coastal Raiders").effects, [{ do: 'raiders' }]);
  assert.deepEqual(byTitle('Congreve Rockets').effects[0], { do: 'units', units: { artillery: 1 }, at: ['kingston', 'montreal', 'quebec'] });
  assert.equal(byTitle('Intercepted Dispatches').effects[0]!.do, 'discard');
  assert.equal(byTitle('Forced March').effects[0]!.do, 'activate');
  assert.equal(byTitle("Brock's Boldness").effects[0]!.do, 'activate');
  assert.deepEqual(byTitle('Privateers').effects, [{ do: 'blockade', delta: -1 }]);
  assert.deepEqual(byTitle('Royal Navy Reinforcements').effects, [{ do: 'blockade', delta: 1 }]);
});

// ---- each validation rule rejects a broken copy

test('war1812 cards rejects: a misspelt key (strict objects)', () => {
  const issues = broken((d) => { (d.cards[0] as unknown as Record<string, unknown>).tittle = 'x'; });
  assertRejected(issues, 'cards[0]', /tittle/);
});

test('war1812 cards rejects: OPs outside 1-4, an unknown side, a year outside 1812-1815', () => {
  assertRejected(broken((d) => { d.cards[3]!.ops = 5; }), 'cards[3].ops', /.+/);
  assertRejected(broken((d) => { d.cards[3]!.ops = 0; }), 'cards[3].ops', /.+/);
  assertRejected(broken((d) => { (d.cards[3] as { side: string }).side = 'french'; }), 'cards[3].side', /.+/);
  assertRejected(broken((d) => { d.cards[3]!.year = 1811; }), 'cards[3].year', /.+/);
  assertRejected(broken((d) => { d.cards[3]!.year = 1816; }), 'cards[3].year', /.+/);
});

test('war1812 cards rejects: malformed effects (an unknown kind, a peace move of 0, a blockade of +2, an empty unit list)', () => {
  const i = withEffect('peace');
  assertRejected(broken((d) => { (d.cards[i]!.effects[0] as { do: string }).do = 'plunder'; }), `cards[${i}].effects[0].do`, /.+/);
  assertRejected(broken((d) => { (d.cards[i]!.effects[0] as { n: number }).n = 0; }), `cards[${i}].effects[0].n`, /moves no box/);
  const b = withEffect('blockade');
  assertRejected(broken((d) => { (d.cards[b]!.effects[0] as { delta: number }).delta = 2; }), `cards[${b}].effects[0].delta`, /.+/);
  const u = withEffect('units');
  assertRejected(broken((d) => { (d.cards[u]!.effects[0] as { units: object }).units = {}; }), `cards[${u}].effects[0].units`, /names no unit/);
  assertRejected(broken((d) => { (d.cards[u]!.effects[0] as { units: object }).units = { brig: 1 }; }), `cards[${u}].effects[0].units`, /.+/);
});

test('war1812 cards rejects: a duplicate id, a gap in 1..150, a deck of the wrong size', () => {
  assertRejected(broken((d) => { d.cards[5]!.id = 5; }), 'cards[5].id', /duplicate card id 5/);
  const gap = broken((d) => { d.cards[9]!.id = 151; });
  assertRejected(gap, 'cards[9].id', /beyond 150/);
  assertRejected(gap, 'cards', /missing 10/);
  assertRejected(broken((d) => { d.cards.splice(10, 1); }), 'cards', /has 149 cards/);
});

test('war1812 cards rejects: a changed OP distribution', () => {
  const i = cards.findIndex((c) => c.ops === 1);
  const issues = broken((d) => { d.cards[i]!.ops = 2; });
  assertRejected(issues, 'cards', /29 cards of 1 OPs; the deck has 30/);
  assertRejected(issues, 'cards', /51 cards of 2 OPs; the deck has 50/);
});

test('war1812 cards rejects: a duplicate title', () => {
  assertRejected(broken((d) => { d.cards[2]!.title = d.cards[1]!.title; }), 'cards[2].title', /duplicate title/);
});

test('war1812 cards rejects: peace: true iff an effect moves a peace marker', () => {
  const p = cards.findIndex((c) => c.peace);
  assertRejected(broken((d) => { delete d.cards[p]!.peace; }), `cards[${p}].peace`, /needs peace: true/);
  const q = cards.findIndex((c) => !c.peace && c.effects.length);
  assertRejected(broken((d) => { d.cards[q]!.peace = true; }), `cards[${q}].peace`, /no effect moves a peace marker/);
});

test('war1812 cards rejects: an event that harms its own player (own marker forward, enemy marker back)', () => {
  const p = cards.findIndex((c) => c.effects.some((e) => e.do === 'peace' && e.who === 'enemy'));
  assertRejected(broken((d) => { (d.cards[p]!.effects[0] as { who: string }).who = 'self'; }), `cards[${p}].effects[0].n`, /own player's marker/);
  const r = cards.findIndex((c) => c.effects.some((e) => e.do === 'peace' && e.who === 'self'));
  assertRejected(broken((d) => { (d.cards[r]!.effects[0] as { who: string }).who = 'enemy'; }), `cards[${r}].effects[0].n`, /enemy's marker back/);
});

test('war1812 cards rejects: spaces not in the map pack, units on water, ships away from a lake port, a blockade off the sea', () => {
  const u = withEffect('units');
  assertRejected(broken((d) => { (d.cards[u]!.effects[0] as { at: string[] }).at[0] = 'atlantis'; }), `cards[${u}].effects[0].at[0]`, /unknown space "atlantis"/);
  assertRejected(broken((d) => { (d.cards[u]!.effects[0] as { at: string[] }).at[0] = 'lake-erie'; }), `cards[${u}].effects[0].at[0]`, /lake space/);
  const f = withEffect('fort');
  assertRejected(broken((d) => { (d.cards[f]!.effects[0] as { at: string[] }).at[0] = 'sea-gulf'; }), `cards[${f}].effects[0].at[0]`, /sea space/);
  assertRejected(broken((d) => { (d.cards[f]!.effects[0] as { at: string[] }).at[0] = 'fort-wayne'; }), `cards[${f}].effects[0].at[0]`, /wilderness: forts are not upgraded there \(chart L92\)/);
  const s = withEffect('ships');
  assertRejected(broken((d) => { (d.cards[s]!.effects[0] as { at: string[] }).at[0] = 'albany'; }), `cards[${s}].effects[0].at[0]`, /not a lake port/);
  assertRejected(broken((d) => { (d.cards[s]!.effects[0] as { at: string[] }).at[0] = 'port-royal'; }), `cards[${s}].effects[0].at[0]`, /unknown space/);
  const b = withEffect('blockade', 'british');
  assertRejected(broken((d) => { (d.cards[b]!.effects[0] as { zone?: string }).zone = 'kingston'; }), `cards[${b}].effects[0].zone`, /not a sea zone/);
  assertRejected(broken((d) => { (d.cards[b]!.effects[0] as { zone?: string }).zone = 'sea-pacific'; }), `cards[${b}].effects[0].zone`, /unknown sea zone/);
});

test('war1812 cards rejects: leaders not in the pack, of the other side, Nap. leaders, leaders already in play, a leader on two cards', () => {
  const i = cards.findIndex((c) => c.side === 'american' && c.effects.some((e) => e.do === 'leaders'));
  assert.ok(i >= 0);
  const j = cards[i]!.effects.findIndex((e) => e.do === 'leaders');
  const set = (id: string) => (d: War1812Cards) => { (d.cards[i]!.effects[j] as { leaders: string[] }).leaders = [id]; };
  const at = `cards[${i}].effects[${j}].leaders[0]`;
  assertRejected(broken(set('custer')), at, /unknown leader "custer"/);
  assertRejected(broken(set('drummond')), at, /drummond is british/);
  assertRejected(broken(set('hull')), at, /on the map at the start/);
  assertRejected(broken(set('winchester')), at, /in the leader pool at the start/);
  const pw = broken((d) => { d.cards[i]!.side = 'british'; set('wellington')(d); });
  assertRejected(pw, at, /Nap\.1 leader/);
  // a leader who enters the pool no later than the card: the event would do nothing
  const late = cards.findIndex((c) => c.effects.some((e) => e.do === 'leaders' && e.leaders.includes('ripley')));
  assertRejected(broken((d) => { d.cards[late]!.year = 1814; }), new RegExp(`^cards\\[${late}\\]\\.effects\\[\\d\\]\\.leaders\\[0\\]$`), /enters the pool in 1814/);
  const other = cards.findIndex((c, k) => k !== i && c.side === 'american' && c.effects.some((e) => e.do === 'leaders'));
  const lid = (cards[other]!.effects.find((e) => e.do === 'leaders') as { leaders: string[] }).leaders[0]!;
  assertRejected(broken(set(lid)), /leaders\[0\]$/, /brought by another card too/);
  assertRejected(broken((d) => { delete d.cards[i]!.remove; }), `cards[${i}].remove`, /brings leaders is removed/);
});

test('war1812 cards rejects: unknown tribes, and tribe or blockade events against their own side', () => {
  const t = withEffect('tribe', 'british');
  assertRejected(broken((d) => { (d.cards[t]!.effects[0] as { tribe: string }).tribe = 'aztec'; }), `cards[${t}].effects[0].tribe`, /unknown tribe/);
  assertRejected(broken((d) => { (d.cards[t]!.effects[0] as { status: string }).status = 'neutral'; }), `cards[${t}].effects[0].status`, /British event does not make a tribe neutral/);
  const a = withEffect('tribe', 'american');
  assertRejected(broken((d) => { (d.cards[a]!.effects[0] as { status: string }).status = 'hostile'; }), `cards[${a}].effects[0].status`, /American event does not make a tribe hostile/);
  const b = withEffect('blockade', 'american');
  assertRejected(broken((d) => { (d.cards[b]!.effects[0] as { delta: number }).delta = 1; }), `cards[${b}].effects[0].delta`, /American event does not raise/);
  const r = withEffect('raiders');
  assertRejected(broken((d) => { d.cards[r]!.side = 'american'; }), `cards[${r}].effects[0]`, /coastal raiders are British/);
});

test('war1812 cards rejects: a one-side effect on an either card, and a unit of the other side', () => {
  const u = withEffect('units', 'british');
  assertRejected(broken((d) => { d.cards[u]!.side = 'either'; }), `cards[${u}].effects[0]`, /either-side card may not carry it/);
  assertRejected(broken((d) => { (d.cards[u]!.effects[0] as { units: object }).units = { ranger: 1 }; }), `cards[${u}].effects[0].units.ranger`, /american only/);
  const a = withEffect('units', 'american');
  assertRejected(broken((d) => { (d.cards[a]!.effects[0] as { units: object }).units = { indian: 2 }; }), `cards[${a}].effects[0].units.indian`, /british only/);
});

test('war1812 cards rejects: a fact without a source, a card without effects', () => {
  const f = cards.findIndex((c) => c.prov === 'fact' && !c.napoleon);
  assertRejected(broken((d) => { delete d.cards[f]!.source; }), `cards[${f}].source`, /cites its source/);
  assertRejected(broken((d) => { d.cards[f]!.effects = []; }), `cards[${f}].effects`, /at least one effect/);
});

test('war1812 chart L300-315 rejects: not exactly three Napoleon cards, steps out of order, a Napoleon card with effects, kept, one-sided or early', () => {
  const n1 = cards.findIndex((c) => c.napoleon === 1);
  const n2 = cards.findIndex((c) => c.napoleon === 2);
  const n3 = cards.findIndex((c) => c.napoleon === 3);
  assertRejected(broken((d) => { delete d.cards[n3]!.napoleon; delete d.cards[n3]!.needsNapoleon; }), 'cards', /2 Napoleon cards; it needs exactly three/);
  assertRejected(broken((d) => { d.cards[0]!.napoleon = 2; d.cards[0]!.needsNapoleon = 1; }), `cards[${n2}].napoleon`, /second card for Napoleon step 2 \(also cards\[0\]\)/);
  assertRejected(broken((d) => { d.cards[n3]!.needsNapoleon = 1; }), `cards[${n3}].needsNapoleon`, /step 3 must need step 2/);
  assertRejected(broken((d) => { delete d.cards[n2]!.needsNapoleon; }), `cards[${n2}].needsNapoleon`, /step 2 must need step 1/);
  assertRejected(broken((d) => { d.cards[n1]!.needsNapoleon = 1; }), `cards[${n1}].needsNapoleon`, /needs no earlier step/);
  assertRejected(broken((d) => { d.cards[n1]!.effects = [{ do: 'draw', n: 2 }]; }), `cards[${n1}].effects`, /engine applies the chart/);
  assertRejected(broken((d) => { delete d.cards[n1]!.remove; }), `cards[${n1}].remove`, /removed after its event/);
  assertRejected(broken((d) => { d.cards[n1]!.side = 'british'; }), `cards[${n1}].side`, /either side/);
  assertRejected(broken((d) => { d.cards[n1]!.year = 1813; }), `cards[${n1}].year`, /1814 or later/);
});

test('war1812 cards: parseWar1812Cards throws a War1812CardsError listing every problem', () => {
  const d = structuredClone(raw);
  d.cards[0]!.ops = 3;
  d.cards[2]!.title = d.cards[1]!.title;
  assert.throws(() => parseWar1812Cards(d, pack, 'broken.json'), (e: unknown) => {
    assert.ok(e instanceof War1812CardsError);
    assert.ok(e.issues.some((i) => i.path === 'cards[2].title'));
    assert.ok(e.issues.some((i) => /OPs/.test(i.message)));
    assert.match(e.message, /^broken\.json: \d+ problems/);
    return true;
  });
});
