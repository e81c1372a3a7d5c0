import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '../../src/bot/act';
import { commandInput } from '../../src/bot/command-groups';
import type { LocalWorld } from '../../src/demo/local-world';
import type { DuneAction } from '../../src/dune/actions/spec';
import type { FactionId } from '../../src/dune/state';
import { RandomPlayer } from '../../src/sim/random-player';
import { AdapterDatabase } from '../../src/store/database';
import { GameStore } from '../../src/store/game-store';
import type { EmulatedChannel, EmulatedUser, InteractionOutcome, OptionInput } from '../discord-emulator';
import { closeWorld, ephemeral, startedGame, stateOf, user, world } from './helpers';

type World = LocalWorld & { problems: string[] };

let w: World | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await closeWorld(w);
  w = undefined;
});

/**
 * What one interaction cost the database: statements outside a transaction (reads) and
 * transactions (writes); and how often it looked for the channel's game (`finds`).
 */
interface Walk {
  readonly reads: number;
  readonly writes: number;
  readonly finds: number;
  readonly outcome: InteractionOutcome;
}

/**
 * Sends one slash command as `who` on the local Discord, counting the database work from the
 * gateway's delivery to the answer. Delivery and reminders are held back meanwhile (they are not
 * the interaction's work), then let go.
 */
async function counted(world: World, command: Parameters<World['server']['invokeCommand']>[0]): Promise<Walk> {
  await world.bot.idle();
  const wake = vi.spyOn(world.bot.deliverer, 'wake').mockImplementation(() => undefined);
  const reads = vi.spyOn(AdapterDatabase.prototype, 'query');
  const executes = vi.spyOn(AdapterDatabase.prototype, 'execute');
  const writes = vi.spyOn(AdapterDatabase.prototype, 'transaction');
  const finds = vi.spyOn(GameStore.prototype, 'findActiveGameByChannel');
  const outcome = await world.server.invokeCommand(command);
  const walk = { reads: reads.mock.calls.length + executes.mock.calls.length, writes: writes.mock.calls.length, finds: finds.mock.calls.length, outcome };
  for (const spy of [wake, reads, executes, writes, finds]) spy.mockRestore();
  await world.bot.idle();
  return walk;
}

/** Types `action` as `who`, counted. */
function countedAction(
  world: World,
  channel: EmulatedChannel,
  who: EmulatedUser,
  action: DuneAction,
  phase: Parameters<typeof commandInput>[1],
): Promise<Walk> {
  const typed = commandInput(action, phase);
  const options = typed.options as Record<string, OptionInput>;
  return counted(world, { user: who, channel, name: typed.command, subcommand: typed.subcommand, options });
}

describe('one walk per interaction', () => {
  it('an ordinary action and the action that ends the game each cost one read (the channel’s game) and one write (the action, its news, the end and the result)', async () => {
    w = await world({ players: ['alia', 'paul'], channels: ['dune'] });
    const world_ = w;
    const channel = w.channels[0] as EmulatedChannel;
    const players: Record<string, FactionId> = { alia: 'fremen', paul: 'harkonnen' };
    // One turn with the Fremen and no Guild: someone always wins.
    await startedGame(w, players, channel, 1);
    await w.bot.reminders.stop();
    const byFaction = Object.fromEntries(Object.entries(players).map(([name, f]) => [f, user(world_, name)])) as Record<FactionId, EmulatedUser>;
    const player = new RandomPlayer(5);
    const walks: Walk[] = [];
    for (let n = 0; ; n++) {
      const { state } = await stateOf(w, channel);
      const move = player.step(state);
      if (!move?.result.ok) throw new Error(`stuck in ${state.phase}`);
      const ends = move.result.value.state.phase === 'ended';
      // The second move (the first warms the process's memory of the game's interactions) and the
      // last are typed on the local Discord and counted; the others go straight through `act`.
      if (n === 1 || ends) {
        const walk = await countedAction(w, channel, byFaction[move.faction], move.action, state.phase);
        expect(ephemeral(walk.outcome)).toContain('✅');
        walks.push(walk);
        if (ends) break;
        continue;
      }
      const done = await act(w.bot.context, {
        channelId: channel.id,
        userId: byFaction[move.faction].id,
        guildId: w.guild.id,
        interactionId: `walk-${n}`,
        action: move.action,
      });
      expect(done.applied, done.answer).toBe(true);
    }
    const [ordinary, ending] = walks;
    console.info(
      `store work per interaction: ordinary ${JSON.stringify({ ...ordinary, outcome: undefined })}, game-ending ${JSON.stringify({ ...ending, outcome: undefined })}`,
    );
    expect({ reads: ordinary?.reads, writes: ordinary?.writes, finds: ordinary?.finds }).toEqual({ reads: 1, writes: 1, finds: 1 });
    expect({ reads: ending?.reads, writes: ending?.writes, finds: ending?.finds }).toEqual({ reads: 1, writes: 1, finds: 1 });
    // The one write ended the game: the channel is free and the result is kept.
    expect(await w.bot.store.findActiveGameByChannel(channel.id)).toBeNull();
    const [result] = await w.bot.store.results(w.guild.id);
    expect(result?.ending).toBe('won');
  });

  it('a /game and a /mod command find the channel’s game once', async () => {
    w = await world({ players: ['alia', 'paul'], channels: ['dune'] });
    const channel = w.channels[0] as EmulatedChannel;
    await startedGame(w, { alia: 'fremen', paul: 'harkonnen' }, channel, 1);
    await w.bot.reminders.stop();
    const status = await counted(w, { user: user(w, 'alia'), channel, name: 'game', subcommand: 'status', options: {} });
    const outbox = await counted(w, { user: w.moderator, channel, name: 'mod', subcommand: 'status', options: {} });
    const pause = await counted(w, { user: w.moderator, channel, name: 'mod', subcommand: 'pause', options: { reason: 'a break' } });
    console.info(
      `store work per command: /game status ${JSON.stringify({ ...status, outcome: undefined })}, /mod status ${JSON.stringify({ ...outbox, outcome: undefined })}, /mod pause ${JSON.stringify({ ...pause, outcome: undefined })}`,
    );
    expect(ephemeral(outbox.outcome)).toContain('Outbox of game');
    expect(ephemeral(pause.outcome)).toContain('paused');
    // Each looked for the channel's game once: the router's lookup, handed to the subcommand.
    expect([status.finds, outbox.finds, pause.finds]).toEqual([1, 1, 1]);
    expect({ reads: pause.reads, writes: pause.writes }).toEqual({ reads: 2, writes: 1 });
  });
});
