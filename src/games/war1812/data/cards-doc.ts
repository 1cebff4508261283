/**
 * docs/war1812-cards.md written from the deck (cards.json) and the map pack: what is known of the original
 * deck, the shape of ours, how to read a card, the decisions the rules document records, and a table of all
 * the cards with the historical fact each rests on. `write-cards-doc.ts` writes the file; a test keeps it current.
 */
import type { War1812Cards } from './cards-schema.js';
import { DECK_RULES } from './cards-schema.js';
import type { CardData, War1812Pack } from './types.js';

const SIDE: Record<CardData['side'], string> = { british: 'British', american: 'American', either: 'either' };

const SOURCES: [string, string][] = [
  ['Hickey 1989', 'Donald R. Hickey, *The War of 1812: A Forgotten Conflict* (University of Illinois Press, 1989).'],
  ['Hitsman 1965', 'J. Mackay Hitsman, *The Incredible War of 1812: A Military History* (University of Toronto Press, 1965).'],
  ['Stagg 1983', "J. C. A. Stagg, *Mr. Madison's War: Politics, Diplomacy, and Warfare in the Early American Republic, 1783-1830* (Princeton University Press, 1983)."],
  ['Roosevelt 1882', 'Theodore Roosevelt, *The Naval War of 1812* (1882).'],
  ['Malcomson 1998', 'Robert Malcomson, *Lords of the Lake: The Naval War on Lake Ontario, 1812-1814* (1998).'],
  ['Sugden 1997', 'John Sugden, *Tecumseh: A Life* (1997).'],
  ['Owsley 1981', 'Frank L. Owsley Jr., *Struggle for the Gulf Borderlands: The Creek War and the Battle of New Orleans, 1812-1815* (1981).'],
  ['Heitman 1903', 'Francis B. Heitman, *Historical Register and Dictionary of the United States Army* (1903).'],
  ['Remini 1977', 'Robert V. Remini, *Andrew Jackson and the Course of American Empire, 1767-1821* (1977).'],
  ["Black Hawk's autobiography, 1833", '*Life of Ma-ka-tai-me-she-kia-kiak, or Black Hawk*, dictated by himself (1833).'],
  ['rules/004', 'The surviving player-aid charts of the original game (../shared/rules/004_6e20ef56d37b6ff0.txt), cited by line (L…).'],
];

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function tally<K extends string | number>(cards: CardData[], key: (c: CardData) => K): Map<K, number> {
  const m = new Map<K, number>();
  for (const c of cards) m.set(key(c), (m.get(key(c)) ?? 0) + 1);
  return m;
}

