import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEADERS } from '../../src/dune/data/factions';
import type { LeaderId } from '../../src/dune/data/factions';
import { clickOn, closeWorld, command, play, ephemeral, startedGame, stateOf, textOf, user, world } from './helpers';

let w: Awaited<ReturnType<typeof world>>;
beforeEach(async () => {
  w = await world({ players: ['alice', 'bob', 'eve'] });
  await startedGame(w, { alice: 'atreides', bob: 'harkonnen' });
});
afterEach(() => closeWorld(w));

const news = () => textOf(w.server.messages(w.channels[0]!));

/** The Atreides keep the first traitor card they were offered. */
async function keepTraitor(who = user(w, 'alice')) {
  const { state } = await stateOf(w);
  const offer = LEADERS.get((state.step as { traitorOffers: Record<string, LeaderId[]> }).traitorOffers.atreides![0]!)!.name;
  expect(ephemeral(await play(w, who, 'traitor', { leader: offer }))).toContain(`You keep ${offer}`);
  return offer;
}

describe('moderators', () => {
  it('undo, once confirmed, takes back an action, announced with who and why; the state is rebuilt from the log', async () => {
    const kept = await keepTraitor();
    expect((await stateOf(w)).state.phase).toBe('storm');

    // /mod is registered for Manage Server only: Discord does not even show it to bob.
    await expect(command(w, user(w, 'bob'), 'mod', { reason: 'I want it back' }, { subcommand: 'undo' })).rejects.toThrow(
      /lacks the permissions \/mod requires/,
    );
    expect((await stateOf(w)).state.phase).toBe('storm');

    const preview = await command(w, w.moderator, 'mod', { reason: 'misclick', count: 1 }, { subcommand: 'undo' });
    expect(ephemeral(preview)).toContain('Undo preview');
    expect((await stateOf(w)).state.phase).toBe('storm');
    expect(ephemeral(await clickOn(w, w.moderator, preview, 'Confirm undo'))).toContain('Undid 1 action');
    const { state, gameId } = await stateOf(w);
    expect(state.phase).toBe('setup');
    expect(state.traitors.atreides).toEqual([]);
    expect(news()).toContain(`Moderator <@${w.moderator.id}> undid the last action the table was told of. Reason: misclick`);
    expect(news()).not.toContain(kept);
    // Alice learns by DM that her traitor is no longer chosen.
    expect(textOf(w.server.dms(user(w, 'alice')).slice(-1))).toContain('**Traitors:** none yet');
    const undo = (await w.bot.store.log(gameId)).at(-1)!;
    expect(undo).toMatchObject({ kind: 'undo', count: 1, userId: w.moderator.id, reason: 'misclick' });
    expect((await w.bot.store.rebuild(gameId)).ok).toBe(true);
  });

  it('/mod set changes a secret announced publicly without the secret, the detail going by DM', async () => {
    const reply = ephemeral(
      await command(w, w.moderator, 'mod', { faction: 'harkonnen', amount: 23, reason: 'counted wrong' }, { subcommandGroup: 'set', subcommand: 'spice' }),
    );
    expect(reply).toContain('set-spice');
    expect(news()).toContain('A moderator set the spice of the Harkonnen.');
    expect(news()).toContain('Reason: counted wrong');
    // The amount as a number of its own: a user id in a mention may hold the digits 23.
    expect(news()).not.toMatch(/\b23\b/);
    expect(textOf(w.server.dms(user(w, 'bob')))).toContain('A moderator set your spice from 10 to 23.');
    expect((await stateOf(w)).state.spice.harkonnen).toBe(23);
    await expect(
      command(w, user(w, 'alice'), 'mod', { faction: 'atreides', amount: 99, reason: 'rich' }, { subcommandGroup: 'set', subcommand: 'spice' }),
    ).rejects.toThrow(/lacks the permissions/);
  });

  it('pause refuses actions until resume; replace-player hands a seat and its secrets to another member', async () => {
    const alice = user(w, 'alice');
    const eve = user(w, 'eve');
    ephemeral(await command(w, w.moderator, 'mod', { reason: 'holiday' }, { subcommand: 'pause' }));
    expect(news()).toContain('paused the game');
    const seq = (await stateOf(w)).seq;
    expect(ephemeral(await play(w, alice, 'traitor', { leader: 'Duncan Idaho' }))).toContain('paused');
    expect((await stateOf(w)).seq).toBe(seq);
    ephemeral(await command(w, w.moderator, 'mod', { reason: 'back' }, { subcommand: 'resume' }));
    expect(news()).toContain('resumed the game');

    ephemeral(await command(w, w.moderator, 'mod', { faction: 'atreides', player: eve, reason: 'Alice left' }, { subcommand: 'replace-player' }));
    expect(news()).toContain(`handed the Atreides from <@${alice.id}> to <@${eve.id}>`);
    const { state } = await stateOf(w);
    const offers = (state.step as { traitorOffers: Record<string, LeaderId[]> }).traitorOffers.atreides!.map((l) => LEADERS.get(l)!.name);
    expect(textOf(w.server.dms(eve))).toContain(offers[0]);
    expect(ephemeral(await play(w, alice, 'traitor', { leader: offers[0]! }))).toContain('You are not seated');
    await keepTraitor(eve);

    // Each override is in the log with who and why, though none changed the game's state.
    const log = await w.bot.store.log((await stateOf(w)).gameId);
    expect(log.filter((e) => e.kind === 'audit').map((e) => [e.userId, e.reason])).toEqual([
      [w.moderator.id, 'holiday'],
      [w.moderator.id, 'back'],
      [w.moderator.id, 'Alice left'],
    ]);
  });

  it('/game log is the public log without secrets; /mod log is the full log, for moderators only', async () => {
    const kept = await keepTraitor();
    const publicLog = await command(w, user(w, 'bob'), 'game', {}, { subcommand: 'log' });
    expect(ephemeral(publicLog)).toContain('public log');
    const publicText = publicLog.reply!.attachments[0]!.data.toString('utf8');
    expect(publicText).toContain('At the start');
    expect(publicText).toContain('The Atreides have chosen their traitor.');
    // No entry numbers or action names: they would show when a private action happened.
    expect(publicText).not.toMatch(/#\d+ |\/traitor/);
    expect(publicText).not.toContain(kept);
    // bob plays: his own private log goes to his DMs, with his secrets only.
    expect(ephemeral(publicLog)).toContain('Your private log is in your DMs');
    const ownLog = w.server.dms(user(w, 'bob')).at(-1)!.attachments[0]!.data.toString('utf8');
    expect(ownLog).toContain('your private log');
    expect(ownLog).not.toContain(kept);

    await expect(command(w, user(w, 'bob'), 'mod', { reason: 'curious' }, { subcommand: 'log' })).rejects.toThrow(/lacks the permissions/);
    const fullLog = await command(w, w.moderator, 'mod', { reason: 'a dispute over the bidding' }, { subcommand: 'log' });
    expect(ephemeral(fullLog)).toContain('secrets included');
    // Issue 26: the read is told to the table and kept in the log, with its reason.
    expect(news()).toContain(`Moderator <@${w.moderator.id}> read the full log of this game, every secret included. Reason: a dispute over the bidding`);
    const { gameId } = await stateOf(w);
    expect((await w.bot.store.log(gameId)).at(-1)).toMatchObject({
      kind: 'audit',
      note: { what: 'secret-log-read' },
      userId: w.moderator.id,
      reason: 'a dispute over the bidding',
    });
    const fullText = fullLog.reply!.attachments[0]!.data.toString('utf8');
    expect(fullText).toContain(`[to Atreides] You keep ${kept} as your traitor.`);
    expect(fullText).toContain(`"leader":"${kept}"`);
  });

  it('issue 26: a moderator who holds a seat is refused the full log, told why; nothing is posted or logged', async () => {
    const kept = await keepTraitor();
    ephemeral(await command(w, w.moderator, 'mod', { faction: 'harkonnen', player: w.moderator, reason: 'bob left' }, { subcommand: 'replace-player' }));
    const { gameId } = await stateOf(w);
    const entries = (await w.bot.store.log(gameId)).length;
    const posts = w.server.messages(w.channels[0]!).length;
    const refused = await command(w, w.moderator, 'mod', { reason: 'just looking' }, { subcommand: 'log' });
    expect(ephemeral(refused)).toBe(
      "🚫 You play the Harkonnen in this game, and the full log holds every other seat's secrets: a moderator who plays cannot read it. Ask a moderator who is not playing.",
    );
    expect(refused.reply?.attachments ?? []).toEqual([]);
    expect(textOf([refused.reply!])).not.toContain(kept);
    expect((await w.bot.store.log(gameId)).length).toBe(entries);
    expect(w.server.messages(w.channels[0]!).length).toBe(posts);
  });
});
