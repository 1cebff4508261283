#!/usr/bin/env node
/** The `muster` command: the home of every subcommand (engine, data, play, arena, serve, verify…). */
import { Command } from 'commander';
import { runEngine } from './engine.js';

const program = new Command();
program.name('muster').description('Muster: historical board wargames with every rule enforced.');

program
  .command('engine')
  .description('speak the JSON-lines engine protocol on stdin/stdout (see docs/protocol.md)')
  .action(async () => {
    await runEngine();
  });

// Subcommands that later parts add register themselves here.
const extra = await import('./commands.js');
extra.register(program);

await program.parseAsync(process.argv);
