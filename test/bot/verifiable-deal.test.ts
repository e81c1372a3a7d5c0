import { afterEach, describe, expect, it } from 'vitest';
import { dune } from '../../src/dune';
import { keyCommitment, seedKey } from '../../src/engine/rng';
import { RandomPlayer } from '../../src/sim/random-player';
import type { VerificationRecord } from '../../src/verify/record';
import { verifyRecord } from '../../src/verify/verify';
import type { DuneAction, DuneEvent } from '../../src/dune';
import type { DuneState, FactionId } from '../../src/dune/state';
import type { OptionInput, PostedMessage } from '../discord-emulator';
import { closeWorld, command, ephemeral, play, startedGame, stateOf, textOf, user, world } from './helpers';

/** Issue 26, point 1: every secret followed from a 31-bit seed anyone could search for. */
let w: Awaited<ReturnType<typeof world>> | undefined;
afterEach(async () => {
  await closeWorld(w);
  w = undefined;
});

const SEATS: Record<string, FactionId> = { alice: 'atreides', bob: 'harkonnen' };
const nameOf = (f: FactionId): string => Object.keys(SEATS).find((n) => SEATS[n] === f) as string;

/** Every text the bot ever showed: channel posts, DMs and their attachments. */
function everythingShown(): string {
  const messages: PostedMessage[] = [...w!.server.messages(w!.channels[0]!), ...Object.keys(SEATS).flatMap((n) => w!.server.dms(user(w!, n)))];
  return messages.map((m) => `${textOf([m])}\n${m.attachments.map((a) => a.data.toString('utf8')).join('\n')}`).join('\n');
}

type DuneRecord = VerificationRecord<FactionId, DuneAction, DuneEvent>;

describe('unpredictable, verifiable randomness', () => {
  it('two games created at the same moment with the same seating deal differently, each from a stored 256-bit key', async () => {
    w = await world({ players: ['alice', 'bob', 'carol', 'dave'], channels: ['dune-1', 'dune-2'], seed: null });
    await startedGame(w, SEATS, w.channels[0]);
    await startedGame(w, { carol: 'atreides', dave: 'harkonnen' }, w.channels[1]);
    const [one, two] = await Promise.all(w.channels.map((c) => stateOf(w!, c)));
    const seeds = await Promise.all([one!, two!].map(async (g) => (await w!.bot.store.getGame(g.gameId))!.game.seed));
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(seeds[0]).not.toBe(seeds[1]);
    const deal = (s: DuneState) => JSON.stringify([s.hands, s.step, s.decks]);
    expect(deal(one!.state)).not.toBe(deal(two!.state));
  });

  it('the start commits to the key, nothing shows it while the game runs, the ending reveals it and the game re-deals from it', async () => {
    w = await world({ players: ['alice', 'bob'], seed: null });
    await startedGame(w, SEATS);
    const { gameId } = await stateOf(w);
    const key = seedKey((await w.bot.store.getGame(gameId))!.game.seed);
    const start = textOf(w.server.messages(w.channels[0]!));
    expect(start).toContain(`whose SHA-256 is \`${keyCommitment(key)}\``);

    const player = new RandomPlayer(5);
    let state = (await stateOf(w)).state;
    for (let i = 0; i < 25 && state.phase !== 'ended'; i++) {
      const move = player.find(state);
      if (!move) break;
      ephemeral(await play(w, user(w, nameOf(move.faction)), move.action.do, (move.action.args ?? {}) as Record<string, OptionInput>));
      state = (await stateOf(w)).state;
    }
    // The moderators' full log holds every secret but the key.
    const full = await command(w, w.moderator, 'mod', { reason: 'checking the key stays out' }, { subcommand: 'log' });
    expect(full.reply!.attachments[0]!.data.toString('utf8')).not.toContain(key);
    await command(w, user(w, 'alice'), 'game', {}, { subcommand: 'log' });
    expect(everythingShown()).not.toContain(key);

    expect(ephemeral(await command(w, user(w, 'alice'), 'game', {}, { subcommand: 'end' }))).toContain('ended');
    const ending = w.server.messages(w.channels[0]!).find((m) => m.embeds[0]?.title === 'The game is over')!;
    expect(textOf([ending])).toContain(`The game's key was \`${key}\``);
    const json = JSON.parse(ending.attachments.find((a) => a.filename.endsWith('.json'))!.data.toString('utf8')) as { verification: DuneRecord };
    const record = json.verification;
    expect(record.key).toBe(key);
    const verified = verifyRecord(dune, record);
    expect(verified.ok && verified.value.actions).toBeGreaterThan(10);

    // A wrong key, or a deal that did not follow from the key, is caught.
    const other = seedKey('another key');
    expect(verifyRecord(dune, { ...record, key: other })).toMatchObject({ ok: false, error: { code: 'commitment-mismatch' } });
    expect(verifyRecord(dune, { ...record, key: other, commitment: keyCommitment(other) })).toMatchObject({ ok: false, error: { code: 'deal-mismatch' } });
    const dealt = record.log.findIndex((e) => e.kind === 'action' && e.events.some((x) => x.type === 'cards-dealt' || x.type === 'card-up-for-bid'));
    if (dealt >= 0) {
      const log = record.log.map((e, i) => (i === dealt && e.kind === 'action' ? { ...e, events: [...e.events].reverse() } : e));
      expect(verifyRecord(dune, { ...record, log })).toMatchObject({ ok: false });
    }
  }, 120_000);
});
