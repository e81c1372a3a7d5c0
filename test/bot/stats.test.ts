import { PNG } from 'pngjs';
import { afterEach, describe, expect, it } from 'vitest';
import { act } from '../../src/bot/act';
import type { LocalWorld } from '../../src/demo/local-world';
import { inspectState } from '../../src/dune/inspect';
import type { FactionId } from '../../src/dune/state';
import { RandomPlayer } from '../../src/sim/random-player';
import { parseResultsCsv, parseResultsJson } from '../../src/stats/export';
import type { EmulatedChannel, EmulatedUser, InteractionOutcome, PostedMessage } from '../discord-emulator';
import { clickOn, closeWorld, command, ephemeral, parts, play, startedGame, stateOf, textOf, user, world } from './helpers';

type World = LocalWorld & { problems: string[] };

let w: World | undefined;
afterEach(async () => {
  await closeWorld(w);
  w = undefined;
});

const stats = (who: EmulatedUser, subcommand: string, options: Record<string, string> = {}, channel?: EmulatedChannel): Promise<InteractionOutcome> =>
  command(w as World, who, 'stats', options, { subcommand, ...(channel ? { channel } : {}) });

const answerText = (o: InteractionOutcome): string => {
  expect(o.ephemeral).toBe(true);
  return `${o.content ?? ''}\n${textOf(o.reply ? [o.reply] : [])}`;
};

const png = (m: PostedMessage | null, name: string): PNG => {
  const file = m?.attachments.find((a) => a.filename === name);
  if (!file) throw new Error(`no ${name} among ${m?.attachments.map((a) => a.filename).join(', ')}`);
  return PNG.sync.read(file.data);
};

/**
 * A game of the Fremen and the Harkonnen, one turn long (with the Fremen and no Guild, someone
 * always wins), played by the random players: every move through the bot's own `act` (the path a
 * command or click takes), the last one typed on the local Discord, so that the game ends there.
 */
async function playedToTheEnd(world: World, channel: EmulatedChannel, players: Record<string, FactionId>, seed: number): Promise<void> {
  await startedGame(world, players, channel, 1);
  const byFaction = Object.fromEntries(Object.entries(players).map(([name, f]) => [f, user(world, name)])) as Record<FactionId, EmulatedUser>;
  const player = new RandomPlayer(seed);
  for (let n = 0; ; n++) {
    const { state } = await stateOf(world, channel);
    const move = player.step(state);
    if (!move?.result.ok) throw new Error(`stuck in ${state.phase}`);
    const who = byFaction[move.faction];
    if (move.result.value.state.phase === 'ended') {
      expect(ephemeral(await play(world, who, move.action.do, (move.action.args ?? {}) as never, { channel }))).toContain('✅');
      break;
    }
    const done = await act(world.bot.context, {
      channelId: channel.id,
      userId: who.id,
      guildId: world.guild.id,
      interactionId: `sim-${seed}-${n}`,
      action: move.action,
    });
    expect(done.applied, done.answer).toBe(true);
  }
  await world.bot.idle();
}

