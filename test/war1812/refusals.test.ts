/** War of 1812 refusals: every kind of refused action answers with a RuleError naming its rule, and the state is
 *  left exactly as it was (checked by `rejects`). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RuleError } from '../../src/core/errors.js';
import { U, type War1812State } from '../../src/games/war1812/state.js';
import { K, S, act, bare, c, cardOf, exp, fresh, gar, legal, movePos, napAct, nextTurn, opsPos, opsRejects, rejects, war1812, type SideName } from './helpers.js';

const US2 = () => cardOf(2, (id) => c.cSide[id] === 1);
function play(): War1812State {
  const s = bare();
  s.hands = [[cardOf(2, (id) => c.cSide[id] === 0), K.brPeace], [US2()]];
  return s;
}
function moving(): War1812State {
  const s = bare();
  exp(s, 0, 'A', 'presque-isle', ['brock'], { regular: 2, militia: 1 });
  s.control[S('presque-isle')] = 0;
  gar(s, 0, 'presque-isle', { militia: 1 });
  return movePos(s, 0, 'A', 4);
}
function napoleon(): War1812State {
  const s = bare();
  s.peace = [0, 24]; s.year = 1814; s.turn = 2;
  s.nap = 1; s.napTurn = [0, 11, 0, 0];
  return nextTurn(s);
}
function lastCard(): War1812State {
  const s = bare();
  s.peace = [12, 12]; s.ghent = { numbers: [0, 0], shift: 0, box: 12 };
  s.phase = 'lastcard'; s.lastCards = 3; s.active = 0;
  s.hands = [[K.brPeace, cardOf(4, (id) => c.cSide[id] === 0)], [US2()]];
  return s;
}

type Case = [title: string, state: () => War1812State, side: SideName, action: unknown, rule: string, ops?: boolean];
const CASES: Case[] = [
  ['a card not in hand', play, 'british', { type: 'play', card: 150, use: 'ops' }, 'war1812 4.4'],
  ['passing with cards in hand', play, 'british', { type: 'pass' }, 'war1812 4.4'],
  ['a card while spending OPs', () => opsPos(play(), 0, 3), 'british', { type: 'play', card: K.brPeace, use: 'ops' }, 'war1812 4.4'],
  ['the enemy\'s event', () => { const s = play(); s.hands[0].push(K.usPeace); return s; }, 'british', { type: 'play', card: K.usPeace, use: 'event' }, 'war1812 5.1'],
  ['a blockade with too few OPs', () => opsPos(play(), 0, 2), 'british', { type: 'blockade', zone: 0 }, 'war1812 5.1', true],
  ['a move while choosing the event\'s expedition', () => {
    const s = play();
    exp(s, 0, 'A', 'amherstburg', ['brock'], { regular: 1 });
    s.hands[0].push(K.brActivate);
    return act(s, 0, { type: 'play', card: K.brActivate, use: 'event' });
  }, 'british', { type: 'move', to: S('detroit') }, 'war1812 5.1'],
  ['activation below the initiative', () => { const s = opsPos(play(), 0, 3); exp(s, 0, 'D', 'montreal', ['prevost'], { regular: 1 }); return s; }, 'british', { type: 'activate', stack: 'D' }, 'war1812 5.2'],
  ['activation of an expedition one does not have', () => opsPos(play(), 0, 4), 'british', { type: 'activate', stack: 'Z' }, 'war1812 5.2'],
  ['a fort upgrade below the new level', () => { const s = opsPos(play(), 0, 1); gar(s, 0, 'kingston', { militia: 1 }); return s; }, 'british', { type: 'fort', at: S('kingston') }, 'war1812 5.3', true],
  ['Indians while Mackinac is American', () => opsPos(play(), 0, 2), 'british', { type: 'raise', unit: U.IND, at: S('amherstburg') }, 'war1812 5.4', true],
  ['raising in an enemy place', () => opsPos(play(), 0, 2), 'british', { type: 'raise', unit: U.MIL, at: S('albany') }, 'war1812 5.4', true],
  ['a leaderless SP into the enemy', () => { const s = opsPos(play(), 0, 2); gar(s, 0, 'prescott', { regular: 1 }); return s; }, 'british', { type: 'shift', from: S('prescott'), to: S('ogdensburg'), unit: U.REG }, 'war1812 5.5', true],
  ['anything but placing the drawn leader', () => {
    const s = opsPos(play(), 0, 2);
    gar(s, 0, 'kingston', { regular: 1 });
    s.pool[0] = [c.leaderIndex['procter']!];
    return act(s, 0, { type: 'leader' });
  }, 'british', { type: 'done' }, 'war1812 5.6'],
  ['an American blockade', () => opsPos(play(), 1, 4), 'american', { type: 'blockade', zone: 0 }, 'war1812 5.10', true],
  ['an OPs action while moving', moving, 'british', { type: 'done' }, 'war1812 6.0'],
  ['a move out of reach', moving, 'british', { type: 'move', to: S('boston') }, 'war1812 6.1'],
  ['a land expedition onto a lake', moving, 'british', { type: 'move', to: S('lake-erie') }, 'war1812 6.1'],
  ['a river run where there is none', moving, 'british', { type: 'river', to: S('fort-jefferson') }, 'war1812 6.4'],
  ['a trail for regulars', moving, 'british', { type: 'trail', to: S('st-joseph') }, 'war1812 6.6'],
  ['a British army into Civilized Indian land', () => {
    const s = bare();
    exp(s, 0, 'A', 'fort-mims', ['brock'], { regular: 1 });
    s.control[S('fort-mims')] = 0;
    return movePos(s, 0, 'A', 4);
  }, 'british', { type: 'move', to: S('horseshoe-bend') }, 'war1812 6.7'],
  ['a sea move without the fleet or raiders', moving, 'british', { type: 'sea', to: S('boston') }, 'war1812 6.9'],
  ['picking up a type twice in one space', () => act(moving(), 0, { type: 'pick', unit: U.MIL }), 'british', { type: 'drop', unit: U.MIL }, 'war1812 6.10'],
  ['a card during the Napoleon choice', napoleon, 'british', { type: 'pass' }, 'war1812 4.4'],
  ['an OPs action during the Napoleon choice', napoleon, 'british', { type: 'done' }, 'war1812 11.6'],
  ['a Napoleon share that is not offered', napoleon, 'british', (s: War1812State) => ({ ...(napAct(s, 0, false) as object), fleet: 3 }), 'war1812 11.6'],
  ['the escape from Elba before the abdication', () => { const s = play(); s.year = 1815; s.hands[0].push(K.elba); return s; }, 'british', { type: 'play', card: K.elba, use: 'event' }, 'war1812 11.6'],
  ['a peace event with the last card', lastCard, 'british', { type: 'play', card: K.brPeace, use: 'event' }, 'war1812 12.4'],
  ['a British blockade with the last card', () => opsPos(lastCard(), 0, 4), 'british', { type: 'blockade', zone: 0 }, 'war1812 12.4', true],
  // core: malformed actions and the wrong side
  ['an unknown action type', play, 'british', { type: 'charge' }, 'war1812 core'],
  ['an extra field', play, 'british', { type: 'play', card: 1, use: 'ops', why: 'x' }, 'war1812 core'],
  ['a field of the wrong type', play, 'british', { type: 'play', card: '1', use: 'ops' }, 'war1812 core'],
  ['an unknown use', play, 'british', { type: 'play', card: 1, use: 'both' }, 'war1812 core'],
  ['a space out of range', moving, 'british', { type: 'move', to: 9999 }, 'war1812 core'],
  ['a unit type out of range', moving, 'british', { type: 'pick', unit: 99 }, 'war1812 core'],
  ['not an object', play, 'british', 'play', 'war1812 core'],
  ['an array', play, 'british', [1, 2], 'war1812 core'],
  ['null', play, 'british', null, 'war1812 core'],
  ['the side not to act', play, 'american', { type: 'play', card: US2(), use: 'ops' }, 'war1812 core'],
  ['an unknown side', play, 'french' as SideName, { type: 'pass' }, 'war1812 core'],
  ['a game that is over', () => { const s = lastCard(); s.result = { winner: null, reason: 'x', rule: 'war1812 12.5' }; s.phase = 'over'; return s; }, 'british', { type: 'pass' }, 'war1812 core'],
];

for (const [title, make, side, act0, rule, ops] of CASES) {
  test(`war1812 refusal (${rule.replace('war1812 ', '')}): ${title}`, () => {
    const s = make();
    const action = typeof act0 === 'function' ? (act0 as (s: War1812State) => unknown)(s) : act0;
    if (ops) opsRejects(s, side, action, rule);
    else rejects(s, side, action, rule);
  });
}

test('war1812 refusal (options): an unknown data pack or option is refused', () => {
  assert.throws(() => war1812.parseOptions({ pack: 'nope' }), (e: unknown) => e instanceof RuleError && e.rule === 'war1812 options');
  assert.throws(() => war1812.parseOptions({ pack: 'default', speed: 2 }), (e: unknown) => e instanceof RuleError && e.rule === 'war1812 options');
  assert.deepEqual(war1812.parseOptions({}), { pack: 'default' });
});

test('war1812 refusal: a refused action never changes the state, even after the scratch copy was asked why (the generator included)', () => {
  const s = fresh('refuse');
  const before = JSON.stringify(s);
  for (const a of [{ type: 'play', card: 9999, use: 'ops' }, { type: 'move', to: 3 }, { type: 'napoleon', fleet: 5, wellington: true }, napAct(s, 0, false)]) {
    try { act(s, 'american', a as never); } catch { /* refused */ }
  }
  assert.equal(JSON.stringify(s), before);
});

