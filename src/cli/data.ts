/**
 * `muster data check liberty|war1812 [FILE]` and `muster data render liberty|war1812 --out map.svg [--png map.png]`:
 * validate a (player-corrected) data pack, and draw its map from the data alone.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Command } from 'commander';
import { LibertyPackError, loadLibertyPack, SHIPPED_PACK_PATH } from '../games/liberty/data/load.js';
import { renderLibertySvg } from '../games/liberty/data/render.js';
import { britishPointsAtSetup } from '../games/liberty/data/validate.js';
import { wildernessHexes } from '../games/liberty/data/geometry.js';
import { loadWar1812Pack, SHIPPED_WAR1812_PACK_PATH, War1812PackError } from '../games/war1812/data/load.js';
import { renderWar1812Svg } from '../games/war1812/data/render.js';
import { packCounts } from '../games/war1812/data/validate.js';
import type { War1812Pack } from '../games/war1812/data/types.js';

const GAMES = ['liberty', 'war1812'];

function requireGame(game: string): void {
  if (!GAMES.includes(game)) {
    console.error(`no data pack for "${game}" (known: ${GAMES.join(', ')})`);
    process.exit(2);
  }
}

/** Loads the War of 1812 pack or prints every problem and exits 1. */
function loadWar1812OrExit(file: string | undefined): War1812Pack {
  try {
    return loadWar1812Pack(file);
  } catch (e) {
    if (e instanceof War1812PackError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
}

/** The one-paragraph summary `data check war1812` prints. */
export function war1812Summary(pack: War1812Pack): string {
  const { byKind, byRoute } = packCounts(pack);
  const list = (o: Record<string, number>) => Object.entries(o).map(([k, n]) => `${n} ${k}`).join(', ');
  const side = (s: string) => pack.leaders.filter((l) => l.side === s).length;
  const sp = (s: string) => pack.setup.filter((x) => x.side === s).flatMap((x) => x.forces)
    .reduce((a, fo) => a + Object.values(fo.units).reduce((b, n) => b + (n ?? 0), 0), 0);
  return `  ${pack.name}\n  spaces: ${list(byKind)}; connections: ${pack.connections.length} (${list(byRoute)})\n` +
    `  ${pack.rivers.length} river runs, ${pack.tribes.length} tribes, ${pack.spaces.filter((s) => s.star).length} objective stars, ` +
    `${pack.spaces.filter((s) => s.lakePort).length} lake ports; leaders: ${side('british')} British, ${side('american')} American\n` +
    `  set-up: British ${sp('british')} SP, American ${sp('american')} SP; ${pack.arrivals.length} arrivals`;
}

/** Loads the pack or prints every problem and exits 1. */
function loadOrExit(file: string | undefined) {
  try {
    return loadLibertyPack(file);
  } catch (e) {
    if (e instanceof LibertyPackError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
}

export function registerData(program: Command): void {
  const data = program.command('data').description('game data packs: check and render');

  data
    .command('check')
    .argument('<game>', 'game id (liberty, war1812)')
    .argument('[file]', 'pack file (default: the shipped pack)')
    .description('validate a data pack; prints every problem with its JSON path, exits 1 if there are any')
    .action((game: string, file?: string) => {
      requireGame(game);
      if (game === 'war1812') {
        const wp = loadWar1812OrExit(file);
        console.log(`ok: ${file || process.env.MUSTER_WAR1812_PACK || SHIPPED_WAR1812_PACK_PATH}\n${war1812Summary(wp)}`);
        return;
      }
      const pack = loadOrExit(file);
      const land = pack.hexes.filter((h) => h.kind === 'land').length;
      const towns = pack.hexes.filter((h) => h.town).length;
      console.log(`ok: ${file || process.env.MUSTER_LIBERTY_PACK || SHIPPED_PACK_PATH}\n  ${pack.name}: ${pack.hexes.length} hexes (${land} land, ` +
        `${wildernessHexes(pack).length} wilderness), ${towns} towns, ${pack.rivers.length} rivers, ${pack.blocks.length} blocks, ` +
        `${pack.cards.length} cards; British start on ${britishPointsAtSetup(pack)} supply points`);
    });

  data
    .command('render')
    .argument('<game>', 'game id (liberty, war1812)')
    .option('--pack <file>', 'pack file (default: the shipped pack)')
    .option('--out <file>', 'SVG output (default: <game>-map.svg)')
    .option('--png <file>', 'also write a PNG (rasterized with resvg)')
    .option('--scale <n>', 'PNG scale factor (default: 1.5 for liberty, 1 for war1812)')
    .option('--no-setup', 'leave out the setup blocks')
    .option('--lang <lang>', 'language of names and legend: en or ja', 'en')
    .description('draw the map from the data alone (SVG, optionally PNG)')
    .action(async (game: string, o: { pack?: string; out?: string; png?: string; scale?: string; setup: boolean; lang: string }) => {
      requireGame(game);
      if (o.lang !== 'en' && o.lang !== 'ja') {
        console.error(`--lang: "${o.lang}" is not a language of the map (en, ja)`);
        process.exit(2);
      }
      const lang = o.lang;
      const svg = game === 'war1812'
        ? renderWar1812Svg(loadWar1812OrExit(o.pack), { setup: o.setup, lang })
        : renderLibertySvg(loadOrExit(o.pack), { setup: o.setup, lang });
      const outFile = o.out ?? `${game}-map.svg`;
      write(outFile, svg);
      console.log(`wrote ${outFile}`);
      if (o.png) {
        // Loaded only here: a native rasterizer the rest of the CLI does not need.
        const { Resvg } = await import('@resvg/resvg-js');
        const png = new Resvg(svg, {
          fitTo: { mode: 'zoom', value: Number(o.scale ?? (game === 'war1812' ? 1 : 1.5)) || 1 },
          font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
        }).render().asPng();
        write(o.png, png);
        console.log(`wrote ${o.png}`);
      }
    });
}

function write(path: string, content: string | Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}
