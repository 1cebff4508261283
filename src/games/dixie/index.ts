/**
 * DIXIE: Gettysburg (Columbia Games card battle game, rules v1.0 1-14): the `Game` object.
 * Card data: data/gettysburg.json, a project reconstruction (docs/dixie-cards.md). Rule decisions:
 * docs/dixie-rules.md.
 */
import { z } from 'zod';
import type { Game, GameResult } from '../../core/engine.js';
import { RuleError } from '../../core/errors.js';
import { createRng, shuffle, type Seed } from '../../core/rng.js';
import { PositionError, zodIssues } from '../../core/position.js';
import type { LogEntry } from '../../core/log.js';
import { type DixieState, type Side, type Opts, type BCard, R, SIDES, posName, posNames, posByName, sideOf, lineOf, def, updateHolders, cloneState, cardWithFlags } from './state.js';
import { hasCard, card } from './data/cards.js';
import { logWords } from './log-words.js';
import type { SpecialDef } from './data/schema.js';
import { instances, randomDeck, musterSize } from './deck.js';
import { designable, chiefInPlay } from './leaders.js';
import { activeSides, legalActions, applyAction, type DixieAction, RESERVE } from './actions.js';
import { view, sampleState, type DixieView } from './view.js';
import { checkSeen, checkPending, checkSpecials, impliedResult, checkPlayable } from './position.js';
import { en, ja } from './messages.js';
import { forgetSeen } from './specials.js';

export type { DixieState, DixieAction, DixieView };

const bool = z.boolean().default(false);
export const OptionsSchema = z.object({
  deck: z.enum(['random', 'points', 'custom']).default('random'),
  decks: z.object({ USA: z.array(z.number().int()), CSA: z.array(z.number().int()) }).strict().optional(),
  historical: bool,
  historicalDay1: bool,
  line: z.union([z.literal(3), z.literal(5)]).default(3),
  melee: bool, enfilade: bool, flankAttack: bool, counterBattery: bool, artillerySupport: bool, decoys: bool,
  corpsCommand: bool, divisionCommand: bool,
  turnLimit: z.number().int().min(0).default(200),
}).strict();
export type DixieOptions = z.infer<typeof OptionsSchema>;

export function toOpts(o: DixieOptions): Opts {
  return {
    n: o.line, hist: o.historical, melee: o.melee, enfilade: o.enfilade, flank: o.flankAttack, cb: o.counterBattery,
    support: o.artillerySupport, decoys: o.decoys, corps: o.corpsCommand || o.divisionCommand, division: o.divisionCommand,
    limit: o.historical ? 0 : o.turnLimit,
  };
}

function emptyState(rng: DixieState['rng'], o: Opts): DixieState {
  return {
    rng, step: 0, o, phase: 'deploy', side: 'CSA', turn: 0, day: o.hist ? 1 : 0,
    deck: { CSA: [], USA: [] }, res: { CSA: [], USA: [] }, later: { CSA: [], USA: [] },
    pos: Array.from({ length: 2 * o.n }, () => []), hold: Array.from({ length: 2 * o.n }, (_, p) => (p < o.n ? 'CSA' : 'USA')),
    dead: [], sp: [], done: { CSA: false, USA: false }, cd: [], ca: -1, pq: [], ml: null, mp: [], fg: null, fx: [], fd: [], lm: -1, ew: null, rv: {},
    seen: { CSA: [], USA: [] }, nr: { CSA: 0, USA: 0 }, ac: { CSA: null, USA: null }, total: { CSA: 0, USA: 0 }, win: null,
  };
}

/** Turn numeric position params of log entries into position names ("USA-C", "reserve"). */
function nameParams(s: DixieState, log: LogEntry[], from: number): void {
  for (let i = from; i < log.length; i++) {
    const e = log[i]!;
    if (!e.params) continue;
    const p = { ...e.params } as Record<string, unknown>;
    for (const k of ['at', 'from', 'to']) if (typeof p[k] === 'number') p[k] = (p[k] as number) < 0 ? RESERVE : posName(s, p[k] as number);
    log[i] = { ...e, params: p as LogEntry['params'] };
  }
}

