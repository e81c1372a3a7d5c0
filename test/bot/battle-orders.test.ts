import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clickOn, closeWorld, command, ephemeral, play, startedGame, stateOf, textOf, user, world } from './helpers';

/** Issue 30: the Voice decided in advance through the bot — confirmed to its giver alone, secret, and undone like any action. */

let w: Awaited<ReturnType<typeof world>>;
beforeEach(async () => {
  w = await world({ players: ['alice', 'bob'] });
  await startedGame(w, { alice: 'bene-gesserit', bob: 'harkonnen' });
});
afterEach(() => closeWorld(w));

const everythingBobSees = () => textOf([...w.server.messages(w.channels[0]!), ...w.server.dms(user(w, 'bob'))]);

describe('/play voice-order', () => {
  it('is confirmed to the Bene Gesserit alone, never told to the table or the Harkonnen, and undone like any action', async () => {
    const before = { bob: everythingBobSees(), seq: (await stateOf(w)).seq };
    const answer = ephemeral(await play(w, user(w, 'alice'), 'voice-order', { choice: 'voice', opponent: 'harkonnen', kind: 'lasgun', play: false }));
    expect(answer).toContain('the Voice will command them not to play a Lasgun');
    expect(textOf(w.server.dms(user(w, 'alice')))).toContain('not to play a Lasgun');
    expect(everythingBobSees()).toBe(before.bob);
    expect((await stateOf(w)).state.voiceOrders).toEqual([{ opponent: 'harkonnen', decision: { kind: 'lasgun', play: false } }]);

    const shown = await command(w, w.moderator, 'mod', { count: 1, reason: 'misclick' }, { subcommand: 'undo' });
    expect(textOf([shown.reply!])).not.toMatch(/Voice|Lasgun/);
    ephemeral(await clickOn(w, w.moderator, shown, 'Confirm undo'));
    const after = await stateOf(w);
    expect(after.state.voiceOrders).toBeUndefined();
    expect(after.seq).toBeGreaterThan(before.seq);
  });
});
