import { readFileSync } from 'node:fs';
import { PermissionFlagsBits as P } from 'discord.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runDemo } from '../../src/demo/demo';
import type { LocalWorld } from '../../src/demo/local-world';
import { DEFAULT_BOT_PERMISSIONS } from '../discord-emulator/permissions';
import type { PostedMessage } from '../discord-emulator';
import { testDatabases } from '../support/databases';
import { closeWorld, command, ephemeral, startedGame, textOf, user, world } from './helpers';

/** The `permissions` number of the setup guide's invite link: what a server admin who follows the guide grants. */
const documentedInvite = (): bigint => {
  const guide = readFileSync(new URL('../../docs/play-in-your-server.md', import.meta.url), 'utf8');
  const found = /&permissions=(\d+)/.exec(guide);
  if (!found?.[1]) throw new Error('docs/play-in-your-server.md has no invite link');
  return BigInt(found[1]);
};

/** What the bot told the host by DM about the server's permissions (pins, files, posting, a pause). */
const troubleDms = (dms: readonly PostedMessage[]): string[] => dms.map((m) => m.content ?? '').filter((text) => /^(📌|🖼️|⚠️|⏸️)/u.test(text));

/** The bot's own posts, not Discord's notices of pins. */
const posts = (world: LocalWorld): PostedMessage[] => world.server.messages(world.channels[0]!).filter((m) => !m.system);

async function statusOf(world: LocalWorld, gameId: string): Promise<string> {
  const loaded = await world.bot.store.load(gameId);
  if (!loaded.ok) throw new Error(loaded.error.message);
  return loaded.value.game.status;
}

describe('the bot under the permissions a real server grants', () => {
  it('the local Discord grants the bot exactly the permissions of the setup guide’s invite, unless a test says otherwise', () => {
    expect(DEFAULT_BOT_PERMISSIONS).toBe(documentedInvite());
  });

  it('a whole seeded game under exactly the documented invite: the status pinned, pictures attached, every start DM out, never paused, the host told of nothing', async () => {
    let checked = false;
    const result = await runDemo({
      factions: 3,
      turns: 2,
      seed: 1,
      databases: testDatabases,
      permissions: { bot: documentedInvite() },
      out: () => {},
      inspect: async (world, gameId) => {
        const channel = world.channels[0]!;
        expect(world.server.pins(channel).map((m) => m.embeds[0]?.title)).toEqual(['Dune · the game now']);
        expect(posts(world).some((m) => m.attachments.some((a) => a.filename.endsWith('.png')))).toBe(true);
        for (const name of ['leto', 'mohiam', 'shaddam']) {
          const dms = world.server.dms(world.users.get(name)!);
          expect(textOf(dms), name).toMatch(/traitor cards/i);
          expect(troubleDms(dms), name).toEqual([]);
        }
        const log = await world.bot.store.log(gameId);
        expect(log.filter((entry) => entry.kind === 'audit' && entry.note.to === 'paused')).toEqual([]);
        expect(await statusOf(world, gameId)).toBe('finished');
        checked = true;
      },
    });
    expect(checked).toBe(true);
    expect(result.winner).toMatch(/win/);
  }, 240_000);

  it('a whole seeded game under the bare minimum an admin might grant (View Channels, Send Messages, Embed Links, in a locked-down server): unpinned status and no pictures, each explained to the host once', async () => {
    let checked = false;
    const result = await runDemo({
      factions: 3,
      turns: 2,
      seed: 1,
      databases: testDatabases,
      permissions: {
        bot: P.ViewChannel | P.SendMessages | P.EmbedLinks,
        // A server whose members may only read, write and use commands: nothing reaches the bot through @everyone.
        everyone: P.ViewChannel | P.SendMessages | P.ReadMessageHistory | P.UseApplicationCommands,
      },
      out: () => {},
      inspect: async (world, gameId) => {
        const channel = world.channels[0]!;
        // What degrades: the status is posted and kept up to date but not pinned; the news has no pictures.
        expect(world.server.pins(channel)).toEqual([]);
        expect(posts(world).filter((m) => m.embeds[0]?.title === 'Dune · the game now')).toHaveLength(1);
        expect(posts(world).flatMap((m) => m.attachments)).toEqual([]);
        // How it is explained: the host, once each, with the permission that would fix it.
        const told = troubleDms(world.server.dms(world.users.get('leto')!));
        expect(told).toHaveLength(2);
        expect(told.find((t) => t.startsWith('📌'))).toMatch(/lack the \*\*Pin Messages\*\* permission\. The game goes on/);
        expect(told.find((t) => t.startsWith('🖼️'))).toMatch(
          /lack the \*\*Attach Files\*\* permission, so the news of your game goes out without the board pictures/,
        );
        for (const name of ['mohiam', 'shaddam']) {
          const dms = world.server.dms(world.users.get(name)!);
          expect(textOf(dms), name).toMatch(/traitor cards/i);
          expect(troubleDms(dms), name).toEqual([]);
        }
        // What does not: the game was never paused and played to its end.
        const log = await world.bot.store.log(gameId);
        expect(log.filter((entry) => entry.kind === 'audit' && entry.note.to === 'paused')).toEqual([]);
        expect(await statusOf(world, gameId)).toBe('finished');
        checked = true;
      },
    });
    expect(checked).toBe(true);
    expect(result.winner).toMatch(/win/);
  }, 240_000);
});