describe('/stats on the local Discord', () => {
  it('a server with no finished game gets a friendly answer to every question, only the asker sees it', async () => {
    w = await world({ players: ['alia'] });
    const alia = user(w, 'alia');
    for (const sub of ['server', 'player', 'leaderboard', 'export'])
      expect(answerText(await stats(alia, sub))).toMatch(/No game has ended on this server yet|not finished a game/);
    expect(answerText(await stats(alia, 'faction', { faction: 'fremen' }))).toContain('No game has ended on this server yet');
    expect(w.server.messages(w.channels[0] as EmulatedChannel).filter((m) => !m.system)).toEqual([]);
  });

  it('a game played to its end appears at once: the server, each player, the faction, the leaderboard, with charts; a post button shows it to the channel', async () => {
    w = await world({ players: ['alia', 'paul', 'gurney'], channels: ['dune'] });
    const channel = w.channels[0] as EmulatedChannel;
    const [alia, paul, gurney] = ['alia', 'paul', 'gurney'].map((name) => user(w as World, name)) as [EmulatedUser, EmulatedUser, EmulatedUser];
    await playedToTheEnd(w, channel, { alia: 'fremen', paul: 'harkonnen' }, 5);
    const [result] = await w.bot.store.results(w.guild.id);
    expect(result?.ending).toBe('won');
    const winner = result?.seats.find((s) => s.won);
    const loser = result?.seats.find((s) => !s.won);

    const server = await stats(gurney, 'server');
    const serverText = answerText(server);
    expect(serverText).toContain('1 game ended: 1 won');
    expect(serverText).toMatch(/Fremen: [01] of 1 won/);
    expect(serverText).toMatch(/Harkonnen: [01] of 1 won/);
    expect(png(server.reply, 'faction-win-rates.png').width).toBe(900);

    const own = answerText(await stats(alia, 'player'));
    expect(own).toContain(`<@${alia.id}> on this server`);
    expect(own).toContain('1 game played to the end');
    expect(own).toMatch(/Rating \d+\.\d ± \d+\.\d · (1st|2nd) of 2 on the leaderboard/);
    const named = await stats(gurney, 'player', { user: paul.id });
    expect(answerText(named)).toContain(`<@${paul.id}> on this server`);
    expect(png(named.reply, 'rating-over-time.png').height).toBe(480);
    expect(answerText(await stats(gurney, 'player'))).toContain('You have not finished a game of Dune on this server yet');

    const fremen = answerText(await stats(gurney, 'faction', { faction: 'fremen' }));
    expect(fremen).toContain('The Fremen on this server');
    expect(fremen).toMatch(/spice collected/);
    const board = answerText(await stats(gurney, 'leaderboard'));
    expect(board.indexOf(`<@${winner?.userId}>`)).toBeLessThan(board.indexOf(`<@${loser?.userId}>`));
    expect(board).toContain('**1.**');

    // Posting: the same view, for everyone, saying who showed it; nobody is pinged; the asker's answer loses its button.
    const before = w.server.messages(channel).length;
    const clicked = await clickOn(w, gurney, server, 'Post in the channel');
    expect(clicked.content).toContain('Posted in the channel');
    expect(parts(clicked.reply)).toEqual([]);
    const posted = w.server.messages(channel).slice(before);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.ephemeral).toBe(false);
    expect(posted[0]?.content).toBe(`📊 Shown by <@${gurney.id}>.`);
    expect(posted[0]?.pings).toEqual([]);
    expect(textOf(posted)).toContain('1 game ended: 1 won');
    expect(png(posted[0] ?? null, 'faction-win-rates.png').width).toBe(900);
  }, 120_000);

  it('a player who asks is left out of the leaderboard and of others’ lookups, still sees their own, and can come back', async () => {
    w = await world({ players: ['alia', 'paul'], channels: ['dune'] });
    const [alia, paul] = [user(w, 'alia'), user(w, 'paul')];
    await playedToTheEnd(w, w.channels[0] as EmulatedChannel, { alia: 'fremen', paul: 'harkonnen' }, 6);
    expect(answerText(await stats(paul, 'privacy', { choice: 'hide' }))).toContain('you are left out of the leaderboard');
    expect(answerText(await stats(paul, 'privacy', { choice: 'hide' }))).toContain('already left out');
    const board = answerText(await stats(alia, 'leaderboard'));
    expect(board).toContain(`<@${alia.id}>`);
    expect(board).not.toContain(`<@${paul.id}>`);
    expect(answerText(await stats(alia, 'player', { user: paul.id }))).toContain('asked to be left out');
    const own = answerText(await stats(paul, 'player'));
    expect(own).toContain('only you see these');
    expect(own).toContain('left out of the leaderboard');
    expect(answerText(await stats(paul, 'privacy', { choice: 'show' }))).toContain('appear in leaderboards');
    expect(answerText(await stats(alia, 'leaderboard'))).toContain(`<@${paul.id}>`);
  }, 120_000);

  it('exports the results as JSON and CSV that read back to the results kept; games that ended before results were kept are filled in from their logs', async () => {
    w = await world({ players: ['alia', 'paul'], channels: ['dune', 'old'] });
    const [dune, old] = w.channels as [EmulatedChannel, EmulatedChannel];
    await playedToTheEnd(w, dune, { alia: 'fremen', paul: 'harkonnen' }, 7);
    // A game that ended the way every game did before results were kept: its status alone.
    await startedGame(w, { paul: 'fremen', alia: 'emperor' }, old, 1);
    const { gameId } = await stateOf(w, old);
    const player = new RandomPlayer(8);
    let state = (await stateOf(w, old)).state;
    while (state.phase !== 'ended') {
      const move = player.step(state);
      if (!move) throw new Error(`stuck in ${state.phase}`);
      const applied = await w.bot.store.apply(gameId, { actor: { kind: 'seat', seat: move.faction }, action: move.action });
      if (!applied.ok) throw new Error(applied.error.message);
      state = inspectState(applied.value.state);
    }
    expect((await w.bot.store.setStatus(gameId, 'finished')).ok).toBe(true);
    expect(await w.bot.store.results(w.guild.id)).toHaveLength(1);

    const exported = await stats(user(w, 'alia'), 'export');
    expect(answerText(exported)).toContain('The results of 2 games');
    const files = Object.fromEntries((exported.reply?.attachments ?? []).map((a) => [a.filename.split('.').at(-1), a.data.toString('utf8')]));
    const kept = await w.bot.store.results(w.guild.id);
    expect(kept.map((r) => r.gameId)).toContain(gameId);
    const json = parseResultsJson(files.json as string);
    expect(json.ok && json.value.results).toEqual(kept);
    const csv = parseResultsCsv(files.csv as string);
    expect(csv.ok && csv.value).toEqual(kept);
    expect(answerText(await stats(user(w, 'paul'), 'server'))).toContain('2 games ended: 2 won');
  }, 120_000);

  it('a game its host ends is counted as stopped: played, but for nobody’s win rate or rating', async () => {
    w = await world({ players: ['alia', 'paul'], channels: ['dune'] });
    const [alia, paul] = [user(w, 'alia'), user(w, 'paul')];
    await startedGame(w, { alia: 'fremen', paul: 'harkonnen' }, w.channels[0] as EmulatedChannel, 1);
    expect(ephemeral(await command(w, alia, 'game', {}, { subcommand: 'end' }))).toContain('ended');
    expect(answerText(await stats(paul, 'server'))).toContain('1 game ended: 1 stopped by its host');
    const own = answerText(await stats(paul, 'player'));
    expect(own).toContain('0 games played to the end, 0 won (—)');
    expect(own).toContain('1 game stopped by its host before the end');
    expect(own).toContain('not rated yet');
    expect(answerText(await stats(paul, 'leaderboard'))).toContain('nobody has a rating');
  }, 60_000);

  it("answers in a race's channel too: statistics are the server's, not a game's", async () => {
    w = await world({ players: ['alia'], channels: ['race'] });
    const channel = w.channels[0] as EmulatedChannel;
    ephemeral(await command(w, user(w, 'alia'), 'game', { game: 'race' }, { subcommand: 'create', channel }));
    const answer = answerText(await stats(user(w, 'alia'), 'server', {}, channel));
    expect(answer).toContain('No game has ended on this server yet');
    expect(answer).not.toContain('race');
  });
});
