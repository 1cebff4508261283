/** High Card: your hand face up (click a card to play it), the other hand face down, rounds and dice. */
import type { BoardProps } from '../types.js';
import { actionKey } from '../../util.js';

export function Board({ view, side, act, busy, lang, meta }: BoardProps) {
  const s = view.state as {
    round: number; hand: number[] | null; handCounts: Record<string, number>; chosen: number | null;
    hasChosen: Record<string, boolean>; score: Record<string, number>;
    revealed: { round: number; north: number; south: number; dice?: number[][] }[];
  };
  const legal = new Set(view.actions.map((a) => actionKey(a)));
  const other = meta.sides.find((x) => x !== side) ?? 'south';
  const me = side === 'observer' ? null : side;
  const names = { en: { north: 'North', south: 'South' }, ja: { north: '北', south: '南' } }[lang] as Record<string, string>;
  const cardW = 70, cardH = 100;
  const opp = me ? other : 'north';
  const oppCount = s.handCounts[opp] ?? 0;
  return (
    <div class="hc-board" data-testid="board">
      <svg viewBox="0 0 520 380" class="hc-svg" role="img" aria-label="High Card table">
        <rect x="0" y="0" width="520" height="380" rx="12" fill="#2f5d3a" />
        <text x="16" y="26" fill="#fff" font-size="16">{names[opp]}: {s.score[opp]}{s.hasChosen[opp] ? (lang === 'ja' ? '(選択済み)' : ' (has chosen)') : ''}</text>
        {Array.from({ length: oppCount }, (_, i) => (
          <g transform={`translate(${20 + i * (cardW + 12)},40)`}>
            <rect width={cardW} height={cardH} rx="8" fill="#7a2430" stroke="#fff" stroke-width="2" />
            <path d={`M8 8 L${cardW - 8} ${cardH - 8} M${cardW - 8} 8 L8 ${cardH - 8}`} stroke="#d9a" stroke-width="2" />
          </g>
        ))}
        <text x="300" y="26" fill="#fff" font-size="16">{lang === 'ja' ? `ラウンド ${Math.min(s.round, 3)}/3` : `Round ${Math.min(s.round, 3)} of 3`}</text>
        {s.revealed.map((r, i) => (
          <text x="300" y={56 + i * 24} fill="#fff" font-size="15">
            {`${r.round}: ${names.north} ${r.north} – ${names.south} ${r.south}`}{r.dice ? `  🎲 ${r.dice.map((d) => d.join('/')).join(', ')}` : ''}
          </text>
        ))}
        {me && s.chosen !== null && (
          <g transform="translate(300,140)">
            <rect width={cardW} height={cardH} rx="8" fill="#f7f3e8" stroke="#f5c542" stroke-width="3" />
            <text x={cardW / 2} y={cardH / 2 + 12} text-anchor="middle" font-size="36">{s.chosen}</text>
          </g>
        )}
        {me && (
          <text x="16" y="236" fill="#fff" font-size="16">{names[me]}: {s.score[me]}</text>
        )}
        {me && (s.hand ?? []).map((c, i) => {
          const a = { type: 'play', card: c };
          const ok = !!act && !busy && legal.has(actionKey(a));
          return (
            <g transform={`translate(${20 + i * (cardW + 12)},250)`} class={ok ? 'target' : 'target disabled'}
              data-testid={`card-${c}`} onClick={ok ? () => act!(a) : undefined} role="button" aria-disabled={!ok}>
              <rect width={cardW} height={cardH} rx="8" fill={ok ? '#fffdf5' : '#bbb'} stroke={ok ? '#f5c542' : '#888'} stroke-width="3" />
              <text x={cardW / 2} y={cardH / 2 + 12} text-anchor="middle" font-size="36" fill={ok ? '#222' : '#666'}>{c}</text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
