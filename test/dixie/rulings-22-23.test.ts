/**
 * The DIXIE readings of issues 22 and 23, decided from the rulebook's text (docs/dixie-rules.md records each with the
 * Japanese sentence, the reading it replaced and why). Every test here failed on the engine before these rulings.
 */
import { test } from 'node:test';
import { dixie, assert, build, act, legal, offered, refuses, dice, ids, U, C } from './helpers.js';
import { RuleError } from '../../src/core/errors.js';
import { actionKey } from '../../src/core/engine.js';
import { createRng, randomInt } from '../../src/core/rng.js';
import { type Side, posNames, sideOf, whereIs, def } from '../../src/games/dixie/state.js';
import { moveBlock } from '../../src/games/dixie/movement.js';
import { fireBlock } from '../../src/games/dixie/fire.js';
import { specialBlock } from '../../src/games/dixie/specials.js';
import type { SpecialDef } from '../../src/games/dixie/data/schema.js';
import { card as cardDef } from '../../src/games/dixie/data/cards.js';
import { checkCardFile } from '../../src/games/dixie/data/validate.js';
import cards from '../../src/games/dixie/data/gettysburg.json' with { type: 'json' };

const FITZ_LEE = 189;
const RALLY_CSA = 239;

function refusal(s: Parameters<typeof act>[0], side: string, a: Parameters<typeof act>[2]): RuleError {
  try { act(s, side, a); } catch (e) { if (e instanceof RuleError) return e; throw e; }
  throw new Error(`${JSON.stringify(a)} was not refused`);
}

test('dixie 13.3 (issue 23): one flank attack per target position and turn; a second wave after the first one\'s dice is refused', () => {
  // «初めに何枚のカード…がこの移動を試みるかを決め、それから各々のカードで士気チェックをします». CSA movement step: Kemper is
  // engaged in USA-R (a flank position) with Paul, and Semmes in USA-L with Cutler. Kershaw goes in on USA-R alone and fails
  // his check (6); Smith, still in the reserve, may not now try the same position, but may flank USA-L.
  const s = build({
    phase: 'move', reserve: { CSA: [C.kershaw, C.smith], USA: [] },
    positions: { 'USA-R': [{ card: C.kemper, up: true }, { card: U.paul, up: true }], 'USA-L': [{ card: C.semmes, up: true }, { card: U.cutler, up: true }] },
  }, { flankAttack: true });
  act(s, 'CSA', { type: 'flank', card: C.kershaw, at: 'USA-R' });
  dice(s, [6]);
  act(s, 'CSA', { type: 'flank-go' });
  assert.deepEqual(ids(s, 'USA-R'), [C.kemper, U.paul], 'Kershaw failed and stays in the reserve');
  assert.ok(!offered(s, 'CSA', { type: 'flank', card: C.smith, at: 'USA-R' }), 'no second flank attack on USA-R this turn');
  refuses(s, 'CSA', { type: 'flank', card: C.smith, at: 'USA-R' }, 'dixie 13.3');
  assert.match(refusal(s, 'CSA', { type: 'flank', card: C.smith, at: 'USA-R' }).message, /already made on USA-R this turn/);
  assert.ok(offered(s, 'CSA', { type: 'flank', card: C.smith, at: 'USA-L' }), 'another flank position is another attack');
  assert.deepEqual(dixie.view(s, 'USA').flankDone, ['USA-R'], 'the attack was public; the view says where it went');
});

test('dixie 14.0 (issue 23): at the end of day 3 the result is read when the CSA\'s morale checks end the day, before the night withdrawal', () => {
  // «各々の日は…CSAの必要な士気チェックを済ませると終了します。敵と同じポジションにいる攻撃部隊カードはそれから、後退しなければなりません»
  // and «CSAプレイヤーが3日目を終えても勝利していなければ、USAプレイヤーが勝利します». The CSA holds USA-L alone and holds USA-C,
  // where a USA unit (Paul) has come back to attack. The USA's last turn of the day ends (its day deck is empty); the
  // CSA has no hit to check, so the day ends at once. Paul's withdrawal would leave the CSA alone in a second USA
  // position: on day 2 that is a CSA win at nightfall, after day 3 it comes too late.
  const position = (day: number) => build({
    phase: 'move', turnOf: 'USA', turn: 30, day, reserve: { CSA: [], USA: [] }, deck: { CSA: [C.smith], USA: [] }, later: { CSA: [], USA: [] },
    positions: { 'USA-L': [{ card: C.kershaw, up: true }], 'USA-C': [{ card: C.kemper, up: true }, { card: U.paul, up: true }], 'CSA-C': [{ card: C.semmes }], 'USA-R': [{ card: U.cutler }] },
    holders: { 'USA-L': 'CSA', 'USA-C': 'CSA' },
  }, { historical: true });
  const s3 = position(3);
  act(s3, 'USA', { type: 'end-move' });
  assert.deepEqual(dixie.result(s3), { winner: 'USA', reason: 'dx.winHistorical', rule: 'dixie 14.0' }, 'the third day ended before any withdrawal');
  assert.deepEqual(ids(s3, 'USA-C'), [C.kemper, U.paul], 'no withdrawal after the last day');
  const s2 = position(2);
  act(s2, 'USA', { type: 'end-move' });
  assert.equal(dixie.result(s2)?.winner, 'CSA', 'on day 2 the nightfall withdrawal leaves the CSA holding two USA positions (4.0)');
});

