/**
 * Arrow keys between the board's targets (cards and positions the engine offers, marked `data-dx-target`):
 * Left/Right the previous/next in reading order, Up/Down the nearest target in the row above/below, Home/End
 * the first/last. Returns the element to focus, or null when the key is not ours.
 */
export const TARGET = '[data-dx-target]';

function centre(el: Element): { x: number; y: number } {
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

export function arrowTarget(root: HTMLElement, from: HTMLElement, key: string): HTMLElement | null {
  const all = Array.from(root.querySelectorAll<HTMLElement>(TARGET));
  const i = all.indexOf(from);
  if (i < 0 || all.length === 0) return null;
  switch (key) {
    case 'ArrowRight': return all[(i + 1) % all.length]!;
    case 'ArrowLeft': return all[(i - 1 + all.length) % all.length]!;
    case 'Home': return all[0]!;
    case 'End': return all[all.length - 1]!;
    case 'ArrowUp':
    case 'ArrowDown': {
      const c = centre(from);
      const down = key === 'ArrowDown';
      // Targets in that direction (beyond half a card's height), the nearest row first, then the nearest column.
      const cands = all.filter((e) => e !== from).map((e) => ({ e, ...centre(e) })).filter((p) => (down ? p.y - c.y : c.y - p.y) > 12);
      if (cands.length === 0) return null;
      const row = Math.min(...cands.map((p) => Math.abs(p.y - c.y)));
      const near = cands.filter((p) => Math.abs(p.y - c.y) <= row + 24);
      near.sort((a, b) => Math.abs(a.x - c.x) - Math.abs(b.x - c.x));
      return near[0]!.e;
    }
    default: return null;
  }
}
