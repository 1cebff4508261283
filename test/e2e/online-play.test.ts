/**
 * Browser test (issue 20, 1-2): two players find each other through the open-game list — Ben's lobby shows
 * Ann's new game without a reload and he joins it with one click — and the lobby, tab title and favicon mark
 * the games where it is a player's move; the key N opens the next one.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openPage, registerIn, shoot, skipReason, useBrowserServer } from './helpers.js';

const skip = skipReason();
const e2e = useBrowserServer('muster-e2e-lobby-', skip);

test('browser: an open game appears live in another lobby, one click joins it, your-turn marks, title and N key', { skip, timeout: 120000 }, async () => {
  const errors: string[] = [];
  const { page: a } = await openPage(e2e, { width: 1280, height: 900 }, errors);
  const { page: b } = await openPage(e2e, { width: 1280, height: 900 }, errors);
  await a.goto(e2e.url);
  await registerIn(a, 'Ann');
  await b.goto(e2e.url);
  await registerIn(b, 'Ben');
  await b.waitForSelector('[data-testid=open-games]');

  // Ann creates a public online game; Ben's lobby (already open, not reloaded) lists it.
  await a.selectOption('[data-testid=game-select]', 'highcard'); // the form starts on a real game
  await a.click('[data-testid=mode-online]');
  await a.click('[data-testid=side-north]');
  await a.click('[data-testid=create]');
  await a.waitForSelector('[data-testid=invite-link]');
  const id = /#\/game\/([\w-]+)/.exec(a.url())![1]!;
  await b.waitForSelector(`[data-testid=join-open-${id}-south]`, { timeout: 10000 });
  await shoot(b, 'e2e-lobby-open-games.png');
  await b.click(`[data-testid=join-open-${id}-south]`);
  await b.waitForSelector('[data-testid=board]');
  await a.waitForSelector('[data-testid=board]');

  // High Card: both choose at once, so it is each one's move: the tab title says so.
  await a.waitForFunction(() => document.title.startsWith('(1) '), undefined, { timeout: 10000 });
  assert.equal(await a.locator('link[rel=icon]').getAttribute('data-turns'), '1');
  // Back in the lobby: the game is marked and N opens it.
  await a.goto(e2e.url + '/#/');
  await a.waitForSelector(`[data-testid=mine-${id}] [data-testid=your-turn]`);
  await shoot(a, 'e2e-lobby-your-turn.png');
  await a.keyboard.press('n');
  await a.waitForFunction((gid) => location.hash === `#/game/${gid}`, id);
  // Ann plays her card: no game waits for her move any more.
  const card = a.locator('[data-testid^="card-"].target:not(.disabled)').first();
  await card.click();
  await a.waitForFunction(() => !/^\(\d+\) /.test(document.title), undefined, { timeout: 10000 });

  // History during play (7): Ann looks back at the moment before her card, as she saw it, then returns.
  await a.click('[data-testid=history-back]');
  await a.waitForFunction(() => /move 0 of 1/.test(document.querySelector('[data-testid=history-pos]')?.textContent ?? ''));
  assert.equal(await a.locator('[data-testid=status]').count(), 1);
  await shoot(a, 'e2e-history.png');
  await a.click('[data-testid=history-next]');
  await a.waitForFunction(() => /move 1 of 1/.test(document.querySelector('[data-testid=history-pos]')?.textContent ?? ''));
  await a.click('[data-testid=history-live]');
  await a.waitForSelector('[data-testid=history-bar]', { state: 'detached' });

  // Chat and notes (4): what Ann types reaches Ben as text (never as markup); her notes are kept for her.
  await a.fill('[data-testid=chat-input-players]', '<b>good luck</b> & have fun');
  await a.click('[data-testid=chat-send-players]');
  await b.waitForFunction(() => (document.querySelector('[data-testid=chat-players]')?.textContent ?? '').includes('<b>good luck</b> & have fun'));
  assert.equal(await b.locator('[data-testid=chat-players] .chat-text b').count(), 0, 'no markup is rendered');
  await a.click('[data-testid=notes] summary');
  await a.fill('[data-testid=notes-text]', 'Keep the 8 for the last round');
  await a.click('[data-testid=notes-save]');
  await a.waitForSelector('[data-testid=notes-saved]');
  await a.reload();
  await a.waitForFunction(() => (document.querySelector('[data-testid=notes-text]') as HTMLTextAreaElement | null)?.value === 'Keep the 8 for the last round');
  assert.equal(await b.locator('[data-testid=notes-text]').inputValue(), '', "Ben's notes are his own");
  await shoot(b, 'e2e-chat.png');

  // Draw offers and resignation (3): Ben offers a draw, Ann sees it and declines; Ann resigns, confirming.
  await b.click('[data-testid=draw-offer]');
  await a.waitForSelector('[data-testid=draw-offered]');
  await shoot(a, 'e2e-draw-offered.png');
  await a.click('[data-testid=draw-decline]');
  await b.waitForSelector('[data-testid=draw-offer]');
  await a.click('[data-testid=resign]');
  await a.waitForSelector('[data-testid=resign-confirm]');
  await a.click('[data-testid=resign-no]');
  assert.equal(await a.locator('[data-testid=resign-confirm]').count(), 0, 'No keeps the game going');
  await a.click('[data-testid=resign]');
  await a.click('[data-testid=resign-yes]');
  for (const p of [a, b]) await p.waitForFunction(() => /North resigned/.test(document.querySelector('[data-testid=ending]')?.textContent ?? ''));
  assert.match((await b.locator('[data-testid=status]').textContent()) ?? '', /South/);
  await shoot(b, 'e2e-resigned.png');

  // Ratings (5): both see the change on the game page, the ratings page orders them, a player's record.
  for (const p of [a, b]) await p.waitForFunction(() => /North 1500 → 1480 · South 1500 → 1520/.test(document.querySelector('[data-testid=rating-change]')?.textContent ?? ''));
  await b.click('[data-testid=ratings-link]');
  await b.waitForSelector('[data-testid=ratings-table]');
  const rows = await b.locator('[data-testid=ratings-table] tbody tr').allTextContents();
  assert.match(rows[0] ?? '', /^1Ben1520/);
  assert.match(rows[1] ?? '', /^2Ann1480/);
  await shoot(b, 'e2e-ratings.png');
  await b.click('text=Ann');
  await b.waitForSelector('[data-testid=player-ratings]');
  assert.match((await b.locator('[data-testid=player-ratings] tbody tr').first().textContent()) ?? '', /1480\s*1\s*0\s*1\s*0\s*0/);

  // Rematch (6): Ann asks from the finished game; Ben, back on it, is offered the rematch and opens it: it
  // starts with the sides swapped.
  await a.click('[data-testid=rematch]');
  await a.waitForFunction((old) => /#\/game\//.test(location.hash) && !location.hash.includes(old), id);
  const rid = /#\/game\/([\w-]+)/.exec(a.url())![1]!;
  await b.goto(`${e2e.url}/#/game/${id}`);
  await b.waitForFunction(() => /rematch is ready/.test(document.querySelector('[data-testid=rematch]')?.textContent ?? ''));
  await b.click('[data-testid=rematch]');
  await b.waitForFunction((r) => location.hash === `#/game/${r}`, rid);
  for (const p of [a, b]) await p.waitForSelector('[data-testid=board]');
  assert.match((await b.locator('[data-testid=status]').textContent()) ?? '', /North/);
  assert.match((await a.locator('[data-testid=status]').textContent()) ?? '', /South/);
  await shoot(a, 'e2e-rematch.png');

  // A private game is listed nowhere: Ben's lobby does not show it.
  await a.goto(e2e.url + '/#/');
  await a.selectOption('[data-testid=game-select]', 'highcard'); // the form starts on a real game
  await a.click('[data-testid=mode-online]');
  await a.check('[data-testid=private]');
  await a.click('[data-testid=create]');
  await a.waitForSelector('[data-testid=invite-link]');
  const pid = /#\/game\/([\w-]+)/.exec(a.url())![1]!;
  await b.goto(e2e.url + '/#/');
  await b.waitForSelector('[data-testid=open-games]');
  await b.waitForTimeout(500);
  assert.equal(await b.locator(`[data-testid=open-${pid}]`).count(), 0);
  assert.deepEqual(errors, []);
});