test('dixie 5.0 with 12.0 (issue 23): every battle turn opens with the morale step; with no hit it is a pass, and Rally may be played there before a melee', () => {
  // «プレイヤーの戦闘ターンは次の4つのステップで構成され、プレイは厳密に順番に従って進めます。1. 士気ステップ…». No CSA card was
  // hit in the USA's turn. Kemper (CSA) and Paul (USA) are engaged in CSA-C; the CSA holds Rally (+1 morale, morale step).
  const position = (reserve: number[]) => build({
    phase: 'move', turnOf: 'USA', turn: 2, reserve: { CSA: reserve, USA: [] },
    positions: { 'CSA-C': [{ card: C.kemper, up: true }, { card: U.paul, up: true }] },
  }, { melee: true });
  const s = position([RALLY_CSA]);
  act(s, 'USA', { type: 'end-move' });
  assert.equal(s.phase, 'morale', 'the CSA turn opens in the morale step although no card was hit');
  assert.ok(offered(s, 'CSA', { type: 'morale' }), 'the pass: nothing to check');
  act(s, 'CSA', { type: 'special', card: RALLY_CSA, at: 'CSA-C' });
  act(s, 'CSA', { type: 'morale' });
  assert.equal(s.phase, 'combat');
  act(s, 'CSA', { type: 'melee', at: 'CSA-C' });
  assert.ok(s.sp.some((a) => a.id === RALLY_CSA && a.side === 'CSA'), 'Rally is in force for the melee\'s morale checks');
  // Opening the step every turn tells the USA nothing: its view is the same whether the CSA holds a morale special or not.
  const without = position([C.smith]);
  act(without, 'USA', { type: 'end-move' });
  const withRally = position([RALLY_CSA]);
  act(withRally, 'USA', { type: 'end-move' });
  assert.deepEqual(dixie.view(withRally, 'USA'), dixie.view(without, 'USA'));
  assert.deepEqual(legal(without, 'CSA'), [{ type: 'morale' }], 'nothing else to do: one click');
});

test('dixie 8.4 (issue 22, decided): «2連続» — the second move of cavalry or a leader comes straight after its first', () => {
  // «騎兵と指揮官は1ターンに2連続で戦闘移動することができます». The line of play: Fitz Lee's cavalry (189) advances from
  // CSA-C into USA-C against Cross (1 CV); going back would be engaging then disengaging (8.4). Beckham's horse artillery
  // (207) follows, fires and destroys Cross: USA-C has no enemy left, so the return is no longer a disengagement. With
  // other cards moving and firing between them, Fitz Lee's two moves would not be consecutive: the return is refused.
  const s = build({ phase: 'move', reserve: { CSA: [], USA: [] }, positions: { 'CSA-C': [{ card: FITZ_LEE, up: true }, { card: C.beckham, up: true }], 'USA-C': [{ card: U.cross, up: true }], 'USA-L': [{ card: U.paul }] } });
  act(s, 'CSA', { type: 'move', card: FITZ_LEE, to: 'USA-C' });
  refuses(s, 'CSA', { type: 'move', card: FITZ_LEE, to: 'CSA-C' }, 'dixie 8.4'); // engage, then disengage
  act(s, 'CSA', { type: 'move', card: C.beckham, to: 'USA-C' });
  dice(s, [1, 1]);
  act(s, 'CSA', { type: 'fire', card: C.beckham, at: 'USA-C' });
  assert.ok(!ids(s, 'USA-C').includes(U.cross), 'Cross destroyed (two hits on one CV, 7.3)');
  assert.ok(!offered(s, 'CSA', { type: 'move', card: FITZ_LEE, to: 'CSA-C' }), 'the way back is not offered');
  const e = refusal(s, 'CSA', { type: 'move', card: FITZ_LEE, to: 'CSA-C' });
  assert.equal(e.rule, 'dixie 8.4');
  assert.match(e.message, /2連続/);
  // Consecutive moves are still two: Hampton from the reserve to CSA-R and straight on into USA-L; with Kemper moved in
  // between, Hampton's second move is gone.
  const t = build({ phase: 'move', reserve: { CSA: [C.hampton, C.kemper], USA: [] }, positions: { 'USA-L': [{ card: U.paul }] } });
  act(t, 'CSA', { type: 'move', card: C.hampton, to: 'CSA-R' });
  assert.ok(offered(t, 'CSA', { type: 'move', card: C.hampton, to: 'USA-L' }), 'the second move, straight after the first');
  act(t, 'CSA', { type: 'move', card: C.kemper, to: 'CSA-R' });
  refuses(t, 'CSA', { type: 'move', card: C.hampton, to: 'USA-L' }, 'dixie 8.4');
  assert.equal(dixie.view(t, 'CSA').lastMover, C.kemper);
  assert.equal(dixie.view(t, 'USA').lastMover, null, 'the enemy is not told which face-down card moved');
});

