/**
 * Words of the War of 1812 board in English and Japanese: unit names, leaders with their ratings, place and
 * card names from the shipped pack and deck, phase prompts, and the explanation of the rolls written in the log
 * (battles with hits and asterisks, wilderness moves). Actions are described by the engine's own describeAction.
 */
import { compiledFor, war1812 } from '../../../games/war1812/index.js';
import { WAR1812_MESSAGES } from '../../../games/war1812/messages.js';
import type { War1812Action } from '../../../games/war1812/sequence.js';
import type { BattlePreview } from '../../../games/war1812/combat.js';
import { UNITS } from '../../../games/war1812/state.js';
import type { LogEntry } from '../../types.js';

export type Lang = 'en' | 'ja';
export const C = compiledFor('default');
export const tr = (lang: Lang, en: string, ja: string): string => (lang === 'ja' ? ja : en);

export const SIDE_COLOUR = ['#b3261e', '#1f4e9c'] as const;
export const NATIVE_COLOUR = '#8b5a2b';
export const SPANISH_COLOUR = '#d4a600';

export function sideName(s: number | string, lang: Lang): string {
  const i = s === 'british' || s === 0 ? 0 : s === 'american' || s === 1 ? 1 : -1;
  if (i < 0) return String(s);
  return lang === 'ja' ? (i === 0 ? 'イギリス軍' : 'アメリカ軍') : i === 0 ? 'British' : 'American';
}

export function unitName(i: number, lang: Lang): string {
  return WAR1812_MESSAGES[lang][`@unit-${i}`] ?? UNITS[i] ?? String(i);
}

export function spaceName(i: number, lang: Lang): string {
  return (lang === 'ja' ? C.nameJa[i] : C.name[i]) ?? String(i);
}

/** "Brock" and his chart ratings: initiative (a card of at least this activates him), rank in stars, tactics. */
export function leaderName(l: number, lang: Lang): string {
  const d = C.leaders[l];
  return d ? (lang === 'ja' ? d.nameJa : d.name) : String(l);
}
export function leaderRatings(l: number, lang: Lang): string {
  const d = C.leaders[l];
  if (!d) return '';
  const stars = '★'.repeat(d.rank);
  return tr(lang, `initiative ${d.initiative} · rank ${stars} · tactics ${d.tactics}`, `主導力${d.initiative}・階級${stars}・戦術${d.tactics}`)
    + (d.naval ? tr(lang, ' · naval', '・海軍') : '') + (d.indian ? tr(lang, ' · Indian leader', '・インディアン指揮官') : '');
}

export function cardTitle(id: number, lang: Lang): string {
  const k = C.cards[id];
  return k ? (lang === 'ja' ? k.titleJa : k.title) : `#${id}`;
}
export function cardText(id: number, lang: Lang): string {
  const k = C.cards[id];
  return k ? (lang === 'ja' ? k.textJa : k.text) : '';
}

export function describe(a: War1812Action, lang: Lang): string {
  return war1812.describeAction!(a, lang, { pack: 'default' });
}

const MOD_JA: Record<string, string> = { tactics: '戦術', dotted: '青点線', voyageurs: '猟兵', indians: 'インディアンのみ', friendly: '友軍地域', enemy: '敵陣地' };

/** Log entries in words (spaces, leaders, cards named; wilderness modifiers in the reader's language). */
export function logEntry(e: LogEntry, lang: Lang): LogEntry {
  const w = war1812.describeLogEntry ? war1812.describeLogEntry(e, lang, { pack: 'default' }) : e;
  if (lang === 'ja' && w.params && Array.isArray(w.params.mods)) {
    const mods = (w.params.mods as string[]).map((m) => m.replace(/^(\w+)/, (k) => MOD_JA[k] ?? k));
    return { ...w, params: { ...w.params, mods } };
  }
  if (w.params && Array.isArray(w.params.mods) && (w.params.mods as string[]).length === 0) return { ...w, params: { ...w.params, mods: [tr(lang, 'no modifier', '修正なし')] } };
  return w;
}

