/**
 * What a screen reader hears on the game page: a polite live region that reads the new log entries (the other
 * side's and the computer's moves, dice, results) and the board's prompt when it changes; and, after each action
 * of the player, the focus on that prompt, so the next Tab starts from what the game now asks.
 *
 * A board marks its prompt with `data-prompt` or `data-testid="prompt"` (all our boards do).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { renderEntry } from '../core/log.js';
import { localRuleTags } from './rules.js';
import type { Lang } from './i18n.js';
import type { BoardModule } from './games/types.js';
import type { CatalogGame, LogEntry } from './types.js';

const PROMPT = '[data-testid=board] [data-prompt], [data-testid=board] [data-testid=prompt]';

function promptElement(): HTMLElement | null {
  return document.querySelector<HTMLElement>(PROMPT);
}

// Whether the player's last input was a key: a mouse player's page must not jump to the prompt.
let byKeyboard = false;
if (typeof window !== 'undefined') {
  window.addEventListener('keydown', () => { byKeyboard = true; }, true);
  window.addEventListener('pointerdown', () => { byKeyboard = false; }, true);
}

/** Moves the focus to the board's prompt (or the status line) once the page has drawn the new position. */
export function focusPrompt(): void {
  requestAnimationFrame(() => {
    const el = promptElement() ?? document.querySelector<HTMLElement>('[data-testid=status]');
    if (!el) return;
    if (!el.hasAttribute('tabindex')) el.tabIndex = -1;
    el.focus({ preventScroll: !byKeyboard });
  });
}

/** At most this many new log lines are read at once (a computer's whole turn would otherwise be a lecture). */
const MAX_LINES = 4;

export function Announcer({ log, catalog, lang, board, step }: { log: LogEntry[]; catalog: CatalogGame; lang: Lang; board: BoardModule | null | undefined; step: number }) {
  const seen = useRef<number | null>(null);
  const lastPrompt = useRef('');
  const [text, setText] = useState('');
  useEffect(() => {
    const cat = catalog.messages[lang] ?? catalog.messages.en;
    const words = board?.logEntry;
    // The first render reads nothing of the past: the player opened the page, the prompt is on screen.
    const from = seen.current === null || seen.current > log.length ? log.length : seen.current;
    seen.current = log.length;
    const fresh = log.slice(from).map((e) => localRuleTags(renderEntry(words ? words(e, lang) : e, cat), catalog.title[lang]));
    const more = fresh.length - MAX_LINES;
    const lines = more > 0 ? [lang === 'ja' ? `ログに他 ${more} 件` : `${more} more in the log`, ...fresh.slice(-MAX_LINES)] : fresh;
    const el = promptElement();
    const prompt = el?.textContent?.trim() ?? '';
    // A focused prompt is read by the focus itself; an unchanged one is not repeated.
    if (prompt && prompt !== lastPrompt.current && document.activeElement !== el) lines.push(prompt);
    lastPrompt.current = prompt;
    if (lines.length) setText(lines.join('. '));
  }, [log.length, step, lang]);
  return <div class="sr-only" role="status" aria-live="polite" data-testid="announce">{text}</div>;
}
