import { writeFileSync } from 'node:fs';
import { applyAction } from '../src/dune/apply';
import { createGame } from '../src/dune/create';
import type { DuneEvent } from '../src/dune/events';
import type { GameOptions } from '../src/dune/options';
import type { DuneState, FactionId } from '../src/dune/state';
import { RandomPlayer } from '../src/sim/random-player';
import type { DuneAction } from '../src/dune/actions/spec';

/**
 * Writes whole-game scenario files to examples/ (`npx tsx scripts/make-example-games.ts`):
 * the seeded random player plays; a "peaceful" policy passes every shipment and movement, so no
 * forces ever meet (no battles); the battle search keeps the first seed whose game has battles, a
 * traitor call and an alliance victory. Each file replays with `npm run scenario`.
 */
type Recorded = { as: FactionId; do: string; args?: Record<string, unknown> };

function play(seed: number, factions: FactionId[], options: Partial<GameOptions>, peaceful: boolean) {
  const created = createGame({ seats: factions, options, seed });
  if (!created.ok) throw new Error(created.error.message);
  let s: DuneState = created.value.state;
  const player = new RandomPlayer(seed);
  const actions: Recorded[] = [];
  const events: DuneEvent[] = [];
  while (s.phase !== 'ended' && actions.length < 20_000) {
    let move: { faction: FactionId; action: DuneAction } | undefined;
    if (peaceful && s.phase === 'shipment-movement') {
      const f = s.stormOrder.find((x) => applyAction(s, { kind: 'seat', seat: x }, { do: 'pass' }).ok);
      if (f) move = { faction: f, action: { do: 'pass' } };
    }
    move ??= player.step(s);
    if (!move) throw new Error(`seed ${seed}: stuck in ${s.phase}`);
    const r = applyAction(s, { kind: 'seat', seat: move.faction }, move.action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    events.push(...r.value.events);
    actions.push({ as: move.faction, do: move.action.do, ...(move.action.args ? { args: move.action.args } : {}) });
  }
  return { state: s, actions, events };
}

function write(file: string, seed: number, factions: FactionId[], options: Partial<GameOptions>, actions: Recorded[], about: string): void {
  writeFileSync(file, `${JSON.stringify({ about, seed, factions, options, actions }, null, 1)}\n`);
  console.log(`wrote ${file} (${actions.length} actions)`);
}

const SIX: FactionId[] = ['atreides', 'harkonnen', 'fremen', 'emperor', 'spacing-guild', 'bene-gesserit'];
for (const [name, factions] of [
  ['whole-game-2-factions-no-battles', ['atreides', 'harkonnen'] as FactionId[]],
  ['whole-game-6-factions-no-battles', SIX],
] as const) {
  const options = { rules: 'advanced' as const };
  const { state, actions, events } = play(7, factions, options, true);
  if (events.some((e) => e.type === 'battle-started')) throw new Error(`${name}: a battle happened`);
  if (!state.winner) throw new Error(`${name}: no winner`);
  write(`examples/${name}.json`, 7, factions, options, actions, `A whole ${factions.length}-faction game without battles: ${state.winner.reason}`);
}

// Random players seldom win by strongholds: this keeps the first game that an alliance wins together.
for (let seed = 1; seed <= 400; seed++) {
  const options = { rules: 'advanced' as const };
  const { state, actions, events } = play(seed, SIX, options, false);
  const battles = events.filter((e) => e.type === 'battle-started').length;
  const traitors = events.some((e) => e.type === 'traitor-revealed');
  if (battles > 0 && traitors && state.winner?.factions.length === 2 && state.alliances.length > 0) {
    write(
      'examples/whole-game-6-factions-battles-alliance.json',
      seed,
      SIX,
      options,
      actions,
      `A whole 6-faction game with ${battles} battles, traitor calls and an alliance victory: ${state.winner.reason}`,
    );
    break;
  }
}