test('dixie 8.0 with 8.1 (issue 22, decided): a 5th card may move into an enemy position its side holds alone; the limit applies when the moves are done', () => {
  // «カードはどのような順番でも、1枚づつ、直ちに移動させます。スタック制限(3.1)は全ての移動が完了するまで適用しません。» 8.1's limit
  // is for engaging (a position with enemy cards); USA-L holds four CSA units and no USA card, so moving in is no engagement.
  const s = build({
    phase: 'move', reserve: { CSA: [], USA: [] },
    positions: { 'USA-L': [{ card: C.kershaw }, { card: C.semmes }, { card: C.barksdale }, { card: C.wofford }], 'CSA-R': [{ card: C.kemper }], 'USA-C': [{ card: U.paul }] },
    holders: { 'USA-L': 'CSA' },
  });
  assert.ok(offered(s, 'CSA', { type: 'move', card: C.kemper, to: 'USA-L' }), 'a fifth card may go in for now');
  act(s, 'CSA', { type: 'move', card: C.kemper, to: 'USA-L' });
  assert.equal(ids(s, 'USA-L').length, 5, 'no disorder while the step goes on');
  refuses(s, 'CSA', { type: 'end-move' }, 'dixie 8.0');
  act(s, 'CSA', { type: 'move', card: C.wofford, to: 'CSA-R' });
  assert.ok(offered(s, 'CSA', { type: 'end-move' }), 'within the limit again: the step may end');
  // Engaging still stays within the limit on every move (8.1), and the refusal names the limit Lee's bonus makes.
  const t = build({
    phase: 'move', reserve: { CSA: [], USA: [] },
    positions: { 'USA-C': [{ card: C.lee }, { card: C.kershaw, up: true }, { card: C.semmes, up: true }, { card: C.barksdale, up: true }, { card: C.wofford, up: true }, { card: C.kemper, up: true }, { card: U.paul, up: true }], 'CSA-C': [{ card: C.smith }] },
    holders: { 'USA-C': 'USA' },
  });
  const e = refusal(t, 'CSA', { type: 'move', card: C.smith, to: 'USA-C' });
  assert.equal(e.rule, 'dixie 8.1');
  assert.match(e.message, /5 of 5 cards \(4 \+1 stack bonus of Lee/);
});

test('dixie 9.0 with 12.0 (issue 22, decided): a special marked for the enemy\'s turn is carried by the card schema and played there, even just drawn; the shipped series has none', () => {
  // «増援カードは敵ターンに使用できるスペシャルカードを除いて、次の戦闘ターンになるまで使用できません»
  const file = structuredClone(cards) as { cards: Record<string, unknown>[] };
  assert.ok(file.cards.every((c) => c.type !== 'special' || c.enemyTurn === undefined), 'the reconstruction has none');
  file.cards.find((c) => c.no === U.rally)!.enemyTurn = true;
  const checked = checkCardFile(file);
  assert.ok(checked.ok, JSON.stringify(checked.errors));
  assert.ok(!checkCardFile({ ...file, cards: file.cards.map((c) => (c.no === U.meredith ? { ...c, enemyTurn: true } : c)) }).ok, 'only specials carry it');
  // A corrected list marks the USA's Rally (morale step, own position) for the enemy's turn. The USA draws it at the end
  // of its turn; the CSA's turn opens, and before the CSA's morale step the USA may play it on CSA-C, where Paul stands.
  const rally = cardDef(U.rally) as SpecialDef;
  rally.enemyTurn = true;
  try {
    const s = build({
      phase: 'move', turnOf: 'USA', turn: 2, reserve: { CSA: [], USA: [] }, deck: { CSA: [C.smith], USA: [U.rally, U.cutler] },
      positions: { 'CSA-C': [{ card: C.kemper, up: true }, { card: U.paul, up: true }] },
    });
    act(s, 'USA', { type: 'end-move' });
    assert.equal(s.side, 'CSA');
    assert.equal(s.phase, 'morale');
    assert.deepEqual(dixie.activeSides(s), ['USA'], 'the window for the USA\'s enemy-turn specials');
    assert.deepEqual(legal(s, 'USA'), [{ type: 'special', card: U.rally, at: 'CSA-C' }, { type: 'special-done' }], 'usable though drawn in the reinforcement step just before');
    refuses(s, 'CSA', { type: 'morale' }, 'dixie 5.0');
    act(s, 'USA', { type: 'special', card: U.rally, at: 'CSA-C' });
    act(s, 'USA', { type: 'special-done' });
    assert.deepEqual(dixie.activeSides(s), ['CSA']);
    act(s, 'CSA', { type: 'morale' });
    assert.deepEqual(dixie.activeSides(s), ['CSA'], 'no USA special of the combat step: no window there');
    // in the USA's own turn the card is not played
    const own = build({ phase: 'morale', turnOf: 'USA', turn: 2, reserve: { CSA: [], USA: [U.rally] }, positions: { 'CSA-C': [{ card: C.kemper, up: true }, { card: U.paul, up: true }] } });
    refuses(own, 'USA', { type: 'special', card: U.rally, at: 'CSA-C' }, 'dixie 9.0');
  } finally {
    delete rally.enemyTurn;
  }
  const shipped = build({ phase: 'move', turnOf: 'USA', turn: 2, reserve: { CSA: [], USA: [] }, positions: { 'CSA-C': [{ card: C.kemper, up: true }, { card: U.paul, up: true }] } });
  act(shipped, 'USA', { type: 'end-move' });
  assert.deepEqual(dixie.activeSides(shipped), ['CSA'], 'with the shipped series no window opens');
});

test('dixie 7.x / 8.x / 12.0 refusals (issue 22): the refusal explainers and the legal actions are one list of checks — along random games, a move, fire or special is offered exactly when its explainer finds no rule against it', () => {
  const ADVANCED = { melee: true, enfilade: true, flankAttack: true, counterBattery: true, artillerySupport: true, decoys: true, corpsCommand: true };
  let compared = 0;
  for (const [k, options] of [{}, ADVANCED, { historical: true, ...ADVANCED }].entries()) {
    for (let g = 0; g < 2; g++) {
      const o = dixie.parseOptions(options);
      const s = dixie.setup(`explain-${k}-${g}`, o, null);
      const r = createRng(`explain-pick-${k}-${g}`);
      for (let step = 0; step < 400 && !dixie.result(s); step++) {
        const side = dixie.activeSides(s)[0]! as Side;
        const acts = legal(s, side);
        if (side === s.side && (s.phase === 'combat' || s.phase === 'move') && !s.pq.length && !s.ml?.ask && !s.ew) {
          const keys = new Set(acts.map(actionKey));
          const names = posNames(s.o.n);
          const mine = [...s.res[side], ...s.pos.flat().map((c) => c.id).filter((id) => sideOf(id) === side)];
          for (const id of mine) {
            if (s.phase === 'move') for (const to of [-1, ...names.keys()]) {
              const offeredMove = keys.has(actionKey({ type: 'move', card: id, to: to < 0 ? 'reserve' : names[to]! }));
              assert.equal(moveBlock(s, side, id, to)[1] === 'that move is not possible now', offeredMove, `move ${id} → ${to}`);
              compared++;
            }
            if (whereIs(s, id) >= 0) for (const [q, name] of names.entries()) {
              const offeredFire = keys.has(actionKey({ type: 'fire', card: id, at: name }));
              assert.equal(fireBlock(s, side, id, q)[1] === 'that card cannot fire there now', offeredFire, `fire ${id} → ${name}`);
              compared++;
            }
          }
          const firsts = [...new Set(s.res[side].filter((id) => def(id).type === 'special').map((id) => id % 1000))].map((no) => Math.min(...s.res[side].filter((id) => id % 1000 === no)));
          for (const id of firsts) for (const q of [-1, ...names.keys()]) {
            const offeredSpecial = keys.has(actionKey(q < 0 ? { type: 'special', card: id } : { type: 'special', card: id, at: names[q]! }));
            assert.equal(specialBlock(s, side, id, q)[1] === 'that special cannot be played there now', offeredSpecial, `special ${id} at ${q}`);
            compared++;
          }
        }
        act(s, side, acts[randomInt(r, acts.length)]!);
      }
    }
  }
  assert.ok(compared > 3000, `only ${compared} comparisons`);
});
