/**
 * British supply points as the winter count makes them (11.1; `britishSupplyPoints` in control.ts): towns by
 * value plus the West Indies ports the British control, from the view's control snapshot. Shown on the track
 * during play and broken down on the end-of-game screen, so the screen and the log always agree.
 */
import { wiControlIndex } from '../../../games/liberty/control.js';
import { LOC } from '../../../games/liberty/state.js';
import type { LibertyView } from '../../../games/liberty/view.js';
import { C, locLabel, pack, sideName, tr, type Lang } from './words.js';

export interface Score { towns: { loc: number; value: number }[]; westIndies: { loc: number; value: number }[]; total: number }

export function britishScore(v: LibertyView): Score {
  const towns: Score['towns'] = [];
  for (const h of C.map.supplyTowns) if (v.control[h] === 1) towns.push({ loc: h, value: C.map.townValue[h]! });
  const westIndies: Score['westIndies'] = [];
  for (const [loc, value] of [[LOC.BWI, C.map.spaceValue.bwi], [LOC.FWI, C.map.spaceValue.fwi]] as const) {
    if (value > 0 && v.control[wiControlIndex(C, loc)] === 1) westIndies.push({ loc, value });
  }
  const total = [...towns, ...westIndies].reduce((a, x) => a + x.value, 0);
  return { towns, westIndies, total };
}

/** The end of the game: who won and why (the log's own words), and the British points counted as the rules count them. */
export function GameOver({ v, lang, reason }: { v: LibertyView; lang: Lang; reason: string }) {
  const s = britishScore(v);
  const r = v.result!;
  const win = pack.rules.victory;
  const townPts = s.towns.reduce((a, x) => a + x.value, 0);
  return (
    <section class="lib-over card" data-testid="game-over" aria-label={tr(lang, 'Game over', 'ゲーム終了')}>
      <h2>{r.winner ? tr(lang, `${sideName(r.winner, lang)} victory`, `${sideName(r.winner, lang)}の勝利`) : tr(lang, 'A draw', '引き分け')} · {v.year}</h2>
      <p data-testid="game-over-reason">{reason}</p>
      <table class="lib-score" data-testid="score">
        <tbody>
          <tr><th>{tr(lang, 'Towns held by the British', '英軍支配の町')}</th><td>{townPts}</td></tr>
          <tr><td colspan={2} class="muted">{s.towns.map((x) => `${locLabel(x.loc, lang)} ${x.value}`).join(', ') || '—'}</td></tr>
          <tr><th>{tr(lang, 'West Indies', '西インド諸島')}</th><td data-testid="score-wi">{s.westIndies.reduce((a, x) => a + x.value, 0)}</td></tr>
          <tr><td colspan={2} class="muted">{s.westIndies.map((x) => `${locLabel(x.loc, lang)} ${x.value}`).join(', ') || '—'}</td></tr>
          <tr class="total"><th>{tr(lang, 'British supply points', '英軍の補給ポイント')}</th><td data-testid="score-total">{s.total}</td></tr>
        </tbody>
      </table>
      <p class="muted">{tr(lang, `The British win with ${win.britishAtLeast} or more, the Americans when the British hold fewer than ${win.americanBelow} or the war ends in ${pack.rules.endYear} (11.1).`,
        `英軍は${win.britishAtLeast}以上で勝利、${win.americanBelow}未満または${pack.rules.endYear}年終了で米軍の勝利(11.1)。`)}</p>
    </section>
  );
}
