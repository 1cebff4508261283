/**
 * The words of a War of 1812 Action Card's event, in English and Japanese, written from its effects (the
 * engine executes the effects; the text must say exactly what they do). `cards.json` stores the text; the
 * tests check that every card's stored text equals the text written here from its effects, so a tuned value
 * (a number, a place) cannot leave the words behind. Browser-safe (no file system).
 *
 * Cards whose event the engine applies from the charts (the three Napoleon cards: `effects: []`) carry their
 * own words and are not written here.
 */
import type { CardData, Effect, SideId, UnitType } from './types.js';

export type Lang = 'en' | 'ja';
export interface Name { en: string; ja: string }
/** Names of the ids a card may name (from the map pack). A missing id is written as the id itself. */
export interface CardNames {
  spaces: Record<string, Name>;
  leaders: Record<string, Name>;
  tribes: Record<string, Name>;
}

const UNIT: Record<UnitType, [string, string, string]> = {
  // [English singular, English plural, Japanese]; Japanese terms as the chart prints them where it does.
  regular: ['regular', 'regulars', '正規兵'],
  militia: ['militia', 'militia', '民兵'],
  fencible: ['fencible', 'fencibles', '国防兵'],
  regiment: ['regiment', 'regiments', '連隊'],
  artillery: ['artillery', 'artillery', '砲兵'],
  cavalry: ['cavalry', 'cavalry', '騎兵'],
  voyageur: ['voyageur', 'voyageurs', '猟兵'],
  ranger: ['ranger', 'rangers', 'レインジャー'],
  indian: ['Indian', 'Indians', 'インディアン'],
  gunboat: ['gunboat', 'gunboats', 'ガンボート'],
  schooner: ['schooner', 'schooners', 'スクーナー艦'],
  brig: ['brig', 'brigs', 'ブリッグ艦'],
  ship: ['ship', 'ships', 'シップ艦'],
  fleet: ['invasion fleet', 'invasion fleets', '侵攻艦隊'],
  raiders: ['coastal raiders', 'coastal raiders', '沿岸襲撃者'],
};
const UNIT_ORDER = Object.keys(UNIT) as UnitType[];

const SIDE_EN: Record<SideId, string> = { british: 'British', american: 'American' };
const SIDE_JA: Record<SideId, string> = { british: 'イギリス軍', american: 'アメリカ軍' };
const other = (s: SideId): SideId => (s === 'british' ? 'american' : 'british');

function nm(table: Record<string, Name>, id: string, lang: Lang): string {
  return table[id]?.[lang] ?? id;
}

