import { REST, Routes } from 'discord.js';
import { afterEach, expect, it } from 'vitest';
import type { EmulatedChannel } from '../../test/discord-emulator';
import { closeWorld, command, user, world } from './helpers';

/**
 * A post the bot created but never heard back about can be deleted before the bot sends it again:
 * another process whose lease on the row ran out sent it and deleted it (a ping once answered), or
 * a moderator did. Discord then refuses the retry's nonce as Unknown Message. The post was
 * delivered: the row counts as sent, nothing is posted twice and nothing is logged as lost (the
 * sharded test met this on a loaded machine).
 */
let w: Awaited<ReturnType<typeof world>> | undefined;
afterEach(async () => {
  await closeWorld(w);
  w = undefined;
});

const ANSWER_LOST_MS = 3000;

it('a post created, then deleted before its retry, counts as delivered: not posted again, no error', async () => {
  w = await world({ players: ['ada', 'brom'], channels: ['dune'] });
  const channel = w.channels[0] as EmulatedChannel;
  expect((await command(w, user(w, 'ada'), 'game', {}, { subcommand: 'create' })).content).toMatch(/^✅/);
  const before = w.server.messages(channel).length;

  // Discord creates the next post and its answer never comes; discord.js retries once its timeout runs out.
  Object.assign(w.bot.client.rest.options, { timeout: ANSWER_LOST_MS });
  const faults = w.server.injectFault({ route: 'POST /channels/:channelId/messages', access: 'bot', count: 1, fault: { kind: 'timeout', processed: true } });
  const joined = command(w, user(w, 'brom'), 'game', { faction: 'atreides' }, { subcommand: 'join' });
  while (faults.injected === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  const created = w.server.messages(channel).at(-1)!;
  expect(w.server.messages(channel).length).toBe(before + 1);
  await new REST({ api: w.server.restApi }).setToken(w.server.token).delete(Routes.channelMessage(channel.id, created.id));
  expect((await joined).content).toMatch(/^✅/);
  await w.bot.idle();

  const game = (await w.bot.store.findActiveGameByChannel(channel.id))!;
  const report = await w.bot.store.outboxReport(game.id);
  if (!report.ok) throw new Error(report.error.message);
  expect([report.value.pending, report.value.failed]).toEqual([0, 0]);
  expect(w.server.messages(channel).length).toBe(before);
  expect(w.server.metrics().nonceReplays).toBe(0);
}, 30_000);
