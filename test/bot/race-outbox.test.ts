import { afterEach, describe, expect, it } from 'vitest';
import { raceStore } from '../../src/bot/race/store';
import { playRace, setUpRace } from '../../src/demo/race-demo';
import { publicView } from '../../src/race';
import type { EmulatedChannel } from '../../test/discord-emulator';
import { closeWorld, command, user, world } from './helpers';

/**
 * Issue 26: a race's news, its next turn and the lobby posts went out after the commit, outside
 * any transaction: with a few failed posts (HTTP 500) the turn was committed but its news and the
 * next player's buttons were never posted, and the race stalled. They are outbox rows now,
 * written with the change and retried by the deliverer, in order.
 */
let w: Awaited<ReturnType<typeof world>> | undefined;
afterEach(async () => {
  await closeWorld(w);
  w = undefined;
});

const FAILED_POSTS = 4;
const failPosts = () =>
  w!.server.injectFault({
    route: 'POST /channels/:channelId/messages',
    access: 'bot',
    count: FAILED_POSTS,
    fault: { kind: 'server-error', status: 500 },
  });

/** Waits until the game's outbox has nothing left to send (retries after a failure wait their backoff). */
async function delivered(gameId: string): Promise<void> {
  const store = raceStore(w!.bot.context);
  for (let i = 0; i < 600; i++) {
    await w!.bot.idle();
    const report = await store.outboxReport(gameId);
    if (!report.ok) throw new Error(report.error.message);
    expect(report.value.failed).toBe(0);
    if (report.value.pending === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The outbox of game ${gameId} never emptied`);
}

describe('the race through the outbox', () => {
  it('a turn played while Discord fails 4 posts still tells its news and posts the next buttons, once, in order; the race finishes', async () => {
    w = await world({ players: ['ada', 'brom'], channels: ['race'] });
    const channel = w.channels[0] as EmulatedChannel;
    await setUpRace(w, channel, [user(w, 'ada'), user(w, 'brom')]);
    const store = raceStore(w.bot.context);
    const gameId = (await store.findActiveGameByChannel(channel.id))!.id;
    await delivered(gameId);
    const first = w.server.messages(channel).findLast((m) => m.components.length > 0)!;
    const before = w.server.messages(channel).length;

    const faults = failPosts();
    await playRace(w, channel, 7, 1);
    await delivered(gameId);
    expect(faults.injected).toBe(FAILED_POSTS);
    faults.remove();

    const loaded = await store.load(gameId);
    if (!loaded.ok) throw new Error(loaded.error.message);
    const next = publicView(loaded.value.state);
    const posts = w.server.messages(channel);
    // The played turn's post was edited in place: its buttons gone, what moved told, the board attached.
    const played = posts.find((m) => m.id === first.id)!;
    expect(played.components).toEqual([]);
    expect(played.attachments.length).toBe(1);
    // Exactly one new post: the next turn, with its buttons, pinging its player.
    const added = posts.slice(before);
    expect(added.length).toBe(1);
    expect(added[0]!.components.length).toBeGreaterThan(0);
    const holder = loaded.value.seats.find((s) => s.seat === next.turnOf)!.userId;
    expect(added[0]!.content).toContain(`<@${holder}>`);

    const result = await playRace(w, channel, 7, 400);
    await delivered(gameId);
    expect(result.winner).not.toBeNull();
    expect((await store.getGame(gameId))!.game.status).toBe('finished');
    // One turn post per turn: every one but none twice.
    const contents = w.server.messages(channel).map((m) => `${m.content}`);
    expect(new Set(contents).size).toBe(contents.length);
  }, 120_000);

  it('a lobby change whose post fails is still posted later, in order, for both games', async () => {
    w = await world({ players: ['ada', 'brom'], channels: ['race', 'dune'] });
    const [race, dune] = w.channels as [EmulatedChannel, EmulatedChannel];
    const faults = failPosts();
    expect((await command(w, user(w, 'ada'), 'game', { game: 'race' }, { subcommand: 'create', channel: race })).content).toMatch(/^✅/);
    expect((await command(w, user(w, 'brom'), 'game', { faction: 'random' }, { subcommand: 'join', channel: race })).content).toMatch(/^✅/);
    expect((await command(w, user(w, 'ada'), 'game', {}, { subcommand: 'create', channel: dune })).content).toMatch(/^✅/);
    expect((await command(w, user(w, 'brom'), 'game', { faction: 'atreides' }, { subcommand: 'join', channel: dune })).content).toMatch(/^✅/);
    const store = raceStore(w.bot.context);
    for (const channel of [race, dune]) await delivered((await store.findActiveGameByChannel(channel.id))!.id);
    expect(faults.injected).toBe(FAILED_POSTS);

    const raceLobby = w.server.messages(race).map((m) => m.content);
    expect(raceLobby.length).toBe(2);
    expect(raceLobby[0]).toContain(`<@${user(w, 'ada').id}>`);
    expect(raceLobby[1]).toContain(`<@${user(w, 'brom').id}>`);
    const duneLobby = w.server.messages(dune).map((m) => m.content);
    expect(duneLobby.length).toBe(2);
    expect(duneLobby[0]).toMatch(/set up a game of Dune/);
    expect(duneLobby[1]).toMatch(/joins as the Atreides/);
  }, 120_000);
});
