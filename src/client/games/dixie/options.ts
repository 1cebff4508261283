/** Labels for DIXIE's options in the lobby form (keys as in src/games/dixie/index.ts; rules in docs/dixie-rules.md). */
import type { OptionLabels } from '../types.js';

export const optionLabels: OptionLabels = {
  deck: {
    en: 'Battle decks', ja: '戦闘デッキ',
    choices: [
      { value: 'random', en: 'random cards', ja: 'ランダム' },
      { value: 'points', en: 'point budget (13.9)', ja: 'ポイント予算(13.9)' },
    ],
  },
  historical: { en: 'Historical battle, 3 days (14.0)', ja: '史実の戦い・3日間(14.0)' },
  historicalDay1: { en: 'Historical: day-1 muster and reinforcements only from cards marked (1) (14.0 note)', ja: '史実: 1日目の初動部隊と増援は(1)のカードのみ(14.0注)' },
  line: {
    en: 'Battle line', ja: '戦線',
    choices: [
      { value: 3, en: '3 positions', ja: '3ポジション' },
      { value: 5, en: '5 positions (13.8)', ja: '5ポジション(13.8)' },
    ],
  },
  melee: { en: 'Melee (13.1)', ja: '混戦(13.1)' },
  enfilade: { en: 'Enfilade fire (13.2)', ja: '縦射(13.2)' },
  flankAttack: { en: 'Flank attacks (13.3)', ja: '側面攻撃(13.3)' },
  counterBattery: { en: 'Counter-battery fire (13.4)', ja: '対砲兵射撃(13.4)' },
  artillerySupport: { en: 'Artillery support fire (13.5)', ja: '砲兵支援射撃(13.5)' },
  decoys: { en: 'Decoys (13.6)', ja: '囮(13.6)' },
  corpsCommand: { en: 'Corps command (13.7)', ja: '軍団指揮(13.7)' },
  divisionCommand: { en: 'Division command (13.7)', ja: '師団指揮(13.7)' },
  turnLimit: { en: 'Turn limit (0 = none)', ja: 'ターン上限(0 = なし)' },
};
