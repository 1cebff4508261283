/**
 * Browser test for issue 17: while the computer is to act, the status line shows its progress instead of only
 * "Waiting for": which of its decisions in a row it is on and the seconds since its turn began. A DIXIE game
 * against the computer at level normal (the CSA computer deploys its muster one card a decision, a second each);
 * the player, the USA, ends its own deployment at once, leaving the computer alone to act.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openPage, registerIn, shoot, skipReason, useBrowserServer } from './helpers.js';

const skip = skipReason();
const e2e = useBrowserServer('muster-e2e-dixie-bot-', skip);

test('browser: a DIXIE computer turn shows its progress (issue 17: "The computer (CSA) is thinking: move N")', { skip, timeout: 180000 }, async () => {
  const errors: string[] = [];
  const { ctx, page } = await openPage(e2e, { width: 1366, height: 900 }, errors);
  await page.goto(e2e.url);
  await registerIn(page, 'Grant');
  await page.selectOption('[data-testid=game-select]', 'dixie');
  await page.click('[data-testid=mode-computer]');
  await page.click('[data-testid=side-USA]');
  await page.selectOption('[data-testid=level]', 'normal');
  await page.click('[data-testid=create]');
  await page.waitForSelector('[data-testid=board]', { timeout: 30000 });
  await page.waitForSelector('[data-testid=dx-cmd-deploy-done]', { timeout: 30000 });
  await page.click('[data-testid=dx-cmd-deploy-done]');
  const line = page.locator('[data-testid=bot-progress]');
  await line.waitFor({ timeout: 60000 });
  const first = (await line.textContent()) ?? '';
  assert.match(first, /The computer \(CSA\) is thinking: move \d+/);
  const n = Number(/move (\d+)/.exec(first)![1]);
  // the count follows the computer's decisions as they arrive (or its turn ends and the line goes)
  await page.waitForFunction((m) => {
    const el = document.querySelector('[data-testid=bot-progress]');
    if (!el) return true;
    const x = /move (\d+)/.exec(el.textContent ?? '');
    return !!x && Number(x[1]) > m;
  }, n, { timeout: 60000 });
  await shoot(page, 'e2e-dixie-bot-progress.png');
  assert.deepEqual(errors, []);
  await ctx.close();
});
