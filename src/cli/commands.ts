/**
 * Registration point for subcommands. Each area adds one line here (keeps main.ts stable while several
 * people work at once).
 */
import type { Command } from 'commander';
import { registerArena } from './arena.js';
import { registerPlay } from './play.js';
import { registerServe } from './serve.js';
import { registerVerify } from './verify.js';
import { registerData } from './data.js';
import { registerDixieData } from './dixie-data.js';
import { registerOdds } from './odds.js';

export function register(program: Command): void {
  void program;
  registerArena(program);
  registerPlay(program);
  registerServe(program);
  registerVerify(program);
  registerData(program);
  registerDixieData(program);
  registerOdds(program);
}