test('war1812 refusal (5.1): after choosing what the OPs are for, an action of another kind is refused under 5.1, naming the choice', () => {
  const s = opsPos(play(), 0, 4);
  gar(s, 0, 'kingston', { militia: 1 });
  if (!legal(s, 'british').some((a) => a.type === ('choose' as never))) return; // an engine without the two steps
  const t = act(s, 0, { type: 'choose', what: 'raise' } as never);
  const e = rejects(t, 0, { type: 'fort', at: S('kingston') }, 'war1812 5.1');
  assert.match(e.message, /raise/);
  // a kind with nothing to do cannot be chosen
  rejects(opsPos(play(), 0, 1), 0, { type: 'choose', what: 'blockade' }, 'war1812 5.1');
  // and the kind's own refusals keep their rule
  rejects(t, 0, { type: 'raise', unit: U.IND, at: S('amherstburg') }, 'war1812 5.4');
});

test('war1812 refusal: random actions in random positions are either legal or refused with a RuleError naming a rule of the game, the state unchanged (no crash)', async () => {
  const { createRng, randomInt } = await import('../../src/core/rng.js');
  const { apply, actionKey } = await import('../../src/core/engine.js');
  const TYPES = ['play', 'pass', 'napoleon', 'activate', 'fort', 'raise', 'shift', 'leader', 'place', 'road', 'blockade', 'privateers', 'build', 'port', 'repair', 'choose', 'done', 'move', 'river', 'trail', 'sea', 'pick', 'drop', 'stop'];
  const KINDS = ['fort', 'raise', 'shift', 'road', 'blockade', 'privateers', 'ships'];
  const rules = new Map<string, number>();
  let tried = 0;
  for (let g = 0; g < 5; g++) {
    let s = fresh(`rand-refuse-${g}`);
    const r = createRng(`rand-refuse-${g}`);
    for (let k = 0; !war1812.result(s) && k < 3000; k++) {
      const side = war1812.activeSides(s)[0]! as SideName;
      const legalActs = war1812.legalActions(s, side);
      if (k % 2 === 0) {
        const n = (m: number) => randomInt(r, m);
        const a: Record<string, unknown> = { type: TYPES[n(TYPES.length)] };
        const f: Record<string, () => unknown> = {
          play: () => ({ card: n(152), use: n(2) ? 'event' : 'ops' }), napoleon: () => ({ fleet: n(11), wellington: !!n(2), leaders: ['pool', 'landing', 'fleet'][n(3)] }),
          activate: () => ({ stack: ['A', 'B', '1', 'LO', 'Z', ''][n(6)] }), fort: () => ({ at: n(c.n) }), raise: () => ({ unit: n(15), at: n(c.n) }),
          shift: () => ({ from: n(c.n), to: n(c.n), unit: n(15) }), place: () => ({ at: n(c.n) }), road: () => ({ conn: n(c.conns.length) }),
          blockade: () => ({ zone: n(6) }), privateers: () => ({ zone: n(6) }), build: () => ({ port: n(c.n), unit: n(15) }), port: () => ({ port: n(c.n) }),
          repair: () => ({ port: n(c.n) }), choose: () => ({ what: KINDS[n(KINDS.length)] }), move: () => ({ to: n(c.n) }), river: () => ({ to: n(c.n) }),
          trail: () => ({ to: n(c.n) }), sea: () => ({ to: n(c.n) }), pick: () => ({ unit: n(15) }), drop: () => ({ unit: n(15) }),
        };
        Object.assign(a, f[a.type as string]?.() ?? {});
        const legalNow = legalActs.some((x) => actionKey(x) === actionKey(a));
        const before = JSON.stringify(s);
        try { apply(war1812, s, side, a as never); assert.ok(legalNow, `accepted an action not offered: ${JSON.stringify(a)}`); } catch (e) {
          assert.ok(e instanceof RuleError, `${JSON.stringify(a)} in ${s.phase}: ${String(e)}`);
          assert.ok(!legalNow, `refused a legal action ${JSON.stringify(a)}`);
          assert.match(e.rule, /^war1812 (core|\d+\.\d+)$/);
          rules.set(e.rule, (rules.get(e.rule) ?? 0) + 1);
        }
        assert.equal(JSON.stringify(s), before);
        tried++;
      }
      s = war1812.clone(s);
      war1812.applyInPlace(s, side, legalActs[randomInt(r, legalActs.length)]!, null);
    }
  }
  assert.ok(tried > 500 && rules.size > 8, `${tried} tried; rules ${JSON.stringify([...rules])}`);
});
