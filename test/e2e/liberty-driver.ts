/**
 * Plays Liberty in a browser page as a player would, by clicks only: the highlighted card, place or block, the
 * command buttons, the opened stack's tiles, menus and confirmations. Before each click on the map it checks
 * that the centre of every offered place in view is that place's own (nothing drawn over it).
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

export interface Covered { testid: string; at: string }

/** Every offered place whose centre lies in the map frame: the element at its centre belongs to it, else listed. */
export async function coveredTargets(page: Page): Promise<{ checked: number; covered: Covered[] }> {
  return page.evaluate(() => {
    const frame = document.querySelector('[data-testid=map-frame]')!.getBoundingClientRect();
    const pops = Array.from(document.querySelectorAll('.lib-pop, .lib-zoom')).map((e) => e.getBoundingClientRect());
    const covered: { testid: string; at: string }[] = [];
    let checked = 0;
    for (const el of Array.from(document.querySelectorAll('[data-testid=map-frame] [data-target="1"]'))) {
      const hl = el.querySelector('.lib-hl') ?? el;
      const r = hl.getBoundingClientRect();
      const x = r.x + r.width / 2, y = r.y + r.height / 2;
      if (x < frame.left + 2 || x > frame.right - 2 || y < frame.top + 2 || y > frame.bottom - 2) continue;
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue; // below the fold: the player scrolls
      if (pops.some((p) => x >= p.left && x <= p.right && y >= p.top && y <= p.bottom)) continue;
      checked++;
      const at = document.elementFromPoint(x, y);
      if (!at || at.closest('[data-target="1"]') !== el) covered.push({ testid: el.getAttribute('data-testid') ?? '?', at: at ? `${at.tagName}.${at.getAttribute('class') ?? ''} in ${at.closest('[data-loc]')?.getAttribute('data-testid') ?? 'nothing'}` : 'null' });
    }
    return { checked, covered };
  });
}

export interface Driver { clicks: number; checked: number; prompts: string[] }

/**
 * One click on something the board offers (a seeded choice); false if nothing is offered. Prefers commands
 * that move the game on, so a turn ends in a reasonable number of clicks.
 */
export async function clickSomething(page: Page, rnd: () => number, d: Driver): Promise<boolean> {
  const prompt = (await page.locator('[data-testid=prompt]').textContent()) ?? '';
  const confirm = page.locator('[data-testid=confirm-yes]');
  if (await confirm.count()) { await confirm.click(); return true; }
  const menu = page.locator('[data-testid=menu] [data-testid^=menu-]:not([data-testid=menu-cancel])');
  if (await menu.count()) { await menu.nth(Math.floor(rnd() * (await menu.count()))).click(); return true; }
  const tiles = page.locator('[data-testid=stack] .lib-tile.target, [data-testid=stack] [data-testid^=stack-act-]');
  if (await tiles.count()) { await tiles.nth(Math.floor(rnd() * (await tiles.count()))).click(); return true; }
  if (await page.locator('[data-testid=stack]').count()) { await page.click('[data-testid=stack-close]'); return true; }
  const cards = page.locator('.lib-card.target');
  if (await cards.count()) { d.prompts.push(prompt); await cards.first().click(); return true; }
  const battle = page.locator('[data-testid=battle] button.target');
  const cmds = page.locator('[data-testid^=cmd-]');
  const targets = page.locator('[data-testid=map-frame] [data-target="1"]');
  const nb = await battle.count(), nc = await cmds.count(), nt = await targets.count();
  if (nb + nc + nt === 0) return false;
  d.prompts.push(prompt);
  if (nt > 0) {
    const r = await coveredTargets(page);
    assert.deepEqual(r.covered, [], `covered targets at "${prompt}"`);
    d.checked += r.checked;
  }
  if (nb > 0 && rnd() < 0.7) { await battle.nth(Math.floor(rnd() * nb)).click(); return true; }
  if (nc > 0 && (nt === 0 || rnd() < 0.15)) {
    // ending the turn while places are offered only when nothing else is left to press
    const names = (await cmds.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))).filter((n) => nt === 0 || n !== 'cmd-end');
    const pref = ['cmd-stop', 'cmd-done', 'cmd-battle-regroup-done', 'cmd-no-offer', 'cmd-refuse', 'cmd-end'].find((n) => names.includes(n));
    if (pref ?? names[0]) { await page.click(`[data-testid=${pref ?? names[0]}]`); return true; }
  }
  if (nt === 0) { await battle.first().click(); return true; }
  // a target out of view is brought into view by the "show my choices" button, as a player would
  const k = Math.floor(rnd() * nt);
  const el = targets.nth(k);
  const inView = await el.evaluate((e) => {
    const f = document.querySelector('[data-testid=map-frame]')!.getBoundingClientRect();
    const r = (e.querySelector('.lib-hl') ?? e).getBoundingClientRect();
    const x = r.x + r.width / 2, y = r.y + r.height / 2;
    return x > f.left + 50 && x < f.right - 50 && y > f.top + 10 && y < f.bottom - 10;
  });
  if (!inView) {
    await page.click('[data-testid=zoom-choices]');
    await page.waitForTimeout(400);
  }
  const box = await (await el.evaluateHandle((e) => e.querySelector('.lib-hl') ?? e)).asElement()!.boundingBox();
  if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  else await el.dispatchEvent('click');
  return true;
}

/** Waits until the board's step changes, a menu, stack or confirmation opens, or an error shows (or 5 s). */
export async function settle(page: Page, before: string | null) {
  await page.waitForFunction((b) => document.querySelector('[data-testid=board]')?.getAttribute('data-step') !== b
    || !!document.querySelector('[data-testid=menu], [data-testid=stack], [data-testid=confirm], [data-testid=error]'), before, { timeout: 5000 }).catch(() => {});
}

export function seeded(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
}

/**
 * English words (three letters or more) in the page's visible text and map labels, beyond `allowed` (names,
 * the brand, key names): in a Japanese page there should be none. Codes (the dice commitment) are left out.
 */
export async function englishWords(page: Page, allowed: string[]): Promise<string[]> {
  const words = await page.evaluate(() => {
    const main = document.querySelector('main')!.cloneNode(true) as HTMLElement;
    for (const el of Array.from(main.querySelectorAll('code, style, title'))) el.remove();
    document.body.appendChild(main);
    main.style.position = 'absolute'; main.style.left = '-99999px';
    const text = main.innerText + ' ' + Array.from(main.querySelectorAll('svg text')).map((t) => t.textContent).join(' ');
    main.remove();
    return (text.match(/.{0,30}[A-Za-z][A-Za-z'’]{2,}.{0,10}/g) ?? []);
  });
  // each word with a little of its context, so a failure says where it is
  return [...new Set(words)].filter((w) => (w.match(/[A-Za-z][A-Za-z'’]{2,}/g) ?? []).some((x) => !allowed.includes(x)));
}