export function cardsDoc(deck: War1812Cards, pack: War1812Pack): string {
  const cards = deck.cards;
  const years = [...new Set(cards.map((c) => c.year))].sort();
  const sides: CardData['side'][] = ['british', 'american', 'either'];
  const L: string[] = [];
  const row = (...xs: (string | number)[]) => L.push(`| ${xs.join(' | ')} |`);

  L.push('# War of 1812: the Action Card deck (our design)', '');
  L.push('<!-- Written by src/games/war1812/data/write-cards-doc.ts from cards.json; edit the deck, then run it. -->', '');
  L.push(`> **${deck.notice.en}**`, '>', `> ${deck.notice.ja}`, '');
  L.push(
    'The deck is `src/games/war1812/data/cards.json` (format `muster-war1812-cards/1`); its shape is checked by',
    '`cards-schema.ts` (zod schema and semantic checks against the map pack `war1812.pack.json`), and the shipped',
    'deck is `defaultWar1812Cards` in `cards.ts`. The card and effect types are in `types.ts`.', '');

  L.push('## What is known of the original deck, and what is ours', '');
  L.push(
    '- **Known** (research, war1812-and-dixie.md A2): *Amateurs to Arms!* (Clash of Arms, 2012) has 150 Action Cards in',
    '  one deck. Each card is played either for its event or for its Operations Points (OPs). "Most events push',
    '  inexorably towards peace; only a few rally your people."',
    '- **Known** (the charts, rules/004): peace markers move "as shown on the card played for its event" (L204); a',
    '  card with a value at least the commander\'s initiative activates his expedition (L88) and a card value at least',
    '  the new fort level upgrades a fort (L92); with the last card no card may be played as an event that moves the',
    '  Peace Track (L264); Napoleon\'s defeat, his escape from Elba and Waterloo have the consequences of L300-315.',
    '- **Ours**: every title, OP value, side, year, effect and text. The card list of the original is not public and',
    '  was not reconstructed: this is a new deck, designed on the charts and grounded in the history of the war.',
    '  A card marked *fact* rests on the historical event its source names (the event, not the mechanics, is the',
    '  fact); a card marked *design* is a generic event of the war with no single date.', '');

  L.push('## Shape of the deck', '');
  L.push(`${cards.length} cards. OP values (fixed by \`DECK_RULES.opsCounts\`, research A5.3): ` +
    Object.entries(DECK_RULES.opsCounts).map(([v, n]) => `${n} × ${v}`).join(', ') + '.', '');
  row('Year the cards enter', ...sides.map((s) => SIDE[s]), 'total', '1 OP', '2 OPs', '3 OPs', '4 OPs');
  row('---', ...sides.map(() => '---:'), '---:', '---:', '---:', '---:', '---:');
  for (const y of years) {
    const ys = cards.filter((c) => c.year === y);
    const bySide = tally(ys, (c) => c.side);
    const byOps = tally(ys, (c) => c.ops);
    row(y === 1812 ? '1812 (the first deck)' : String(y), ...sides.map((s) => bySide.get(s) ?? 0), ys.length, ...[1, 2, 3, 4].map((o) => byOps.get(o) ?? 0));
  }
  const bySide = tally(cards, (c) => c.side);
  const byOps = tally(cards, (c) => c.ops);
  row('**all**', ...sides.map((s) => bySide.get(s) ?? 0), cards.length, ...[1, 2, 3, 4].map((o) => byOps.get(o) ?? 0));
  L.push('');
  const peace = cards.filter((c) => c.peace);
  L.push(`Peace events (a \`peace\` effect, \`peace: true\`): ${peace.length} of ${cards.length}. By direction (who plays it → what moves):`, '');
  row('Event of', 'pushes the enemy toward peace (`who: enemy`, n > 0)', 'rallies its own side (`who: self`, n < 0)');
  row('---', '---:', '---:');
  for (const s of sides) {
    const ps = peace.filter((c) => c.side === s);
    const push = ps.filter((c) => c.effects.some((e) => e.do === 'peace' && e.who === 'enemy')).length;
    row(SIDE[s], push, ps.length - push);
  }
  L.push('');
  const kinds = new Map<string, number>();
  for (const c of cards) for (const k of c.effects.length ? c.effects.map((e) => e.do) : ['none (Napoleon: the chart)']) kinds.set(k, (kinds.get(k) ?? 0) + 1);
  L.push('Effects in the deck: ' + [...kinds].map(([k, n]) => `${k} ${n}`).join(', ') + '.', '');

  L.push('## How to read a card (what the engine applies)', '');
  L.push(
    '- **Side**: whose event it is. A British or American event may be played as an event by that side only; an',
    '  *either* event by both. Any card may be played by either side for its OPs. An event never harms its player:',
    '  a blow to one side is the other side\'s event (the validator rejects a `self` marker advanced or an `enemy`',
    '  marker moved back, an American event making a tribe hostile, a British event lowering the blockade).',
    '- **Year**: the card enters the deck at the start of that year; 1812 cards form the first deck. No card enters',
    '  in 1815: the deck of 1814 holds the last cards, the Napoleon cards among them.',
    '- **Peace** effects move a marker "as shown on the card" (chart L204): `who` is relative to the player of the',
    '  card, n > 0 advances a marker toward peace, n < 0 moves it back. A peace card cannot be played as an event',
    '  with the last card (chart L264); `peace: true` marks them.',
    '- **Units / ships / forts** go to the first listed space the player controls (none: no effect); the text names',
    '  the order. Ships join the player\'s lake squadron at that port. Events ignore the OP placement limits of the',
    '  chart; side-only units follow the chart (regiments and rangers American; fencibles, voyageurs and Indians',
    '  British). Events are the only way, with the scheduled arrivals, to get regulars (chart L178). A fort event',
    '  raises a fort one level, to at most 3, and never in the wilderness (chart L92 forbids upgrades there).',
    '- **Leaders**: the card puts a leader into the pool *before* the year the map pack schedules him (`year` of the',
    '  leader); a leader already on the map or in the pool, or a Nap. leader, is never brought by a card, and no leader',
    '  by two cards (the validator checks all of this against the pack).',
    '- **Tribe** sets a tribe hostile (British events) or neutral (American events). **Draw** n cards; **discard**: the',
    '  opponent discards n at random. **Activate**: one expedition whatever its commander\'s initiative, with 4 MP',
    '  unless the card says more. **Blockade** ±1 level in the named sea zone, or else the first zone with',
    '  the highest level below full (a raise) or with the highest level (a lowering), as the engine does (rules 5.1). **Attrition**: the opponent\'s largest expedition (most SP) loses n SP. **Raiders**: the British coastal',
    '  raiders become available.',
    '- **Removed** after the event: every card marked *fact* except recurring ones (militia levies, privateers,',
    '  disease, weather, failing contractors, reinforcements of the fleet); generic *design* events go to the',
    '  discard and come back.', '');

  L.push('## Decisions the rules document records (designed on the charts)', '');
  L.push(
    '1. **Napoleon cards** (chart L300-315): three *either* cards in the 1814 deck, removed after play, with no',
    '   effects of their own: the engine applies the chart. *Napoleon Abdicates* (napoleon 1) starts the British +2',
    '   cards and the first-player turns from the next turn, and the two waves of reinforcements (next turn: 10',
    '   regular SP, the invasion fleet, the coastal raiders if available, the Nap.1 leaders, Cochrane, Wellington',
    '   committed or held; the turn after: the Nap.2 leaders and 10 more regular SP). *Napoleon Escapes Elba*',
    '   (napoleon 2, needs 1) ends the extra cards; *Waterloo* (napoleon 3, needs 2) gives them again. Read: after',
    '   Waterloo the +2 is every turn, as in the first window (chart question 26 leaves "once" open). The card text',
    '   says "at Quebec, or split them among these groups" as the chart does; the rules document decides what',
    '   "these" are. A card not played by its historical date does not hold history back: the engine makes the',
    '   event happen then (rules 11.6), and the card, still in the deck, is only an OPs card.',
    '2. **Card years**: a card may enter its deck up to a year before its historical event, never long before (the',
    '   escape from Elba and Waterloo, 1815 events, are 1814 cards ordered by `needsNapoleon`).',
    '3. **Who plays an event**: the card\'s side only; *either* cards by both (so an either peace card pushes the',
    '   other side, whoever plays it).',
    '4. **Leaders by card** arrive early, not extra: the pack\'s `year` still brings the leader if the card never comes.',
    '5. **Placement**: first listed space the player controls, else nothing (types.ts); the text states the order.',
    '6. **No card in the 1815 deck**; peace events are about a third of the deck, most pushing the enemy.', '');

  L.push('## Sources', '');
  for (const [k, v] of SOURCES) L.push(`- **${k}**: ${v}`);
  L.push('');

  L.push('## The cards', '');
  L.push('Provenance: *fact* = the event happened as the source says (the mechanics are still ours); *design* = ours.', '');
  row('#', 'Title', '日本語', 'OPs', 'Side', 'Year', 'Event', 'Provenance');
  row('---:', '---', '---', '---:', '---', '---:', '---', '---');
  for (const c of cards) {
    const flags = [c.peace ? 'peace' : '', c.napoleon ? `Napoleon ${c.napoleon}` : '',
      c.needsNapoleon ? `needs Napoleon ${c.needsNapoleon}` : ''].filter(Boolean).join(', ');
    row(c.id, cell(c.title), cell(c.titleJa), c.ops, SIDE[c.side], c.year,
      cell(c.text) + (flags ? ` *(${flags})*` : ''), `${c.prov}: ${cell(c.source ?? '')}`);
  }
  L.push('');
  L.push(`Map pack used for the names and the checks: ${pack.name}.`, '');
  return L.join('\n');
}