export const TURN_NAMES: Record<Lang, string[]> = {
  en: ['Jan–Mar (winter)', 'Apr–May', 'Jun–Jul', 'Aug–Sep', 'Oct–Dec'],
  ja: ['1–3月(冬)', '4–5月', '6–7月', '8–9月', '10–12月'],
};
export const TURN_SHORT: Record<Lang, string[]> = {
  en: ['Jan❄', 'Apr', 'Jun', 'Aug', 'Oct'],
  ja: ['1月❄', '4月', '6月', '8月', '10月'],
};

export function phaseName(p: string, lang: Lang): string {
  const en: Record<string, string> = { play: 'card play (4.4)', ops: 'Operations Points (5.x)', move: 'movement (6.x)', activate: 'event activation (5.1)', napoleon: 'Napoleon reinforcements (11.6)', lastcard: 'last cards (12.4)', over: 'game over' };
  const ja: Record<string, string> = { play: 'カードのプレイ (4.4)', ops: '作戦ポイント (5.x)', move: '移動 (6.x)', activate: 'イヴェントによる活性化 (5.1)', napoleon: 'ナポレオン増援 (11.6)', lastcard: '最後のカード (12.4)', over: 'ゲーム終了' };
  return (lang === 'ja' ? ja : en)[p] ?? p;
}

const WHY: Record<string, [string, string]> = {
  tactics: ['commander\'s tactics', '指揮官の戦術'], regulars: ['half or more regulars', '正規兵が半数以上'], fort: ['fort level', '砦レベル'],
  indians: ['Indians alone against a fort', '砦に対しインディアンのみ'],
};

/** A battle line of the log explained: both rolls, the table results, asterisks and the fort. */
export function battleExplained(p: Record<string, unknown>, lang: Lang): string[] {
  const n = (k: string) => Number(p[k] ?? 0);
  const at = typeof p.at === 'number' ? spaceName(p.at, lang) : String(p.at);
  const att = sideName(String(p.attacker), lang);
  const def = sideName(String(p.attacker) === 'british' ? 'american' : 'british', lang);
  const lines: string[] = [];
  // the modifiers by name, as the engine logged them ("tactics +3")
  const named = (k: string) => {
    const l = Array.isArray(p[k]) ? (p[k] as string[]) : [];
    const m: Record<string, number> = {};
    for (const x of l) { const [name, v] = x.split(' '); if (name) m[name] = Number(v); }
    const t = modsText(m, lang);
    return t ? ` (${t})` : '';
  };
  const one = (who: string, sp: number, die: number, mod: number, mods: string, hits: number, stars: number, extra: string) =>
    tr(lang,
      `${who}: ${sp} SP, roll ${die} ${mod >= 0 ? '+' : '−'} ${Math.abs(mod)}${mods} = ${die + mod} on the Combat Table → ${hits} hit(s) and ${stars} asterisk(s)${extra}; the enemy loses ${hits + stars} SP.`,
      `${who}: ${sp}ポイント、サイの目${die} ${mod >= 0 ? '+' : '−'} ${Math.abs(mod)}${mods} = ${die + mod} で戦闘表 → 損害${hits}、*${stars}${extra}。敵は${hits + stars}ポイントを失う。`);
  lines.push(n('fort') ? tr(lang, `Battle at ${at} (fort level ${n('fort')}).`, `${at}の戦闘(砦レベル${n('fort')})。`) : tr(lang, `Battle at ${at}.`, `${at}の戦闘。`));
  lines.push(one(tr(lang, `Attacker (${att})`, `攻撃側(${att})`), n('aSP'), n('aDie'), n('aMod'), named('aMods'), n('aHits'), n('aStars'),
    n('absorbed') ? tr(lang, ` after the fort absorbed ${n('absorbed')}*`, `(砦が*${n('absorbed')}を吸収した後)`) : ''));
  lines.push(one(tr(lang, `Defender (${def})`, `防御側(${def})`), n('dSP'), n('dDie'), n('dMod'), named('dMods'), n('dHits'), n('dStars'), ''));
  return lines;
}

