import { afterEach, describe, expect, it } from 'vitest';
import { publicView } from '../../src/dune';
import { inspectState, sealState } from '../../src/dune/inspect';
import type { DuneState, FactionId } from '../../src/dune/state';
import { RandomPlayer } from '../../src/sim/random-player';
import type { OptionInput, PostedMessage } from '../discord-emulator';
import { openDatabase } from '../../src/store/open-database';
import { parseDatabaseUrl } from '../../src/store/database-url';
import { sql } from '../../src/store/sql';
import { closeWorld, command, ephemeral, play, startedGame, stateOf, textOf, user, world } from './helpers';

let w: Awaited<ReturnType<typeof world>> | undefined;
afterEach(async () => {
  await closeWorld(w);
  w = undefined;
});

const SEATS: Record<string, FactionId> = { alice: 'atreides', bob: 'bene-gesserit', carol: 'harkonnen' };
const nameOf = (f: FactionId): string => Object.keys(SEATS).find((n) => SEATS[n] === f) as string;

/** The bot's own posts (not Discord's pin notices), as they are now. */
const posts = (): PostedMessage[] => w!.server.messages(w!.channels[0]!).filter((m) => !m.system);

/** A move the random player finds, or the test fails saying where the game got stuck. */
function moveFor(player: RandomPlayer, s: DuneState) {
  const move = player.find(s);
  if (!move) throw new Error(`no legal move found in ${s.phase}, turn ${s.turn}`);
  return move;
}

/** The users the channel is told the game waits for: the public view's list, with their players. */
const awaitedUsers = (s: DuneState): string[] => publicView(sealState(s)).waitingFor.map((f) => user(w!, nameOf(f)).id);