describe('a permission the bot lacks never stops a game', () => {
  let w: Awaited<ReturnType<typeof world>> | undefined;
  afterEach(async () => {
    await closeWorld(w);
    w = undefined;
  });

  it('without Embed Links the news waits, the host is told once which permission, and it all goes out in order once granted', async () => {
    w = await world({
      players: ['alice', 'bob'],
      permissions: { bot: P.ViewChannel | P.SendMessages, everyone: P.ViewChannel | P.SendMessages | P.UseApplicationCommands },
    });
    const channel = w.channels[0]!;
    await startedGame(w, { alice: 'atreides', bob: 'harkonnen' });
    const alice = user(w, 'alice');
    const gameId = (await w.bot.store.findActiveGameByChannel(channel.id))!.id;
    // The game is on, its news is held (the DMs that follow the start post too: the outbox keeps
    // the game's order; `/hand` shows every secret meanwhile), nothing is paused.
    expect(posts(w).filter((m) => m.embeds.length > 0)).toEqual([]);
    expect(await statusOf(w, gameId)).toBe('active');
    await vi.waitFor(() => expect(troubleDms(w!.server.dms(alice))).toHaveLength(1), { timeout: 30_000, interval: 200 });
    expect(troubleDms(w.server.dms(alice))[0]).toMatch(
      /lack the \*\*Embed Links\*\* permission\. The news waits, and goes out in order as soon as you grant it/,
    );

    // `/mod resume` of a game paused meanwhile says the news still waits, and why.
    expect(ephemeral(await command(w, w.moderator, 'mod', { reason: 'a break' }, { subcommand: 'pause' }))).toContain('paused');
    const resumed = ephemeral(await command(w, w.moderator, 'mod', { reason: 'back' }, { subcommand: 'resume' }));
    expect(resumed).toMatch(/✅ Game resumed\.\n⚠️ I still lack the \*\*Embed Links\*\* permission here/);

    w.server.setPermissionOverwrite(channel, w.server.botUser, { allow: P.EmbedLinks });
    await vi.waitFor(() => expect(posts(w!).some((m) => m.embeds[0]?.title === 'Dune · the game now')).toBe(true), { timeout: 60_000, interval: 250 });
    await w.bot.idle();
    expect(
      textOf(
        posts(w)
          .filter((m) => m.embeds.length > 0)
          .slice(0, 1),
      ),
    ).toMatch(/A game of Dune begins/);
    expect(textOf(posts(w))).toContain('paused the game');
    expect(textOf(posts(w))).toContain('resumed the game');
    expect(textOf(w.server.dms(user(w, 'bob')))).toMatch(/traitor cards/i);
    // Told once, however many times the held post was tried; then the pin, which this server refuses too.
    expect(troubleDms(w.server.dms(alice))).toEqual([expect.stringMatching(/Embed Links/), expect.stringMatching(/^📌.*Pin Messages/)]);
    expect(await statusOf(w, gameId)).toBe('active');
  }, 120_000);

  it('a channel whose pins are full: the status stays unpinned, the host is told once, the game goes on', async () => {
    w = await world({ players: ['alice', 'bob'], pinLimit: 0 });
    await startedGame(w, { alice: 'atreides', bob: 'harkonnen' });
    expect(w.server.pins(w.channels[0]!)).toEqual([]);
    expect(troubleDms(w.server.dms(user(w, 'alice')))).toEqual([expect.stringMatching(/already has as many pinned messages as Discord allows/)]);
  }, 60_000);
});