export const COMBAT_KEY: Record<Lang, string[]> = {
  en: [
    'Each side rolls a d10 (0–9) and adds its modifiers: the commander\'s tactics, +1 if half or more of its SP are regulars, the defender the fort level, Indians alone attacking a fort −2.',
    'The Combat Table (row: the modified roll, column: the side\'s own SP) gives hits and asterisks (*). Every hit and every * removes one enemy SP (militia first, regulars last).',
    'Asterisks: cavalry adds 1* (not against a fort); each artillery SP attacking a fort adds 1*; a fort absorbs as many of the attacker\'s * as its level.',
    'The side that inflicts more wins; a winner with 2 more * than the loser wins a major battle (Peace Track). An expedition wiped out is a devastating loss.',
  ],
  ja: [
    '両軍がd10(0–9)を振り修正を加える: 指揮官の戦術、正規兵が半数以上なら+1、防御側は砦レベル、砦をインディアンのみで攻撃すると−2。',
    '戦闘表(行: 修正後の目、列: 自軍のポイント)が損害と*を与える。損害と*の1つごとに敵は1ポイントを失う(民兵から、正規兵は最後)。',
    '*: 騎兵は*+1(砦に対してはなし)、砦を攻撃する砲兵1ポイントごとに*+1。砦はそのレベルだけ攻撃側の*を吸収する。',
    '多くの損害を与えた側が勝つ。敗者より*が2つ多い勝者は大規模戦闘の勝利(和平トラック)。全滅した派遣隊は破滅的損失。',
  ],
};

const MOD_EN: Record<string, string> = { 'indians-vs-fort': 'Indians vs fort', indians: 'Indians only', friendly: 'all friendly', enemy: 'enemy position', dotted: 'dotted line' };
const MOD_JA2: Record<string, string> = { ...MOD_JA, regulars: '正規兵', fort: '砦', 'indians-vs-fort': 'インディアン対砦', cavalry: '騎兵', artillery: '砲兵' };
/** Named modifiers in words: "tactics +3, regulars +1". */
export function modsText(mods: Record<string, number>, lang: Lang, star = ''): string {
  return Object.entries(mods).map(([k, v]) => `${lang === 'ja' ? MOD_JA2[k] ?? k : MOD_EN[k] ?? k} ${v >= 0 ? '+' : '−'}${Math.abs(v)}${star}`).join(lang === 'ja' ? '、' : ', ');
}
const signed = (n: number) => `${n >= 0 ? '+' : '−'}${Math.abs(n)}`;

/** The wilderness chart in words, from the engine's preview of a roll about to be made (chart: 7+ succeeds). */
export function wildernessLine(w: { mods: Record<string, number>; needDie: number }, lang: Lang): string {
  const parts = modsText(w.mods, lang);
  return tr(lang,
    `wilderness roll: d10 (0–9)${parts ? ` ${parts}` : ' with no modifier'}; needs 7+ (a roll of ${w.needDie}+): ${wildernessChance(w)}%`,
    `ウィルダネス移動: d10(0–9)${parts ? ` ${parts}` : ' 修正なし'}、7以上で成功(出目${w.needDie}以上): ${wildernessChance(w)}%`);
}
export const wildernessChance = (w: { needDie: number }): number => Math.max(0, Math.min(10, 10 - w.needDie)) * 10;

/** SP one side's roll takes off the enemy, for each die 0-9 (hits plus asterisks): the least, the most, the mean. */
function lossRange(r: [number, number][]): { lo: number; hi: number; mean: string } {
  const l = r.map(([h, s]) => h + s);
  return { lo: Math.min(...l), hi: Math.max(...l), mean: (l.reduce((a, b) => a + b, 0) / l.length).toFixed(1) };
}

