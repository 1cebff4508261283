/** The contract of a per-game board module (src/client/games/<id>/board.tsx). */
import type { FunctionComponent } from 'preact';
import type { Lang } from '../i18n.js';
import type { CatalogGame, GameMeta, LogEntry, View } from '../types.js';

export interface BoardProps {
  view: View;
  /** The side whose view this is (a seat, or 'observer'). */
  side: string;
  meta: GameMeta;
  lang: Lang;
  catalog: CatalogGame;
  log: LogEntry[];
  /** Send one of view.actions (made on view.step). Absent in replays and for observers. */
  act?: (action: unknown) => void;
  busy: boolean;
}

export interface BoardModule {
  Board: FunctionComponent<BoardProps>;
  /**
   * Optional: a log entry with its parameters put into words for the log panel (e.g. card numbers → card
   * names from the game's public card data). It may only rewrite what the entry already says: the entries a
   * side receives are already restricted to what it may see.
   */
  logEntry?: (e: LogEntry, lang: Lang) => LogEntry;
}

/** Words for a game's options in the lobby form; options without an entry get the generic label. */
export interface OptionText {
  en: string;
  ja: string;
  /** Offer these values in a list instead of a free field (others stay reachable by the API). */
  choices?: { value: string | number; en: string; ja: string }[];
}
export type OptionLabels = Record<string, OptionText>;