describe('a game channel people can follow', () => {
  it('one post per action at most, pings only for the newly awaited, a pinned status edited in place, traitor DMs once', async () => {
    w = await world({ players: ['alice', 'bob', 'carol'] });
    await startedGame(w, SEATS);

    // The start: every player's traitor offers arrive exactly once, in one DM.
    const traitorDms = (name: string) => w!.server.dms(user(w!, name)).filter((m) => /traitor cards:/i.test(textOf([m])));
    for (const name of Object.keys(SEATS)) expect(traitorDms(name), name).toHaveLength(1);
    const [status] = w.server.pins(w.channels[0]!);
    expect(status?.embeds[0]?.title).toBe('Dune · the game now');
    expect(textOf([status!])).toMatch(/since <t:\d+:R>/);

    const player = new RandomPlayer(7);
    const { gameId } = await stateOf(w);
    // By id: a game that ends is no longer the channel's live game.
    const current = async () => {
      const loaded = await w!.bot.store.load(gameId);
      if (!loaded.ok) throw new Error(loaded.error.message);
      return inspectState(loaded.value.state);
    };
    let state = await current();
    let actions = 0;
    let newPosts = 0;
    let pings = 0;
    while (actions < 80 && state.phase !== 'ended') {
      const move = moveFor(player, state);
      const before = posts().length;
      const awaitedBefore = new Set(awaitedUsers(state));
      expect(ephemeral(await play(w, user(w, nameOf(move.faction)), move.action.do, (move.action.args ?? {}) as Record<string, OptionInput>))).toContain('✅');
      state = await current();
      actions += 1;
      // The ending is a post of its own, once per game.
      const added = posts()
        .slice(before)
        .filter((m) => m.embeds[0]?.title !== 'The game is over');
      // At most one new post per action: later news of a section edits the section's post.
      expect(added.length, `after /${move.action.do}`).toBeLessThanOrEqual(1);
      newPosts += added.length;
      // A post pings only the players newly awaited, never one who was already being waited for.
      const newly = awaitedUsers(state).filter((id) => !awaitedBefore.has(id));
      for (const m of added) {
        for (const id of m.pings) expect(newly, `/${move.action.do} pinged <@${id}>`).toContain(id);
        pings += m.pings.length;
      }
    }
    expect(actions).toBeGreaterThan(60);
    expect(newPosts / actions).toBeLessThanOrEqual(1);
    // Every action that hands the turn on pings, no other (the demo's figure is in npm run bench).
    expect(pings).toBeLessThan(actions);
    // Repetitive sections collapsed: fewer posts than actions.
    expect(newPosts).toBeLessThan(actions);

    // The status message is the same message, pinned once, edited in place to show the game now.
    const pins = w.server.pins(w.channels[0]!);
    expect(pins.map((m) => m.id)).toEqual([status!.id]);
    expect(pins[0]!.editedTimestamp).not.toBeNull();
    const view = publicView(sealState(state));
    expect(textOf(pins)).toContain(view.phase === 'ended' ? 'The game is over.' : `Turn ${view.turn} of ${view.turns} · ${view.phaseTitle}`);
    expect(posts().filter((m) => m.embeds[0]?.title === 'Dune · the game now')).toHaveLength(1);
    // Still one traitor DM each.
    for (const name of Object.keys(SEATS)) expect(traitorDms(name), name).toHaveLength(1);
  }, 120_000);

  it('the ending reveals every hand, traitor, the prediction and the spice, with the log attached', async () => {
    w = await world({ players: ['alice', 'bob', 'carol'] });
    await startedGame(w, SEATS);
    const player = new RandomPlayer(3);
    let state = (await stateOf(w)).state;
    for (let i = 0; i < 12; i++) {
      const move = moveFor(player, state);
      ephemeral(await play(w, user(w, nameOf(move.faction)), move.action.do, (move.action.args ?? {}) as Record<string, OptionInput>));
      state = (await stateOf(w)).state;
    }
    expect(ephemeral(await command(w, user(w, 'alice'), 'game', {}, { subcommand: 'end' }))).toContain('ended');
    const ending = posts().find((m) => m.embeds[0]?.title === 'The game is over');
    expect(ending).toBeDefined();
    const text = textOf([ending!]);
    for (const f of ['Atreides', 'Bene Gesserit', 'Harkonnen']) expect(text).toContain(f);
    expect(text).toMatch(/Spice behind the shield: \d+/);
    expect(text).toContain('Hand: ');
    expect(text).toContain('Traitors: ');
    if (state.prediction) expect(text).toContain(`Prediction: the `);
    const names = ending!.attachments.map((a) => a.filename);
    expect(names).toEqual(
      expect.arrayContaining([expect.stringMatching(/-log\.txt$/), expect.stringMatching(/-log\.json$/), expect.stringMatching(/^board-final/)]),
    );
    const json = JSON.parse(ending!.attachments.find((a) => a.filename.endsWith('.json'))!.data.toString('utf8')) as { entries: unknown[] };
    expect(json.entries.length).toBeGreaterThan(0);
    // The log attached is the public one: no private event in it.
    const log = ending!.attachments.find((a) => a.filename.endsWith('.txt'))!.data.toString('utf8');
    expect(log).toContain('public log');
  }, 60_000);

  it('quiet hours: no pings and no reminders during them, reminders again after', async () => {
    const hour = 3_600_000;
    const h = new Date().getUTCHours();
    // From four hours ago to four hours from now (UTC).
    const quiet = `${(h + 20) % 24}-${(h + 4) % 24}`;
    w = await world({ players: ['alice', 'bob'] });
    const alice = user(w, 'alice');
    expect(ephemeral(await command(w, alice, 'game', { turns: 3, 'quiet-hours': 'soon' }, { subcommand: 'create' }))).toContain(
      'Quiet hours are two whole hours',
    );
    ephemeral(await command(w, alice, 'game', { turns: 3, 'quiet-hours': quiet }, { subcommand: 'create' }));
    for (const [name, faction] of Object.entries({ alice: 'atreides', bob: 'harkonnen' }))
      ephemeral(await command(w, user(w, name), 'game', { faction }, { subcommand: 'join' }));
    expect(ephemeral(await command(w, alice, 'game', {}, { subcommand: 'start' }))).toContain('started');
    expect(textOf(posts())).toContain('quiet hours');
    // The start names whom the game waits for, without notifying anyone.
    expect(textOf(posts())).toContain(`<@${alice.id}> (Atreides)`);
    expect(posts().flatMap((m) => m.pings)).toEqual([]);
    // A reminder due in the quiet hours (21 h from now: 3 h before this hour) waits; outside them it goes out, and pings.
    expect(await w.bot.reminders.tick(new Date(Date.now() + 21 * hour))).toBe(0);
    expect(await w.bot.reminders.tick(new Date(Date.now() + 13 * hour))).toBe(1);
    await w.bot.idle();
    expect(posts().at(-1)?.pings).toEqual([alice.id]);
  });

  it('/mod status shows moderators what is waiting and what failed; the player sees it all with /hand', async () => {
    w = await world({ players: ['alice', 'bob'] });
    user(w, 'bob').dmsClosed = true;
    await startedGame(w, { alice: 'atreides', bob: 'harkonnen' });
    const report = ephemeral(await command(w, w.moderator, 'mod', {}, { subcommand: 'status' }));
    expect(report).toMatch(/\*\*Outbox of game [\w-]+\*\*: \d+ sent, 0 waiting, 1 failed/);
    expect(report).toContain('✅ Nothing is waiting.');
    expect(report).toContain(`❌ DM to <@${user(w, 'bob').id}> (0:dm:harkonnen)`);
    expect(ephemeral(await command(w, user(w, 'bob'), 'hand'))).toContain('Traitor');
  });

  it('a post or DM sent again because its mark was lost (a crash right after Discord answered) is not doubled', async () => {
    w = await world({ players: ['alice', 'bob'] });
    await startedGame(w, { alice: 'atreides', bob: 'harkonnen' });
    const { gameId } = await stateOf(w);
    const before = { channel: w.server.messages(w.channels[0]!).length, dms: w.server.dms(user(w, 'alice')).length };
    // As after a crash between Discord's answer and the mark: the rows are pending again.
    const db = await openDatabase(parseDatabaseUrl(w.bot.context.config.databaseUrl));
    try {
      await db.execute(sql`UPDATE "OutboxMessage" SET "status" = 'pending', "messageId" = NULL, "sentAt" = NULL, "leaseUntil" = NULL
        WHERE "gameId" = ${gameId} AND "key" IN ('0:post', '0:dm:atreides')`);
    } finally {
      await db.close();
    }
    const replays = w.server.metrics().nonceReplays;
    await w.bot.idle();
    // Sent again with the same nonce: Discord answered with the messages it had created.
    expect(w.server.metrics().nonceReplays - replays).toBe(2);
    expect([w.server.messages(w.channels[0]!).length, w.server.dms(user(w, 'alice')).length]).toEqual([before.channel, before.dms]);
    const rows = await w.bot.store.outbox(gameId);
    expect(rows.filter((r) => r.key === '0:post' || r.key === '0:dm:atreides').map((r) => [r.status, r.messageId !== null])).toEqual([
      ['sent', true],
      ['sent', true],
    ]);
  });
});
