import type { GameDefinition, GameEvent } from '../engine/game';
import { err, ok, type Result } from '../engine/result';
import { keyCommitment } from '../engine/rng';
import { VERIFICATION_FORMAT, type VerificationRecord } from './record';

/** What a verification checked. */
export interface Verified {
  readonly game: string;
  readonly commitment: string;
  readonly actions: number;
  readonly events: number;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const KEY = /^[0-9a-f]{64}$/;

/**
 * Re-deals a finished game from its revealed key and replays its log: the key must hash to the
 * commitment, and every entry must produce exactly the events the game recorded — every card,
 * traitor, spice blow, storm and die the players saw, public or private, follows from the key.
 */
export function verifyRecord<S, A, Seat extends string, E extends GameEvent<Seat>>(
  definition: GameDefinition<S, A, Seat, E, unknown>,
  record: VerificationRecord<Seat, A, E>,
): Result<Verified> {
  if (record.format !== VERIFICATION_FORMAT || record.version !== 1) return err('bad-record', `This is not a ${VERIFICATION_FORMAT} record of version 1.`);
  if (record.game !== definition.id) return err('bad-record', `This record is of a ${record.game} game, not ${definition.id}.`);
  if (!KEY.test(record.key)) return err('bad-key', 'The key must be 64 hexadecimal digits.');
  if (keyCommitment(record.key) !== record.commitment)
    return err('commitment-mismatch', `The key's SHA-256 is ${keyCommitment(record.key)}, not the commitment ${record.commitment} posted at the start.`);
  const params = { seats: record.seats, options: record.options, seed: record.key };
  const created = definition.create(params);
  if (!created.ok) return err('replay-failed', `The game cannot be re-created: ${created.error.message}`);
  if (!same(created.value.events, record.start)) return err('deal-mismatch', 'The deal re-made from the key differs from the one recorded at the start.');
  let state = created.value.state;
  const effective: { actor: (typeof record.log)[number]['actor']; action: A }[] = [];
  let actions = 0;
  let events = created.value.events.length;
  for (const [i, entry] of record.log.entries()) {
    const at = `entry ${i + 1}`;
    if (entry.kind === 'audit') continue;
    if (entry.kind === 'undo') {
      // An undo takes back the latest actions: the state is the replay of those left.
      effective.splice(Math.max(0, effective.length - entry.count), entry.count);
      const again = definition.create(params);
      if (!again.ok) return err('replay-failed', `${at}: ${again.error.message}`);
      state = again.value.state;
      for (const e of effective) {
        const applied = definition.apply(state, e.actor, e.action);
        if (!applied.ok) return err('replay-failed', `${at}: an action before the undo is refused on replay: ${applied.error.message}`);
        state = applied.value.state;
      }
      continue;
    }
    const applied = definition.apply(state, entry.actor, entry.action);
    if (!applied.ok) return err('replay-failed', `${at} (${JSON.stringify(entry.action)}) is refused on replay: ${applied.error.message}`);
    if (!same(applied.value.events, entry.events))
      return err(
        'events-mismatch',
        `${at} (${JSON.stringify(entry.action)}) gives other events on replay than the game recorded: a draw did not follow from the key.`,
      );
    state = applied.value.state;
    effective.push({ actor: entry.actor, action: entry.action });
    actions++;
    events += entry.events.length;
  }
  return ok({ game: record.game, commitment: record.commitment, actions, events });
}
