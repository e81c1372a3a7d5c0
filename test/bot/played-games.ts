import { applyAction } from '../../src/dune/apply';
import { createGame } from '../../src/dune/create';
import { cardName } from '../../src/dune/data/cards';
import type { DuneEvent } from '../../src/dune/events';
import type { DuneState, FactionId } from '../../src/dune/state';
import { makeCtx } from '../../src/dune/context';
import { sealState } from '../../src/dune/inspect';
import { resolveFaction } from '../../src/dune/names';
import type { Scenario } from '../../src/dune/scenario';
import { applySetupPatch, type SetupPatch } from '../../src/dune/setup-patch';
import { runTransition, type Actor } from '../../src/engine/game';
import { Rng, seedRng } from '../../src/engine/rng';
import { RandomPlayer } from '../../src/sim/random-player';
import type { DuneAction } from '../../src/dune/actions/spec';

/** A faction named in a scenario, or a test that names an unknown one fails here. */
const factionNamed = (name: string): FactionId => {
  const found = resolveFaction(name);
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
};

/** A change with its states sealed, as the bot holds them (the ledger and DMs are built from the seat's views). */
export const sealed = (c: PlayedChange) => ({ before: c.before && sealState(c.before), after: sealState(c.after), events: c.events });

/** One accepted change of a played game: the states around it and its events (the start has no state before). */
export interface PlayedChange {
  readonly before: DuneState | null;
  readonly after: DuneState;
  readonly events: readonly DuneEvent[];
}

export interface GameSpec {
  readonly seats: readonly FactionId[];
  readonly turns: number;
  readonly seed: number;
  readonly maxMoves?: number;
}

const MODERATOR: Actor<FactionId> = { kind: 'moderator', userId: '1', reason: 'a correction' };

/**
 * What random players never do, now and then: a gift, a deal with a bribe (accepted at once), a
 * moderator's correction of someone's spice or hand. Refused attempts are simply skipped.
 */
function sideActions(s: DuneState, r: Rng): [Actor<FactionId>, DuneAction][] {
  const [a, b] = r.shuffle([...s.factions]) as [FactionId, FactionId];
  const seat = (f: FactionId): Actor<FactionId> => ({ kind: 'seat', seat: f });
  switch (r.int(4)) {
    case 0:
      return [[seat(a), { do: 'give', args: { to: b, amount: 1 + r.int(3) } }]];
    case 1:
      return [
        [seat(a), { do: 'deal', args: { with: b, terms: 'We leave each other alone this turn.', spice: 1 + r.int(2) } }],
        [seat(b), { do: 'accept', args: { deal: s.deals.length + 1 } }],
      ];
    case 2:
      return [[MODERATOR, { do: 'set-spice', args: { faction: a, amount: r.int(12) } }]];
    default:
      return [[MODERATOR, { do: 'set-hand', args: { faction: a, cards: (s.hands[a] ?? []).slice(1).map(cardName).join(', ') || 'none' } }]];
  }
}

/** Every change of seeded random games, from their creation to their end (or `maxMoves`). */
export function playedGames(specs: readonly GameSpec[]): PlayedChange[] {
  const changes: PlayedChange[] = [];
  for (const { seats, turns, seed, maxMoves = 20_000 } of specs) {
    const created = createGame({ seats: [...seats], options: { turns, seating: 'random' }, seed });
    if (!created.ok) throw new Error(created.error.message);
    changes.push({ before: null, after: created.value.state, events: created.value.events });
    const player = new RandomPlayer(seed);
    const side = new Rng(seedRng(`side ${seed}`));
    let s = created.value.state;
    for (let moves = 0; s.phase !== 'ended' && moves < maxMoves; moves++) {
      const extra = side.int(12) === 0 ? sideActions(s, side) : [];
      for (const [actor, action] of extra) {
        const r = applyAction(s, actor, action);
        if (!r.ok) break;
        changes.push({ before: s, after: r.value.state, events: r.value.events });
        s = r.value.state;
      }
      const move = player.step(s);
      if (!move?.result.ok) break;
      changes.push({ before: s, after: move.result.value.state, events: move.result.value.events });
      s = move.result.value.state;
    }
  }
  return changes;
}

/** Every change of a scenario file: its setup (as one change from the created game), then each accepted action. */
export function scenarioChanges(sc: Scenario): PlayedChange[] {
  const created = createGame({ seats: sc.factions.map(factionNamed), options: sc.options, seed: sc.seed ?? 1 });
  if (!created.ok) throw new Error(created.error.message);
  const changes: PlayedChange[] = [{ before: null, after: created.value.state, events: created.value.events }];
  let s = created.value.state;
  if (sc.setup) {
    const patched = runTransition<DuneState, DuneEvent>(s, (d, emit) => applySetupPatch(d, sc.setup as SetupPatch, makeCtx(d, emit)));
    if (!patched.ok) throw new Error(patched.error.message);
    s = patched.value.state;
  }
  for (const a of sc.actions ?? []) {
    const r = applyAction(s, { kind: 'seat', seat: factionNamed(a.as) }, { do: a.do, args: a.args });
    if (!r.ok) continue;
    changes.push({ before: s, after: r.value.state, events: r.value.events });
    s = r.value.state;
  }
  return changes;
}
