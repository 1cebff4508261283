/** Kysely table types and the migrations (defined in code, run at start by both implementations). */
import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { skeletonOf } from '../names.js';

export interface DB {
  users: { id: string; name: string; name_key: string; pass_hash: string; created_at: number | string; skeleton: string | null };
  sessions: { token_hash: string; user_id: string; expires_at: number | string };
  games: {
    id: string; game: string; mode: string; status: string; options: string; created_by: string;
    created_at: number | string; updated_at: number | string; commitment: string; server_secret: string;
    invite_token: string; result: string | null; action_count: number; shared: number;
    private: number; to_move: string | null; draw_offer: string | null; rematch: string | null;
  };
  seats: { game_id: string; side: string; user_id: string | null; bot: string | null; contribution: string | null; contributed_at: number | string | null };
  actions: { game_id: string; idx: number; side: string; action: string; created_at: number | string };
  chat: { id: string; game_id: string; channel: string; user_id: string; side: string | null; text: string; created_at: number | string };
  notes: { game_id: string; user_id: string; text: string; updated_at: number | string };
  ratings: { user_id: string; game: string; rating: number; games: number; wins: number; losses: number; draws: number; forfeits: number; updated_at: number | string };
  rated_games: { game_id: string; game: string; changes: string; created_at: number | string };
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against any schema */
const m001: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull().unique())
      .addColumn('pass_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createTable('sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createTable('games')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('options', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('commitment', 'text', (c) => c.notNull())
      .addColumn('server_secret', 'text', (c) => c.notNull())
      .addColumn('invite_token', 'text', (c) => c.notNull())
      .addColumn('result', 'text')
      .addColumn('action_count', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('games_status').on('games').columns(['status', 'created_at']).execute();
    await db.schema.createTable('seats')
      .addColumn('game_id', 'text', (c) => c.notNull())
      .addColumn('side', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('bot', 'text')
      .addColumn('contribution', 'text')
      .addPrimaryKeyConstraint('seats_pk', ['game_id', 'side'])
      .execute();
    await db.schema.createIndex('seats_user').on('seats').column('user_id').execute();
    await db.schema.createTable('actions')
      .addColumn('game_id', 'text', (c) => c.notNull())
      .addColumn('idx', 'integer', (c) => c.notNull())
      .addColumn('side', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('actions_pk', ['game_id', 'idx'])
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const t of ['actions', 'seats', 'games', 'sessions', 'users']) await db.schema.dropTable(t).execute();
  },
};

/** Issue 21: confusable skeletons of names, when each contribution arrived (commit first), shared imports. */
const m002: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('users').addColumn('skeleton', 'text').execute();
    await db.schema.createIndex('users_skeleton').on('users').column('skeleton').execute();
    for (const u of await db.selectFrom('users').select(['id', 'name']).execute()) {
      await db.updateTable('users').set({ skeleton: skeletonOf(u.name) }).where('id', '=', u.id).execute();
    }
    await db.schema.alterTable('seats').addColumn('contributed_at', 'bigint').execute();
    await db.schema.alterTable('games').addColumn('shared', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.createIndex('games_creator').on('games').columns(['created_by', 'status']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('games_creator').execute();
    await db.schema.alterTable('games').dropColumn('shared').execute();
    await db.schema.alterTable('seats').dropColumn('contributed_at').execute();
    await db.schema.dropIndex('users_skeleton').execute();
    await db.schema.alterTable('users').dropColumn('skeleton').execute();
  },
};

/** Issue 20: private games (invitation link only) and the sides to move (the lobby's "your turn"). */
const m003: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('games').addColumn('private', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('games').addColumn('to_move', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('games').dropColumn('to_move').execute();
    await db.schema.alterTable('games').dropColumn('private').execute();
  },
};

/** Issue 20: a standing draw offer (the side that made it, and the game's version then). */
const m004: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('games').addColumn('draw_offer', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('games').dropColumn('draw_offer').execute();
  },
};

/** Issue 20: chat per game (players' and spectators' channels apart) and each player's private notes. */
const m005: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.createTable('chat')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('game_id', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('side', 'text')
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('chat_game').on('chat').columns(['game_id', 'channel', 'created_at']).execute();
    await db.schema.createTable('notes')
      .addColumn('game_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('notes_pk', ['game_id', 'user_id'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('notes').execute();
    await db.schema.dropTable('chat').execute();
  },
};

/** Issue 20: a rating and record per player and game kind; each rated game once, with its changes. */
const m006: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.createTable('ratings')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('rating', 'double precision', (c) => c.notNull())
      .addColumn('games', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('wins', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('losses', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('draws', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('forfeits', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('ratings_pk', ['user_id', 'game'])
      .execute();
    await db.schema.createIndex('ratings_board').on('ratings').columns(['game', 'rating']).execute();
    await db.schema.createTable('rated_games')
      .addColumn('game_id', 'text', (c) => c.primaryKey())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('changes', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('rated_games').execute();
    await db.schema.dropTable('ratings').execute();
  },
};

/** Issue 20: the rematch of a finished game (one, whoever asks first). */
const m007: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('games').addColumn('rematch', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('games').dropColumn('rematch').execute();
  },
};

export const migrations: MigrationProvider = {
  async getMigrations() {
    return { '001_init': m001, '002_hardening': m002, '003_lobby': m003, '004_draw_offers': m004, '005_chat_notes': m005, '006_ratings': m006, '007_rematch': m007 };
  },
};

export { sql };
