/**
 * `muster data check liberty [FILE]` and `muster data render liberty --out map.svg [--png map.png]`:
 * validate a (player-corrected) data pack, and draw its map from the data alone.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Command } from 'commander';
import { LibertyPackError, loadLibertyPack, SHIPPED_PACK_PATH } from '../games/liberty/data/load.js';
import { renderLibertySvg } from '../games/liberty/data/render.js';
import { britishPointsAtSetup } from '../games/liberty/data/validate.js';
import { wildernessHexes } from '../games/liberty/data/geometry.js';

const GAMES = ['liberty'];

function requireGame(game: string): void {
  if (!GAMES.includes(game)) {
    console.error(`no data pack for "${game}" (known: ${GAMES.join(', ')})`);
    process.exit(2);
  }
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
    .argument('<game>', 'game id (liberty)')
    .argument('[file]', 'pack file (default: the shipped pack)')
    .description('validate a data pack; prints every problem with its JSON path, exits 1 if there are any')
    .action((game: string, file?: string) => {
      requireGame(game);
      const pack = loadOrExit(file);
      const land = pack.hexes.filter((h) => h.kind === 'land').length;
      const towns = pack.hexes.filter((h) => h.town).length;
      console.log(`ok: ${file || process.env.MUSTER_LIBERTY_PACK || SHIPPED_PACK_PATH}\n  ${pack.name}: ${pack.hexes.length} hexes (${land} land, ` +
        `${wildernessHexes(pack).length} wilderness), ${towns} towns, ${pack.rivers.length} rivers, ${pack.blocks.length} blocks, ` +
        `${pack.cards.length} cards; British start on ${britishPointsAtSetup(pack)} supply points`);
    });

  data
    .command('render')
    .argument('<game>', 'game id (liberty)')
    .option('--pack <file>', 'pack file (default: the shipped pack)')
    .option('--out <file>', 'SVG output', 'liberty-map.svg')
    .option('--png <file>', 'also write a PNG (rasterized with resvg)')
    .option('--scale <n>', 'PNG scale factor', '1.5')
    .option('--no-setup', 'leave out the setup blocks')
    .option('--lang <lang>', 'language of names and legend: en or ja', 'en')
    .description('draw the map from the data alone (SVG, optionally PNG)')
    .action(async (game: string, o: { pack?: string; out: string; png?: string; scale: string; setup: boolean; lang: string }) => {
      requireGame(game);
      if (o.lang !== 'en' && o.lang !== 'ja') {
        console.error(`--lang: "${o.lang}" is not a language of the map (en, ja)`);
        process.exit(2);
      }
      const pack = loadOrExit(o.pack);
      const svg = renderLibertySvg(pack, { setup: o.setup, lang: o.lang });
      write(o.out, svg);
      console.log(`wrote ${o.out}`);
      if (o.png) {
        // Loaded only here: a native rasterizer the rest of the CLI does not need.
        const { Resvg } = await import('@resvg/resvg-js');
        const png = new Resvg(svg, {
          fitTo: { mode: 'zoom', value: Number(o.scale) || 1 },
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
