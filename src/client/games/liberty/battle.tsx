/**
 * The battle beside the map: the blocks of both sides in firing order (A before B before C, the defender first
 * in each letter, 7.21) with the slot now firing marked, each block's choices as buttons, the last dice with
 * their hits, and the whole battle's log. Enemy blocks still face down are only counted.
 */
import { renderEntry } from '../../../core/log.js';
import type { BlockView, LibertyView } from '../../../games/liberty/view.js';
import type { LogEntry } from '../../types.js';
import { RuleLinks } from '../../rules.js';
import { blockColour } from './map.js';
import { C, blockName, describe, locLabel, logEntry, sideName, tr, type Act, type Lang } from './words.js';

const DIE = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];
const SLOT = (lang: Lang, slot: number) => {
  const letter = ['A', 'A', 'B', 'B', 'C', 'C'][slot] ?? '?';
  return `${letter} ${slot % 2 === 0 ? tr(lang, 'defender', '防御側') : tr(lang, 'attacker', '攻撃側')}`;
};

export interface BattleProps {
  v: LibertyView;
  lang: Lang;
  log: LogEntry[];
  messages: Record<string, string>;
  /** The game's title in the page's language (rule tags use its short form). */
  title: string;
  /** The side's battle actions by block. */
  blockActs: Map<number, Act[]>;
  enabled: boolean;
  onBlock: (id: number) => void;
}

export function BattlePanel({ v, lang, log, messages, title, blockActs, enabled, onBlock }: BattleProps) {
  const b = v.battle!;
  const entries = (() => {
    let i = log.length - 1;
    while (i >= 0 && log[i]!.key !== 'lib.battle') i--;
    return i >= 0 ? log.slice(i) : [];
  })();
  const lastFire = [...entries].reverse().find((e) => e.key === 'lib.fire');
  const defender = b.attacker === 'british' ? 'american' : 'british';
  const order = (id: number) => {
    const d = C.blocks.data[id]!;
    const side = C.blocks.side[id] === 0 ? 'british' : 'american';
    return ({ A: 0, B: 2, C: 4 }[d.fire.letter] ?? 6) + (side === b.attacker ? 1 : 0);
  };
  const blocks = [...b.blocks].sort((x, y) => order(x) - order(y) || x - y);
  const view = (id: number): BlockView | undefined => v.blocks.find((x) => x.id === id);
  const hiddenBy = (side: string) => v.blocks.filter((x) => x.id === undefined && x.loc === b.hex && x.side === side).length;
  return (
    <section class="lib-battle card" data-testid="battle" aria-label={tr(lang, 'Battle', '戦闘')}>
      <h3>{tr(lang, 'Battle at', '戦闘:')} {locLabel(b.hex, lang)}</h3>
      <p class="lib-battle-head">
        {tr(lang, 'Attacker', '攻撃側')}: <strong>{sideName(b.attacker, lang)}</strong> · {tr(lang, 'defender', '防御側')}: {sideName(defender, lang)}
        {' · '}{tr(lang, 'round', 'ラウンド')} <strong data-testid="battle-round">{b.round}/3</strong>
        {b.step === 'fight' && <> · {tr(lang, 'firing', '射撃')}: <strong>{SLOT(lang, b.slot)}</strong></>}
        {b.step === 'hits' && <> · <strong>{b.hits} {tr(lang, 'hit(s) to apply', '命中を割り当て')}</strong> (7.32)</>}
        {b.step === 'retreat' && <> · <strong>{tr(lang, 'retreats', '退却')}</strong> (7.4)</>}
        {b.step === 'regroup' && <> · <strong>{tr(lang, 'regroup', '再編成')}</strong> (7.5)</>}
      </p>
      <ol class="lib-fire-order" data-testid="fire-order">
        {blocks.map((id) => {
          const d = C.blocks.data[id]!;
          const bv = view(id);
          const acts = blockActs.get(id) ?? [];
          const now = b.step === 'fight' && order(id) === b.slot && !b.acted.includes(id);
          return (
            <li class={`lib-fo${now ? ' now' : ''}${b.acted.includes(id) ? ' acted' : ''}`} data-block={id}>
              <span class="lib-fo-face" style={{ borderColor: bv ? blockColour(bv) : '#888' }}>
                <strong>{bv?.steps ?? '?'}</strong><small>{d.fire.letter}{d.fire.number}</small>
              </span>
              <span class="lib-fo-name">{blockName(id, lang)}{bv?.reserve ? <em> · {tr(lang, 'reserve', '予備')}</em> : null}</span>
              {enabled && acts.length > 0 && (
                <span class="lib-fo-acts">
                  {acts.some((a) => typeof a.to === 'number')
                    ? <button class="target" data-testid={`battle-block-${id}`} onClick={() => onBlock(id)}>{acts.length === 1 ? describe(acts[0]!, lang) : tr(lang, 'Choose…', '選ぶ…')}</button>
                    : acts.map((a) => <button class="target" data-testid={`battle-${a.type}-${id}`} onClick={() => onBlock(id)}>{describe(a, lang).split(':')[0]!.replace(/ with$| on$/, '')}</button>).slice(0, 1)}
                </span>
              )}
            </li>
          );
        })}
        {(['british', 'american'] as const).map((s) => hiddenBy(s) > 0 && <li class="lib-fo hidden"><span class="lib-fo-face" style={{ background: s === 'british' ? '#b3261e' : '#1f4e9c' }} /> {sideName(s, lang)}: {hiddenBy(s)} {tr(lang, 'block(s) face down', '個の伏せブロック')}</li>)}
      </ol>
      {lastFire && (
        <p class="lib-dice" data-testid="dice">
          {tr(lang, 'Last fire', '直前の射撃')}: {String(lastFire.params?.block ? blockName(C.blocks.data.findIndex((d) => d.id === lastFire.params!.block), lang) : '')} ({String(lastFire.params?.rating ?? '')}){' '}
          {String(lastFire.params?.dice ?? '').split(/[ ,]+/).filter(Boolean).map((x) => {
            const n = Number(x);
            const hit = n > 0 && n <= Number(String(lastFire.params?.rating ?? '').slice(1));
            return <span class={`lib-die${hit ? ' hit' : ''}`} title={x}>{DIE[n] ?? x}</span>;
          })}
          {' '}→ <strong>{String(lastFire.params?.hits ?? 0)} {tr(lang, 'hit(s)', '命中')}</strong>
        </p>
      )}
      <ol class="lib-battle-log" data-testid="battle-log">{entries.map((e) => <li><RuleLinks text={renderEntry(logEntry(e, lang), messages)} game="liberty" title={title} lang={lang} /></li>)}</ol>
    </section>
  );
}