/** "1 cavalry and 2 militia" / "騎兵1と民兵2". */
export function unitList(units: Partial<Record<UnitType, number>>, lang: Lang): string {
  const parts = UNIT_ORDER.filter((u) => (units[u] ?? 0) > 0).map((u) => {
    const n = units[u]!;
    return lang === 'en' ? `${n} ${n === 1 ? UNIT[u][0] : UNIT[u][1]}` : `${UNIT[u][2]}${n}`;
  });
  if (lang === 'ja') return parts.join('と');
  return parts.length <= 2 ? parts.join(' and ') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** Where a placement goes: the first listed space the player controls. */
function place(at: string[], names: CardNames, lang: Lang): { en: string; ja: string } {
  const n = at.map((id) => nm(names.spaces, id, lang));
  if (lang === 'en') {
    if (n.length === 1) return { en: `at ${n[0]} if you control it`, ja: '' };
    if (n.length === 2) return { en: `at ${n[0]}, or at ${n[1]} if you do not control ${n[0]}`, ja: '' };
    return { en: `at the first of ${n.join(', ')} that you control`, ja: '' };
  }
  if (n.length === 1) return { en: '', ja: `${n[0]}（自軍が支配している場合）` };
  if (n.length === 2) return { en: '', ja: `${n[0]}（支配していなければ${n[1]}）` };
  return { en: '', ja: `${n.join('、')}のうち自軍が支配する最初のスペース` };
}

const boxes = (n: number, lang: Lang) => (lang === 'en' ? `${n} box${n === 1 ? '' : 'es'}` : `${n}ボックス`);

/** One sentence for one effect of a card of `side`. */
export function describeEffect(e: Effect, side: CardData['side'], names: CardNames, lang: Lang): string {
  const en = lang === 'en';
  switch (e.do) {
    case 'peace': {
      const target = e.who === 'self'
        ? (side === 'either' ? (en ? 'your own' : '自軍の') : (en ? `the ${SIDE_EN[side]}` : `${SIDE_JA[side]}の`))
        : (side === 'either' ? (en ? "your opponent's" : '相手側の') : (en ? `the ${SIDE_EN[other(side)]}` : `${SIDE_JA[other(side)]}の`));
      const n = Math.abs(e.n);
      if (en) return e.n > 0 ? `Advance ${target} peace marker ${boxes(n, lang)} toward peace.` : `Move ${target} peace marker back ${boxes(n, lang)}.`;
      return e.n > 0 ? `${target}和平マーカーを和平に向けて${boxes(n, lang)}前進させる。` : `${target}和平マーカーを${boxes(n, lang)}後退させる。`;
    }
    case 'units': {
      const p = place(e.at, names, lang);
      return en ? `Place ${unitList(e.units, lang)} ${p.en}.` : `${p.ja}に${unitList(e.units, lang)}を置く。`;
    }
    case 'ships': {
      const p = place(e.at, names, lang);
      return en ? `Add ${unitList(e.units, lang)} to your lake squadron ${p.en}.` : `${p.ja}で自軍の湖上艦隊に${unitList(e.units, lang)}を加える。`;
    }
    case 'leaders': {
      const ls = e.leaders.map((l) => nm(names.leaders, l, lang));
      const pool = side === 'either' ? (en ? 'your' : '自軍の') : (en ? `the ${SIDE_EN[side]}` : `${SIDE_JA[side]}の`);
      return en ? `Put ${ls.length <= 2 ? ls.join(' and ') : `${ls.slice(0, -1).join(', ')} and ${ls.at(-1)}`} into ${pool} leader pool.`
        : `${ls.join('と')}を${pool}指揮官プールに加える。`;
    }
    case 'tribe': {
      const t = nm(names.tribes, e.tribe, lang);
      return en ? `The ${t} become ${e.status} (unless subjugated).` : `${t}を${e.status === 'hostile' ? '敵対' : '中立'}にする（屈服していなければ）。`;
    }
    case 'draw':
      return en ? `Draw ${e.n} card${e.n === 1 ? '' : 's'}.` : `カードを${e.n}枚引く。`;
    case 'discard':
      return en ? `Your opponent discards ${e.n} card${e.n === 1 ? '' : 's'} at random.` : `相手は無作為に選んだカード${e.n}枚を捨てる。`;
    case 'activate': {
      const mp = e.mp ?? 4;
      return en ? `Activate one of your expeditions whatever its commander's initiative; it has ${mp} movement points.`
        : `指揮官の主導権に関係なく自軍の派遣隊1つを活性化させる（${mp}移動ポイント）。`;
    }
    case 'blockade': {
      // No zone named: the engine takes the first zone with the highest level below full (a raise) or the first
      // with the highest level (a lowering), docs/war1812-rules.md 5.1.
      const zone = e.zone ? nm(names.spaces, e.zone, lang) : undefined;
      const n = Math.abs(e.delta);
      if (en) {
        const where = zone ? `in the ${zone}`
          : e.delta > 0 ? 'in the first sea zone with the highest blockade below full' : 'in the first sea zone with the highest blockade';
        return `${e.delta > 0 ? 'Raise' : 'Lower'} the blockade ${where} by ${n} level${n === 1 ? '' : 's'}.`;
      }
      const where = zone ? `${zone}の封鎖`
        : e.delta > 0 ? '完全封鎖未満で封鎖が最も高い最初の海上ゾーンの封鎖' : '封鎖が最も高い最初の海上ゾーンの封鎖';
      return `${where}を${n}レベル${e.delta > 0 ? '上げる' : '下げる'}。`;
    }
    case 'fort': {
      const p = place(e.at, names, lang);
      return en ? `Raise the fort one level (to at most 3), free, ${p.en}.` : `${p.ja}の砦を無償で1レベル上げる（最大3）。`;
    }
    case 'attrition':
      return en ? `Your opponent's largest expedition (most SP) loses ${e.n} SP.`
        : `相手の最大の派遣隊（戦力ポイントが最も多いもの）は${e.n}戦力ポイントを失う。`;
    case 'raiders':
      return en ? 'The British coastal raiders become available.' : 'イギリス軍の沿岸襲撃者が使用可能になる。';
  }
}

/** The event text of a card from its effects (one sentence per effect), and its removal after the event. */
export function describeEffects(card: Pick<CardData, 'effects' | 'side' | 'remove'>, names: CardNames, lang: Lang): string {
  const parts = card.effects.map((e) => describeEffect(e, card.side, names, lang));
  if (card.remove) parts.push(lang === 'en' ? 'Remove this card from the game.' : 'このカードはゲームから除去する。');
  return parts.join(lang === 'en' ? ' ' : '');
}