/** The engine's preview of an attack in words: both rolls with their modifiers, asterisks, the fort, local defenders, and what each side's roll takes off. */
export function battleLine(b: BattlePreview, lang: Lang): string {
  const sum = (m: Record<string, number>) => Object.values(m).reduce((x, y) => x + y, 0);
  const aM = modsText(b.aMods, lang), dM = modsText(b.dMods, lang);
  const stars = [modsText(b.aStars, lang, '*'), b.fort ? tr(lang, `the fort absorbs ${b.fort}*`, `砦が*${b.fort}を吸収`) : ''].filter(Boolean).join(lang === 'ja' ? '、' : ', ');
  const local = b.local === 'militia' ? tr(lang, b.localFull ? ' + local militia (a d10 roll of SP)' : ' + local militia (half a d10 roll)', b.localFull ? '+地方民兵(d10の目のポイント)' : '+地方民兵(d10の目の半分)')
    : b.local === 'warriors' ? tr(lang, ' + tribal warriors (half a d10 roll)', '+部族戦士(d10の目の半分)') : '';
  const regCaveat = b.local && b.dMods['regulars'] ? tr(lang, ` (regulars +1 only if the local defenders add ${b.dRegularsUpTo} SP or fewer)`, `(正規兵+1は地方の防御兵が${b.dRegularsUpTo}ポイント以下の場合のみ)`) : '';
  const a = lossRange(b.aResults);
  const d = b.dResults ? lossRange(b.dResults) : null;
  return tr(lang,
    `battle: your ${b.aSP} SP roll d10 ${signed(sum(b.aMods))}${aM ? ` (${aM})` : ''} against ${b.dSP} SP${local} rolling d10 ${signed(sum(b.dMods))}${dM ? ` (${dM})` : ''}${regCaveat}${stars ? `; ${stars}` : ''}. You take off ${a.lo}–${a.hi} SP (mean ${a.mean})${d ? `, they take off ${d.lo}–${d.hi} (mean ${d.mean})` : ''}.`,
    `戦闘: 自軍${b.aSP}ポイント d10${signed(sum(b.aMods))}${aM ? `(${aM})` : ''} 対 敵${b.dSP}ポイント${local} d10${signed(sum(b.dMods))}${dM ? `(${dM})` : ''}${regCaveat}${stars ? `、${stars}` : ''}。与える損害${a.lo}–${a.hi}(平均${a.mean})${d ? `、受ける損害${d.lo}–${d.hi}(平均${d.mean})` : ''}。`);
}

/** The attacker's result for each die, grouped: "0–2: 1 hit · 3–5: 2 hits, 1*". */
export function resultsByDie(r: [number, number][], lang: Lang): string {
  const out: string[] = [];
  for (let i = 0; i < r.length;) {
    let j = i;
    while (j + 1 < r.length && r[j + 1]![0] === r[i]![0] && r[j + 1]![1] === r[i]![1]) j++;
    const [h, s] = r[i]!;
    out.push(`${i === j ? i : `${i}–${j}`}: ${tr(lang, `${h} hit${h === 1 ? '' : 's'}${s ? `, ${s}*` : ''}`, `損害${h}${s ? `、*${s}` : ''}`)}`);
    i = j + 1;
  }
  return out.join(' · ');
}

/** A lake battle the squadron would fight (9.2): ships' SP and each commodore's tactics. */
export function lakeLine(l: { aSP: number; dSP: number; aMod: number; dMod: number }, lang: Lang): string {
  return tr(lang, `lake battle: your ${l.aSP} SP of ships roll d10 ${signed(l.aMod)} against ${l.dSP} SP rolling d10 ${signed(l.dMod)}`,
    `湖上戦闘: 自軍艦船${l.aSP}ポイント d10${signed(l.aMod)} 対 敵${l.dSP}ポイント d10${signed(l.dMod)}`);
}
export { WHY };
