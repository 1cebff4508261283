/** Labels for Liberty's options in the lobby form (keys as in src/games/liberty/index.ts; rules in docs/liberty-rules.md). */
import type { OptionLabels } from '../types.js';

export const optionLabels: OptionLabels = {
  // a list, not a free field: the server knows only the packs registered with it (others are refused)
  pack: { en: 'Data pack', ja: 'データパック', choices: [{ value: 'default', en: 'Reconstructed map and roster (built in, see the data notes)', ja: '再構成した地図と部隊(内蔵、データ注記を参照)' }] },
  escalatingFrenchEntry: { en: 'Optional 1: French entry gets easier each year', ja: 'オプション1: フランス参戦が年ごとに容易になる' },
  supplyCardPrisonerExchange: { en: 'Optional 2: a supply card may force a prisoner exchange', ja: 'オプション2: サプライカードで捕虜交換を強制できる' },
  bwiImmobileUntilFrenchEntry: { en: 'Optional 3: British West Indies blocks stay until French entry', ja: 'オプション3: 英領西インド諸島のブロックはフランス参戦まで動けない' },
  extraCardPerYear: { en: 'Optional 4: one extra card per year, one returned', ja: 'オプション4: 毎年カードを1枚多く配り、1枚戻す' },
  indianHomeDefence: { en: 'Optional 5: Indians defend their home towns', ja: 'オプション5: インディアンは自分の町を守る' },
  drawBand: { en: 'Optional 6: 25-29 points at the end is a draw', ja: 'オプション6: 終了時25〜29点は引き分け' },
};
