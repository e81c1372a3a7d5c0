import { afterEach, describe, expect, it } from 'vitest';
import { loadCommands } from '../../src/bot/load-commands';
import { usableInDms } from '../../src/bot/register-commands';
import { closeWorld, ephemeral, startedGame, user, world } from './helpers';

let w: Awaited<ReturnType<typeof world>> | undefined;
afterEach(async () => {
  await closeWorld(w);
  w = undefined;
});

describe('commands are where the guide says', () => {
  it('with DISCORD_GUILD_ID the server-only commands go to that server, those usable in DMs stay global, and /hand works in a DM', async () => {
    w = await world({ players: ['alice', 'bob'], registerInGuild: true });
    const all = [...(await loadCommands()).values()].map((c) => c.data);
    const names = (list: readonly { name: string }[]) => list.map((c) => c.name).sort();
    const inDms = names(all.filter(usableInDms));
    expect(inDms).toEqual(expect.arrayContaining(['battle', 'hand', 'setup', 'storm']));
    expect(names(w.server.registeredCommands())).toEqual(inDms);
    expect(names(w.server.registeredCommands(w.guild))).toEqual(names(all.filter((c) => !usableInDms(c))));
    expect(names(w.server.registeredCommands(w.guild))).toEqual(expect.arrayContaining(['game', 'mod']));

    await startedGame(w, { alice: 'atreides', bob: 'harkonnen' });
    // Discord offers a DM only the global commands: the emulator finds /hand there or refuses.
    const hand = await w.server.invokeCommand({ user: user(w, 'bob'), name: 'hand', options: {} });
    expect(ephemeral(hand)).toMatch(/traitor/i);
  }, 60_000);

  it('without DISCORD_GUILD_ID every command is global', async () => {
    w = await world({ players: ['alice'] });
    expect(w.server.registeredCommands(w.guild)).toEqual([]);
    expect(w.server.registeredCommands().length).toBe((await loadCommands()).size);
  }, 60_000);
});
