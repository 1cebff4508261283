/**
 * Playing with the keyboard alone: Tab to a control, type, press keys; and a tripwire that counts every mouse
 * or pointer event the page receives, so a test can assert there was none.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/** Count pointer and mouse events on the page (install before the first `goto`). */
export async function watchPointer(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __pointer: string[] };
    w.__pointer = [];
    for (const t of ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'mousemove', 'wheel', 'touchstart']) {
      window.addEventListener(t, () => { w.__pointer.push(t); }, { capture: true });
    }
  });
}

/** The pointer events the page received since it loaded. */
export async function pointerEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __pointer?: string[] }).__pointer ?? []);
}

/** Does the focused element match `selector`? */
export function focusedIs(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((s) => !!document.activeElement?.matches(s), selector);
}

/** A short description of the focused element (for messages). */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const e = document.activeElement;
    if (!e) return '(none)';
    return `${e.tagName.toLowerCase()}${e.getAttribute('data-testid') ? `[data-testid=${e.getAttribute('data-testid')}]` : ''} "${(e.textContent ?? '').trim().slice(0, 60)}"`;
  });
}

/**
 * Press Tab (Shift+Tab when `back`) until the focus is on an element matching `selector`; fails after `max`
 * presses. This is how a keyboard player reaches a control: no focus() call, no click.
 */
export async function tabTo(page: Page, selector: string, o: { max?: number; back?: boolean } = {}): Promise<void> {
  const max = o.max ?? 200;
  for (let i = 0; i < max; i++) {
    if (await focusedIs(page, selector)) return;
    await page.keyboard.press(o.back ? 'Shift+Tab' : 'Tab');
  }
  assert.fail(`no element matching ${selector} reached with ${max} Tab presses (focus on ${await focused(page)})`);
}

/** Tab to `selector`, then press `key` (Enter by default). */
export async function tabAndPress(page: Page, selector: string, key = 'Enter', o: { max?: number; back?: boolean } = {}) {
  await tabTo(page, selector, o);
  await page.keyboard.press(key);
}
