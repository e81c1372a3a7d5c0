import { afterEach, expect, it } from 'vitest';
import { closeWorld, command, user, world } from './helpers';

/**
 * Discord's 3 seconds to acknowledge run from the interaction's creation, not from when the bot
 * sees it. On a loaded host (the demo flaked this way in CI at load 15–24) the interaction arrives
 * late and a defer timer started then fires later still. An interaction that arrived late is
 * deferred before its work; one that arrived in time is answered straight in the callback.
 */
let w: Awaited<ReturnType<typeof world>> | undefined;
afterEach(async () => {
  await closeWorld(w);
  w = undefined;
});

it('an interaction that reaches the bot 1.5 s after its creation is deferred before the work, and answered in time', async () => {
  w = await world({ players: ['ada'], gatewayLatencyMs: 1500 });
  const created = await command(w, user(w, 'ada'), 'game', {}, { subcommand: 'create' });
  expect(created.acknowledged).toBe(true);
  expect(created.deferred).toBe(true);
  expect(created.content).toMatch(/^✅/);
});

it('an interaction that reaches the bot at once is answered in the callback itself (one request)', async () => {
  w = await world({ players: ['ada'] });
  const created = await command(w, user(w, 'ada'), 'game', {}, { subcommand: 'create' });
  expect(created.deferred).toBe(false);
  expect(created.content).toMatch(/^✅/);
});
