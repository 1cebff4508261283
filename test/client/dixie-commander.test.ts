/**
 * 13.7: the designated army commander (view `commanders`, public) is shown on the browser board (a badge on his
 * card, titled in English and Japanese) and in the text table of `muster play`.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Card } from '../../src/client/games/dixie/board.js';
import { renderDixieText } from '../../src/bots/text/dixie.js';
import { dixie } from '../../src/games/dixie/index.js';

type Node = { type?: unknown; props?: Record<string, unknown> } | string | number | boolean | null | undefined | Node[];
/** Every element of a vnode tree (function components are not expanded: Card renders plain elements). */
function elements(n: Node, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(n)) { for (const x of n) elements(x, out); return out; }
  if (!n || typeof n !== 'object' || !n.props) return out;
  out.push(n.props);
  elements(n.props.children as Node, out);
  return out;
}
const ui = { ok: false, sel: false, testid: 'x' };
const LONGSTREET = 209, HILL = 211, HAYS = 162;

test('dixie 13.7 board: the army commander\'s card carries a badge titled in the viewer\'s language; other cards none', () => {
  for (const [lang, title] of [['en', 'Army commander (13.7)'], ['ja', '総指揮官 (13.7)']] as const) {
    const badges = elements(Card({ c: { side: 'CSA', id: LONGSTREET, up: true }, me: 'USA', lang, melee: false, ui, ac: true }) as Node).filter((p) => p.class === 'dx-ac');
    assert.equal(badges.length, 1);
    assert.equal(badges[0]!.title, title);
    // the badge is for the eye; a screen reader reads the commander in the card's words (issue 25)
    assert.equal(badges[0]!['aria-hidden'], 'true');
    const words = elements(Card({ c: { side: 'CSA', id: LONGSTREET, up: true }, me: 'USA', lang, melee: false, ui, ac: true }) as Node).find((p) => p.class === 'sr-only');
    assert.match(String(words!.children), lang === 'en' ? /army commander/ : /総指揮官/);
  }
  assert.equal(elements(Card({ c: { side: 'CSA', id: LONGSTREET, up: true }, me: 'CSA', lang: 'en', melee: false, ui }) as Node).filter((p) => p.class === 'dx-ac').length, 0);
});

test('dixie 13.7 text table: the army commander is marked on his card and named for both sides, also from a reserve', () => {
  const o = dixie.parseOptions({ corpsCommand: true });
  const s = dixie.fromPosition({ phase: 'move', turnOf: 'CSA', turn: 1, positions: { 'CSA-L': [{ card: HAYS }, { card: HILL }] }, reserve: { CSA: [LONGSTREET], USA: [] }, commanders: { CSA: HILL, USA: null } }, o);
  const text = renderDixieText(dixie.view(s, 'USA'), 'USA');
  assert.match(text, /\[211 [^\]]* · army commander\]/);
  assert.match(text, /army commander \(13\.7\): CSA 211 [^;]*; USA —/);
  assert.doesNotMatch(text, /\[162 [^\]]*army commander/);
  // in the reserve he is still named (public: the view carries it), though his card is not on the table
  const t = dixie.fromPosition({ phase: 'move', turnOf: 'CSA', turn: 1, positions: { 'CSA-L': [{ card: HAYS }] }, reserve: { CSA: [HILL], USA: [] }, commanders: { CSA: HILL, USA: null } }, o);
  assert.match(renderDixieText(dixie.view(t, 'USA'), 'USA'), /army commander \(13\.7\): CSA 211 /);
  const none = dixie.fromPosition({ phase: 'move', turnOf: 'CSA', turn: 1, positions: { 'CSA-L': [{ card: HAYS }] }, reserve: { CSA: [], USA: [] }, commanders: { CSA: null, USA: null } }, o);
  assert.doesNotMatch(renderDixieText(dixie.view(none, 'USA'), 'USA'), /army commander/);
});
