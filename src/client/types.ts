/** What the server sends (mirrors src/server/hub.ts; type-only imports keep the server out of the bundle). */
import type { GameMeta } from '../server/hub.js';
import type { SideView } from '../core/engine.js';
import type { LogEntry } from '../core/log.js';

export type { GameMeta, LogEntry };
export type View = SideView<any, any>;

export interface StateMsg {
  t: 'state';
  game: string;
  side: string;
  meta: GameMeta;
  view: View | null;
  undo: boolean;
  labels: { en: string[]; ja: string[] } | null;
  log: { from: number; entries: LogEntry[] };
}

export interface CatalogGame {
  id: string;
  title: { en: string; ja: string };
  sides: string[];
  notice: { en: string; ja: string } | null;
  defaultOptions: unknown;
  messages: { en: Record<string, string>; ja: Record<string, string> };
}

export interface SideState {
  meta: GameMeta;
  view: View | null;
  undo: boolean;
  labels: { en: string[]; ja: string[] } | null;
  log: LogEntry[];
}