const CardZ = z.object({
  card: z.number().int().min(1), up: z.boolean().optional(), hits: z.number().int().min(0).max(8).optional(), fired: z.boolean().optional(),
  moves: z.number().int().min(0).max(2).optional(), engagedMove: z.boolean().optional(), disengagedMove: z.boolean().optional(),
  decoy: z.boolean().optional(), flank: z.boolean().optional(),
}).strict();
const SideZ = z.enum(['CSA', 'USA']);
const ids = z.array(z.number().int().min(1));
const perSide = z.object({ CSA: ids, USA: ids }).strict();
export const PositionSchema = z.object({
  phase: z.enum(['deploy', 'morale', 'combat', 'move', 'over']),
  turnOf: SideZ,
  turn: z.number().int().min(0),
  day: z.number().int().min(0).max(3).optional(),
  // 14.0: the turn is only the morale step that closes the day (older files have none)
  dusk: z.boolean().optional(),
  positions: z.record(z.string(), z.array(CardZ)),
  reserve: perSide,
  deck: perSide.optional(),
  later: perSide.optional(),
  dead: ids.optional(),
  holders: z.record(z.string(), SideZ).optional(),
  specials: z.array(z.object({ card: z.number().int(), side: SideZ, at: z.string().nullable(), until: z.number().int(), phase: z.string().optional() }).strict()).optional(),
  done: z.object({ CSA: z.boolean(), USA: z.boolean() }).strict().optional(),
  // support: 13.5 hits from one's own supporting artillery (fives), morale-checked at once; older files have none
  pending: z.array(z.object({ to: SideZ, at: z.string(), n: z.number().int().min(1), longRange: z.boolean().optional(), only: z.number().int().optional(), support: z.boolean().optional() }).strict()).optional(),
  combatDone: z.array(z.string()).optional(),
  combatAt: z.string().nullable().optional(),
  // 13.3: flank positions attacked this turn; 8.4: the card whose move was the last action (older files have neither)
  flankDone: z.array(z.string()).optional(),
  lastMover: z.number().int().min(1).nullable().optional(),
  // 9.0: the side whose window for enemy-turn specials is open at the start of this step (older files have none)
  enemyTurnWindow: SideZ.nullable().optional(),
  seen: perSide.optional(),
  noReinforce: z.object({ CSA: z.number().int().min(0), USA: z.number().int().min(0) }).strict().optional(),
  // 13.7: each side's designated army commander (null: none); older files have none (see fromPosition)
  commanders: z.object({ CSA: z.number().int().min(1).nullable(), USA: z.number().int().min(1).nullable() }).strict().optional(),
  // a finished game's result (absent or null: the game goes on; older files have none)
  result: z.object({ winner: SideZ.nullable(), reason: z.string().min(1), rule: z.string().min(1), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() }).strict().nullable().optional(),
}).strict();

/** 4.0, 5.0, 14.0: how a game ends (victory.ts, sequence.ts, historical.ts): result message → winner ('side': the side its params name). */
const RESULT_WINNER: Record<string, Side | null | 'side'> = { 'dx.winPositions': 'side', 'dx.limit': null, 'dx.winHistorical': 'USA' };

/** The army commander the engine picked before 13.7 designations were stored (default for older position files). */
function legacyCommander(s: DixieState, side: Side): number | null {
  if (chiefInPlay(s, side) !== undefined) return null;
  const ls = s.pos.flat().filter((c) => !c.dc && def(c.id).type === 'leader' && sideOf(c.id) === side && designable(c.id)).map((c) => c.id).sort((a, b) => a - b);
  return ls.find((id) => (def(id) as { corps: string }).corps === 'w') ?? ls[0] ?? null;
}

