/**
 * DIXIE cards, positions and choices in words for a screen reader. A card is described only from what the
 * viewer's view holds: a card back (no id in the view) is "a USA card, face down", never more.
 */
import type { ViewCard } from '../../../games/dixie/view.js';
import type { DixieAction } from '../../../games/dixie/actions.js';
import type { CardDef } from '../../../games/dixie/data/schema.js';

type Lang = 'en' | 'ja';
type Side = 'CSA' | 'USA';

const KIND = {
  en: { infantry: 'infantry', cavalry: 'cavalry', artillery: 'artillery', horse: 'horse artillery', leader: 'leader', terrain: 'terrain', special: 'special' },
  ja: { infantry: '歩兵', cavalry: '騎兵', artillery: '砲兵', horse: '騎砲', leader: '指揮官', terrain: '地形', special: '特殊' },
};

const W = {
  en: {
    back: (s: Side) => `${s} card, face down`, card: 'card', cv: 'combat value', morale: 'morale', fire: 'fire', attack: 'attack',
    defend: 'defend', melee: 'melee', long: 'long range', short: 'short range', stars: 'stars', defense: 'defense', stack: 'stack',
    hits: (n: number) => `${n} hit${n === 1 ? '' : 's'}`, commander: 'army commander',
    line: (s: Side, mine: boolean) => `${s} line${mine ? ' (yours)' : ''}`, heldBy: 'held by', cards: (n: number) => `${n} card${n === 1 ? '' : 's'}`,
    empty: 'empty',
  },
  ja: {
    back: (s: Side) => `${s}のカード(裏向き)`, card: 'カード', cv: '戦闘力', morale: '士気', fire: '射撃', attack: '攻撃',
    defend: '防御', melee: '混戦', long: '遠距離', short: '近距離', stars: '星', defense: '防御', stack: 'スタック',
    hits: (n: number) => `命中${n}`, commander: '総指揮官',
    line: (s: Side, mine: boolean) => `${s}のライン${mine ? '(自軍)' : ''}`, heldBy: '占領:', cards: (n: number) => `${n}枚`,
    empty: '空',
  },
};

/** The card's values in words (the same the face shows). */
function values(c: CardDef, lang: Lang, melee: boolean, effects: string): string[] {
  const w = W[lang];
  const m = (x: number) => (melee ? [`${w.melee} ${x}`] : []);
  switch (c.type) {
    case 'infantry': return [`${w.cv} ${c.cv}`, `${w.morale} ${c.morale}`, `${w.fire} ${c.fire.f}`, ...m(c.fire.melee)];
    case 'cavalry': return [`${w.cv} ${c.cv}`, `${w.morale} ${c.morale}`, `${w.fire}: ${w.attack} ${c.fire.attack}, ${w.defend} ${c.fire.defend}`, ...m(c.fire.melee)];
    case 'artillery': return [`${w.cv} ${c.cv}`, `${w.morale} ${c.morale}`, `${w.long} ${c.fire.long}`, `${w.short} ${c.fire.short}`, ...m(c.fire.melee)];
    case 'leader': return [`${c.stars} ${w.stars}`, `${w.attack} ${c.attack}`, `${w.defense} ${c.defense}`, ...(c.stack ? [`${w.stack} +${c.stack}`] : [])];
    case 'terrain': return [`${c.terrain}: ${effects}`];
    case 'special': return [`${c.timing}: ${effects}`];
  }
}

/**
 * A card as a screen reader reads it: name first (the name printed on the card, so speech input finds it by
 * what it sees), then kind, number, values, hits and marks.
 */
export function cardWords(c: ViewCard, def: CardDef | undefined, o: { lang: Lang; melee: boolean; name: string; effects: string; marks: string[]; commander: boolean }): string {
  const w = W[o.lang];
  if (c.id === undefined) return [w.back(c.side as Side), ...(c.hits ? [w.hits(c.hits)] : []), ...o.marks].join(', ');
  if (!def) return `${w.card} ${c.id}`;
  const kind = def.type === 'artillery' && def.horse ? KIND[o.lang].horse : KIND[o.lang][def.type];
  return [
    o.name, `${c.side} ${kind}`, `${w.card} ${c.id % 1000}`, ...values(def, o.lang, o.melee, o.effects),
    ...(o.commander ? [w.commander] : []), ...(c.hits ? [w.hits(c.hits)] : []), ...o.marks,
  ].join(', ');
}

/** A position's name with its line, holder and how many cards lie there (its group's label). */
export function positionWords(name: string, line: Side, holder: Side, cards: number, me: Side | null, lang: Lang): string {
  const w = W[lang];
  return [name, w.line(line, me === line), ...(holder !== line ? [`${w.heldBy} ${holder}`] : []), cards ? w.cards(cards) : w.empty].join(', ');
}

/** What choosing a position does with the selected card: "Deploy Archer to", "Fire Archer at"… (the position's name follows). */
export function actionVerb(a: DixieAction, card: string, lang: Lang): string {
  const ja = lang === 'ja';
  switch (a.type) {
    case 'deploy': return ja ? `${card}を配置${a.decoy ? '(囮)' : ''}:` : `Deploy ${card}${a.decoy ? ' as a decoy' : ''} to`;
    case 'fire': return ja ? `${card}で射撃:` : `Fire ${card} at`;
    case 'move': return ja ? `${card}を移動:` : `Move ${card} to`;
    case 'terrain': return ja ? `${card}を置く:` : `Place ${card} at`;
    case 'special': return ja ? `${card}を使用:` : `Play ${card} at`;
    case 'flank': return ja ? `${card}で側面攻撃:` : `Flank attack with ${card} on`;
    default: return ja ? `${card}:` : `${card}:`;
  }
}
