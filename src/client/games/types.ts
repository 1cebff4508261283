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
}