export const dixie: Game<DixieState, DixieAction, DixieView, DixieOptions> = {
  info: {
    id: 'dixie',
    title: { en: 'DIXIE: Gettysburg', ja: 'DIXIE: ゲティスバーグ' },
    sides: SIDES,
    notice: { en: en['dx.notice']!, ja: ja['dx.notice']! },
  },
  defaultOptions: OptionsSchema.parse({}),
  parseOptions(o) {
    const r = OptionsSchema.safeParse(o ?? {});
    if (!r.success) throw new RuleError('dixie options', r.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; '), 'bad-options');
    const d = r.data;
    if (d.deck === 'custom' && !d.decks) throw new RuleError(R('13.9'), 'custom decks need "decks": { USA: [...], CSA: [...] }', 'bad-options');
    if (d.historical && d.line === 5) throw new RuleError(R('14.0'), 'the historical battle is fought on the three-position line', 'bad-options');
    if (d.deck === 'custom' && d.decks) for (const side of SIDES) instances(side, d.decks[side], d.line, true);
    return d;
  },
  setup(seed: Seed, options, log) {
    const rng = createRng(seed);
    const o = toOpts(options);
    const s = emptyState(rng, o);
    for (const side of SIDES) {
      let deck: number[];
      if (options.deck === 'custom') deck = shuffle(rng, instances(side, options.decks![side], o.n, true));
      else deck = randomDeck(rng, side, options.deck, o.hist, o.n, options.historicalDay1);
      s.total[side] = deck.length;
      const m = musterSize(o.n);
      s.res[side] = deck.slice(0, m);
      if (o.hist) { s.deck[side] = deck.slice(m, m + 6); s.later[side] = deck.slice(m + 6); }
      else s.deck[side] = deck.slice(m);
    }
    log?.push({ key: 'dx.setup', params: { csa: s.total.CSA, usa: s.total.USA, muster: musterSize(o.n) }, rule: R('2.2') });
    return s;
  },
  activeSides: (s) => activeSides(s),
  legalActions: (s, side) => legalActions(s, side as Side),
  applyInPlace(s, side, a, log) {
    const from = log?.length ?? 0;
    applyAction(s, side as Side, a, log);
    if (log) nameParams(s, log, from);
  },
  view: (s, side) => view(s, side),
  result(s): GameResult | null {
    if (!s.win) return null;
    return { winner: s.win.w, reason: s.win.r, rule: s.win.rule, ...(s.win.params ? { params: s.win.params } : {}) };
  },
  clone: (s) => cloneState(s),
  toPosition(s) {
    const nm = (p: number) => posName(s, p);
    const positions: Record<string, unknown[]> = {};
    s.pos.forEach((st, p) => { positions[nm(p)] = st.map((c: BCard) => ({
      card: c.id, ...(c.up ? { up: true } : {}), ...(c.h ? { hits: c.h } : {}), ...(c.f ? { fired: true } : {}), ...(c.m ? { moves: c.m } : {}),
      ...(c.e ? { engagedMove: true } : {}), ...(c.d ? { disengagedMove: true } : {}), ...(c.dc ? { decoy: true } : {}), ...(c.fl ? { flank: true } : {}),
    })); });
    const holders: Record<string, Side> = {};
    s.hold.forEach((h, p) => { holders[nm(p)] = h; });
    return {
      phase: s.phase, turnOf: s.side, turn: s.turn, day: s.day, ...(s.dusk ? { dusk: true } : {}), positions,
      reserve: { CSA: [...s.res.CSA], USA: [...s.res.USA] }, deck: { CSA: [...s.deck.CSA], USA: [...s.deck.USA] },
      later: { CSA: [...s.later.CSA], USA: [...s.later.USA] }, dead: [...s.dead], holders,
      specials: s.sp.map((a) => ({ card: a.id, side: a.side, at: a.at >= 0 ? nm(a.at) : null, until: a.until, phase: a.ph })),
      done: { ...s.done }, pending: s.pq.map((pd) => ({ to: pd.to, at: nm(pd.at), n: pd.n, ...(pd.lr ? { longRange: true } : {}), ...(pd.only !== undefined ? { only: pd.only } : {}), ...(pd.im ? { support: true } : {}) })),
      combatDone: s.cd.map(nm), combatAt: s.ca >= 0 ? nm(s.ca) : null, flankDone: s.fd.map(nm), lastMover: s.phase === 'move' && s.lm >= 0 ? s.lm : null, enemyTurnWindow: s.ew, seen: { CSA: [...s.seen.CSA], USA: [...s.seen.USA] }, noReinforce: { ...s.nr },
      commanders: { ...s.ac },
      ...(s.win ? { result: { winner: s.win.w, reason: s.win.r, rule: s.win.rule, ...(s.win.params ? { params: { ...s.win.params } } : {}) } } : {}),
    };
  },
  fromPosition(p, options) {
    const r = PositionSchema.safeParse(p);
    if (!r.success) throw new PositionError('dixie', zodIssues(r.error, 'position'));
    const d = r.data;
    const o = toOpts(options);
    const s = emptyState(createRng(0), o);
    const issues: { path: string; message: string }[] = [];
    const seen = new Map<number, string>();
    const use = (id: number, path: string, side?: Side): boolean => {
      if (!hasCard(id % 1000)) { issues.push({ path, message: `no card number ${id % 1000}` }); return false; }
      if (seen.has(id)) { issues.push({ path, message: `card ${id} is already at ${seen.get(id)}` }); return false; }
      seen.set(id, path);
      if (side && sideOf(id) !== side) { issues.push({ path, message: `card ${id} is a ${sideOf(id)} card` }); return false; }
      return true;
    };
    const P = (name: string, path: string): number => {
      const x = posByName(o.n, name);
      if (x < 0) issues.push({ path, message: `no position "${name}" (positions: ${posNames(o.n).join(', ')})` });
      return x;
    };
    for (const [name, cards] of Object.entries(d.positions)) {
      const x = P(name, `position.positions.${name}`);
      if (x < 0) continue;
      cards.forEach((c, i) => {
        const path = `position.positions.${name}.${i}`;
        if (!use(c.card, `${path}.card`)) return;
        const t = def(c.card).type;
        if (t === 'special' && !c.decoy) { issues.push({ path: `${path}.card`, message: 'special cards are played, not placed (12.0)' }); return; }
        if (t === 'terrain' && !c.decoy && lineOf(s, x) !== sideOf(c.card)) { issues.push({ path: `${path}.card`, message: 'terrain lies only in its own side\'s line (10.2)' }); return; }
        if (c.hits && t !== 'leader' && (t === 'terrain' || c.hits > (def(c.card) as { cv: number }).cv)) { issues.push({ path: `${path}.hits`, message: 'more hits than the card can take (7.3)' }); return; }
        const b = cardWithFlags(c.card, c);
        if (t === 'leader' || t === 'terrain') b.up = 1; // on the table, leaders and terrain are face up
        if (b.dc) delete b.up; // a decoy lies face down (13.6)
        s.pos[x]!.push(b);
      });
    }
    for (const side of SIDES) {
      d.reserve[side].forEach((id, i) => { if (use(id, `position.reserve.${side}.${i}`, side)) s.res[side].push(id); });
      (d.deck?.[side] ?? []).forEach((id, i) => { if (use(id, `position.deck.${side}.${i}`, side)) s.deck[side].push(id); });
      (d.later?.[side] ?? []).forEach((id, i) => { if (use(id, `position.later.${side}.${i}`, side)) s.later[side].push(id); });
    }
    (d.dead ?? []).forEach((id, i) => { if (use(id, `position.dead.${i}`)) s.dead.push(id); });
    (d.specials ?? []).forEach((a, i) => {
      if (!use(a.card, `position.specials.${i}.card`, a.side)) return;
      const at = a.at === null ? -1 : P(a.at, `position.specials.${i}.at`);
      s.sp.push({ id: a.card, side: a.side, at, until: a.until, ph: a.phase ?? '' });
    });
    (d.pending ?? []).forEach((pd, i) => {
      const at = P(pd.at, `position.pending.${i}.at`);
      if (at >= 0) s.pq.push({ to: pd.to, at, n: pd.n, ...(pd.longRange ? { lr: 1 as const } : {}), ...(pd.only !== undefined ? { only: pd.only } : {}), ...(pd.support ? { im: 1 as const } : {}) });
    });
    if (d.commanders) for (const side of SIDES) {
      const id = d.commanders[side];
      if (id === null) continue;
      const path = `position.commanders.${side}`;
      const bad = (m: string) => { issues.push({ path, message: m }); };
      if (!hasCard(id % 1000)) bad(`no card number ${id % 1000}`);
      else if (sideOf(id) !== side) bad(`card ${id} is a ${sideOf(id)} card`);
      else if (def(id).type !== 'leader' || !designable(id)) bad(`card ${id} is not a corps commander (three stars) that can be designated army commander (13.7)`);
      else if (!seen.has(id) || (d.dead ?? []).includes(id) || (d.deck?.[side] ?? []).includes(id) || (d.later?.[side] ?? []).includes(id)) {
        bad(`army commander ${id} must be on the battlefield or in the reserve: a designated leader has been in play and is lost when killed (13.7)`);
      }
    }
    if (d.result) {
      if (d.phase !== 'over') issues.push({ path: 'position.result', message: `a finished game's phase is "over", not "${d.phase}"` });
      const { reason, winner } = d.result;
      if (!Object.hasOwn(en, reason)) issues.push({ path: 'position.result.reason', message: `no result message "${reason}"` });
      else if (!Object.hasOwn(RESULT_WINNER, reason)) issues.push({ path: 'position.result.reason', message: `"${reason}" is not a result message (one of ${Object.keys(RESULT_WINNER).join(', ')})` });
      else {
        const rw = RESULT_WINNER[reason]!;
        // dx.winPositions names the winning side in its params ({side} holds {n} enemy positions)
        const want = rw === 'side' ? (d.result.params?.side ?? winner ?? 'a side') : rw;
        if (want !== winner) issues.push({ path: 'position.result.winner', message: `"${reason}" is ${want === null ? 'a draw' : `${want === 'a side' ? want : `a ${want}`} win`}, not ${winner === null ? 'a draw' : `a ${winner} win`}` });
      }
    }
    if (issues.length) throw new PositionError('dixie', issues);
    if (d.result) s.win = { w: d.result.winner, r: d.result.reason, rule: d.result.rule, ...(d.result.params ? { params: { ...d.result.params } } : {}) };
    s.phase = d.phase; s.side = d.turnOf; s.turn = d.turn; s.day = d.day ?? (o.hist ? 1 : 0);
    if (d.dusk) {
      if (!o.hist || d.phase !== 'morale') issues.push({ path: 'position.dusk', message: 'only the morale step that closes a day of the historical battle (14.0) is a dusk turn' });
      else s.dusk = 1;
    }
    if (d.done) s.done = { ...d.done };
    else if (d.phase !== 'deploy') s.done = { CSA: true, USA: true };
    s.cd = (d.combatDone ?? []).map((n, i) => P(n, `position.combatDone.${i}`));
    s.ca = d.combatAt ? P(d.combatAt, 'position.combatAt') : -1;
    s.fd = (d.flankDone ?? []).map((n, i) => P(n, `position.flankDone.${i}`));
    if (d.enemyTurnWindow) {
      if (d.enemyTurnWindow === d.turnOf || !['morale', 'combat', 'move'].includes(d.phase)) issues.push({ path: 'position.enemyTurnWindow', message: `the window for enemy-turn specials (9.0) opens for the side not to move, in a step of the battle turn` });
      else s.ew = d.enemyTurnWindow;
    }
    if (d.lastMover != null) {
      // the card may have gone since (a lone leader dies, 11.3): only its side and the step are checked
      if (d.phase !== 'move' || !hasCard(d.lastMover % 1000) || sideOf(d.lastMover) !== s.side) issues.push({ path: 'position.lastMover', message: `card ${d.lastMover} is not a card of ${s.side}, the side moving in this movement step (8.4)` });
      else s.lm = d.lastMover;
    }
    if (d.seen) s.seen = { CSA: [...d.seen.CSA], USA: [...d.seen.USA] };
    if (d.noReinforce) s.nr = { ...d.noReinforce };
    // 13.7: a file without commanders (older format) keeps the commander the engine used before designations were
    // stored: with the corps rule and no Lee/Meade on the battlefield, a wing commander there, else its
    // lowest-numbered three-star corps commander there.
    if (d.commanders) s.ac = { ...d.commanders };
    else if (o.corps) for (const side of SIDES) s.ac[side] = legacyCommander(s, side);
    updateHolders(s);
    if (d.holders) for (const [name, h] of Object.entries(d.holders)) { const x = P(name, `position.holders.${name}`); if (x >= 0) s.hold[x] = h; }
    if (d.seen) checkSeen(s.seen, seen, issues);
    checkPending(s, issues);
    checkSpecials(s, issues);
    if (issues.length) throw new PositionError('dixie', issues);
    forgetSeen(s); // 12.0: a shown card in the reserve (older files) is one hidden card among the others there
    for (const id of seen.keys()) s.total[sideOf(id)]++;
    // 14.0: Night Falls (an endDay special, played in the movement step, lasting the turn) played this turn: the day
    // ends after it. The file has no field for it; the special in play says it.
    if (o.hist && s.phase === 'move' && s.sp.some((a) => a.until === s.turn && a.side === s.side && (def(a.id) as SpecialDef).effects.some((e) => e.kind === 'endDay'))) s.eod = 1;
    // a finished game from a file written before results were stored: the end the position shows (else refused below)
    if (s.phase === 'over' && !s.win) s.win = impliedResult(s);
    checkPlayable(s, issues);
    if (issues.length) throw new PositionError('dixie', issues);
    return s;
  },
  messages: { en, ja },
  /** Card ids of a log entry as card names (log-words.ts, shared with the browser log). */
  describeLogEntry(e, lang) {
    return logWords(e, lang, (id) => (hasCard(id % 1000) ? card(id) : undefined));
  },
  describeAction(a, lang = 'en') {
    const j = lang === 'ja';
    switch (a.type) {
      case 'deploy': return j ? `カード${a.card}を${a.at}に${a.decoy ? '囮として' : ''}配置` : `deploy card ${a.card} to ${a.at}${a.decoy ? ' as a decoy' : ''}`;
      case 'deploy-done': return j ? '配置終了' : 'finish deployment';
      case 'morale': return j ? '士気チェック' : 'roll morale checks';
      case 'melee': return j ? `${a.at}で混戦を宣言` : `declare melee at ${a.at}`;
      case 'fire': return j ? `カード${a.card}が${a.at}へ射撃${a.target !== undefined ? `(目標${a.target})` : ''}` : `card ${a.card} fires at ${a.at}${a.target !== undefined ? ` (target ${a.target})` : ''}`;
      case 'hit': return j ? `カード${a.card}に命中を割り当て` : `give a hit to card ${a.card}`;
      case 'melee-continue': return j ? '混戦を続ける' : 'fight on';
      case 'melee-withdraw': return j ? '混戦から後退' : 'withdraw from the melee';
      case 'end-combat': return j ? '戦闘ステップ終了' : 'end combat step';
      case 'move': return j ? `カード${a.card}を${a.to === RESERVE ? '予備' : a.to}へ移動` : `move card ${a.card} to ${a.to}`;
      case 'terrain': return j ? `地形${a.card}を${a.at}に配置` : `play terrain ${a.card} at ${a.at}`;
      case 'special': return j ? `スペシャル${a.card}を${a.at ? `${a.at}で` : ''}使用` : `play special ${a.card}${a.at ? ` at ${a.at}` : ''}`;
      case 'flank': return j ? `カード${a.card}で${a.at}へ側面攻撃` : `commit card ${a.card} to a flank attack on ${a.at}`;
      case 'flank-go': return j ? '側面攻撃を実行' : 'launch the flank attack';
      case 'reveal': return j ? `囮${a.card}を明らかにする` : `reveal decoy ${a.card}`;
      case 'end-move': return j ? '移動ステップ終了(増援)' : 'end movement (draw reinforcements)';
      case 'commander': return j ? `指揮官${a.card}を総指揮官に指定` : `designate leader ${a.card} army commander`;
      case 'special-done': return j ? '敵ターンのスペシャル使用を終える' : 'no (more) specials in the enemy\'s step';
    }
  },
  sampleState: (v, side, seed) => sampleState(v, side as Side, seed),
};
