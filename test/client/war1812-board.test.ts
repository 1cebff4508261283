/**
 * The War of 1812 board's helpers, without a browser: the base map keeps the geography and the routes but
 * leaves out what changes in play (place symbols in their starting owner's colour, starting fort levels and
 * tribe status); places stand where a player who knows the war looks for them; the rolls are put into words
 * (battles with hits and asterisks, wilderness moves with their modifiers and chance) in English and Japanese.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderEntry } from '../../src/core/log.js';
import { WAR1812_MESSAGES } from '../../src/games/war1812/messages.js';
import { baseMap, basePieces, POS, pack } from '../../src/client/games/war1812/map.js';
import { battleExplained, C, logEntry, wildernessLine } from '../../src/client/games/war1812/words.js';

const at = (id: string) => POS[C.index[id]!]!;

test('war1812 board: the base map is the renderer\'s drawing by layer, without what changes in play (owners, forts, set-up, tribe status)', () => {
  for (const lang of ['en', 'ja'] as const) {
    const pieces = basePieces(lang);
    const layers = new Set(pieces.map((p) => p.layer));
    for (const l of ['land', 'sea', 'lake', 'route', 'halo', 'name', 'star', 'port', 'tribe', 'water-name'] as const) assert.ok(layers.has(l), `layer ${l}`);
    for (const l of ['symbol', 'fort', 'setup'] as const) assert.ok(!layers.has(l), `no ${l} layer: the board draws it from the view`);
    assert.ok(pieces.some((p) => p.layer === 'name' && p.id === 'detroit'), 'every place has its name piece, by id');
    const svg = baseMap(lang);
    assert.ok(svg.length > 10000, 'the map is drawn');
    assert.match(svg, /data-layer="lake"/);
    assert.doesNotMatch(svg, /\(hostile\)|（敵対）/, 'no starting tribe status');
    assert.doesNotMatch(svg, /<svg|clip-path="url\(#map\)"/, 'inner elements only');
  }
  assert.match(baseMap('ja'), /オンタリオ湖/);
});

test('war1812 board: Detroit, Niagara, Kingston, Montreal, Washington and New Orleans are where they were', () => {
  const [detroit, niagara, kingston, montreal, washington, orleans] = ['detroit', 'lewiston', 'kingston', 'montreal', 'washington', 'new-orleans'].map(at) as [typeof POS[0], typeof POS[0], typeof POS[0], typeof POS[0], typeof POS[0], typeof POS[0]];
  assert.ok(detroit.x < niagara.x && niagara.x < kingston.x && kingston.x < montreal.x, 'west to east along the border');
  assert.ok(montreal.y < kingston.y && kingston.y < washington.y && washington.y < orleans.y, 'north to south');
  assert.ok(orleans.x < detroit.x + 200 && orleans.x < washington.x, 'New Orleans far west of Washington');
  assert.equal(POS.length, pack.spaces.length);
});

test('war1812 board: battles explained with hits and asterisks, and wilderness chances before the roll', () => {
  const p = { at: C.index['detroit']!, attacker: 'british', aSP: 6, aDie: 5, aMod: 3, aHits: 2, aStars: 1, absorbed: 1, dSP: 4, dDie: 2, dMod: 1, dHits: 1, dStars: 0 };
  const en = battleExplained(p, 'en');
  assert.equal(en[0], 'Battle at Detroit.');
  assert.match(en[1]!, /Attacker \(British\): 6 SP, roll 5 \+ 3 = 8 .*2 hit\(s\) and 1 asterisk\(s\) after the fort absorbed 1\*; the enemy loses 3 SP/);
  assert.match(en[2]!, /Defender \(American\): 4 SP, roll 2 \+ 1 = 3 .*1 hit\(s\) and 0 asterisk\(s\); the enemy loses 1 SP/);
  assert.match(battleExplained(p, 'ja')[1]!, /攻撃側\(イギリス軍\): 6ポイント.*損害2、\*1\(砦が\*1を吸収した後\)/);
  assert.match(wildernessLine({ mods: { tactics: 1, dotted: 2, friendly: 1 }, needDie: 3 }, 'en'), /tactics \+1, dotted line \+2, all friendly \+1; needs 7\+ \(a roll of 3\+\): 70%/);
  assert.match(wildernessLine({ mods: { enemy: -1 }, needDie: 8 }, 'en'), /needs 7\+ \(a roll of 8\+\): 20%/);
  assert.match(wildernessLine({ mods: { tactics: 3, dotted: 2, voyageurs: 1, indians: 1 }, needDie: 0 }, 'ja'), /100%/);
});

test('war1812 board: log entries in words, the wilderness modifiers in Japanese', () => {
  const e = { key: 'w.wildernessFail', params: { side: 'american', to: C.index['fort-mackinac']!, die: 2, total: 6, mods: ['tactics +1', 'dotted +2'] } };
  assert.match(renderEntry(logEntry(e, 'en'), WAR1812_MESSAGES.en), /wilderness roll 2 → 6 \(tactics \+1, dotted \+2\): the move to Ft\. Mackinac fails/);
  assert.match(renderEntry(logEntry(e, 'ja'), WAR1812_MESSAGES.ja), /戦術 \+1, 青点線 \+2.*フォート・マキナック/);
});

test('war1812 board 8.3-8.4: an attack is explained from the engine\'s preview in the view (modifiers, asterisks, fort, each die)', async () => {
  const { bare, exp, gar, S } = await import('../war1812/helpers.js');
  const { war1812 } = await import('../../src/games/war1812/index.js');
  const { battleLine, resultsByDie } = await import('../../src/client/games/war1812/words.js');
  const s = bare();
  exp(s, 0, 'A', 'queenston', ['brock'], { regular: 4, artillery: 1 });
  gar(s, 1, 'lewiston', { regular: 2, militia: 1 });
  s.control[S('lewiston')] = 1;
  s.fort[S('lewiston')] = 2;
  Object.assign(s, { phase: 'move', active: 0, mover: { stack: 0, mp: 4, from: S('queenston'), touched: 0, moved: false } });
  const b = (war1812.view(s, 'british') as { moves: { to: number; battle: Parameters<typeof battleLine>[0] | null }[] }).moves.find((m) => m.to === S('lewiston'))!.battle!;
  const en = battleLine(b, 'en');
  assert.match(en, /your 5 SP roll d10 \+4 \(tactics \+3, regulars \+1\) against 3 SP/);
  assert.match(en, /fort \+2/);
  assert.match(en, /artillery \+1\*, the fort absorbs 2\*/);
  assert.match(en, /You take off \d–\d SP \(mean \d\.\d\)/);
  assert.match(battleLine(b, 'ja'), /戦術 \+3、正規兵 \+1.*砦が\*2を吸収/);
  assert.match(resultsByDie(b.aResults, 'en'), /^0(–\d)?: \d hits?/);
});
