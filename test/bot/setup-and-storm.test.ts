import { afterEach, describe, expect, it } from 'vitest';
import { factionName } from '../../src/dune/data/factions';
import { cardName } from '../../src/dune/data/cards';
import { LEADERS } from '../../src/dune/data/factions';
import { traitorName } from '../../src/dune/data/traitors';
import type { DuneEvent } from '../../src/dune/events';
import { presentEvent } from '../../src/bot/text/events';
import type { FactionId } from '../../src/dune/state';
import { closeWorld, command, play, suggestions, ephemeral, stateOf, textOf, user, world } from './helpers';

let w: Awaited<ReturnType<typeof world>> | undefined;
afterEach(async () => {
  await closeWorld(w);
  w = undefined;
});

const SEATS: Record<string, FactionId> = { alice: 'atreides', bob: 'bene-gesserit', carol: 'fremen', dave: 'harkonnen' };

/** "A, B, C and D" → [A, B, C, D]. */
const splitList = (text: string): string[] => text.split(/, | and /).map((s) => s.trim());

/** A card or leader name as a whole word; "Shield" must not match "Shield Wall". */
const mentions = (text: string, name: string): boolean =>
  new RegExp(`(^|[^A-Za-z])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z]| Wall)`).test(text);

describe('several players set up a game and play the first storm', () => {
  it('announces in the channel, sends each secret only to its player, and answers every choice ephemerally', async () => {
    w = await world({ players: ['alice', 'bob', 'carol', 'dave', 'eve'] });
    const [alice, bob, carol, dave, eve] = ['alice', 'bob', 'carol', 'dave', 'eve'].map((n) => user(w!, n)) as [
      ReturnType<typeof user>,
      ...ReturnType<typeof user>[],
    ];
    const channel = w.channels[0]!;
    const as = (name: string) => user(w!, name);
    carol!.dmsClosed = true;

    ephemeral(await command(w, alice, 'game', { turns: 3 }, { subcommand: 'create' }));
    for (const [name, faction] of Object.entries(SEATS)) {
      expect(ephemeral(await command(w, as(name), 'game', { faction }, { subcommand: 'join' }))).toContain(factionName(faction));
    }
    expect(ephemeral(await command(w, bob!, 'game', {}, { subcommand: 'start' }))).toContain('Only');
    expect(ephemeral(await command(w, alice, 'game', {}, { subcommand: 'start' }))).toContain('started');

    // The channel says whom the game waits for, with mentions; Carol is told her DMs are closed.
    let news = textOf(w.server.messages(channel));
    expect(news).toContain('A game of Dune begins');
    expect(news).toContain(`<@${bob!.id}> (Bene Gesserit)`);
    expect(news).toMatch(new RegExp(`could not DM <@${carol!.id}>`));
    expect(w.server.dms(carol!)).toEqual([]);

    // Each player with open DMs got their cards and traitor cards; Carol sees hers with /hand.
    let { state } = await stateOf(w);
    for (const name of ['alice', 'bob', 'dave']) {
      const f = SEATS[name]!;
      const dms = textOf(w.server.dms(as(name)));
      for (const c of state.hands[f]!) expect(dms).toContain(cardName(c));
    }
    expect(textOf(w.server.dms(dave!))).toContain('You keep all four of your traitor cards');
    expect(ephemeral(await command(w, carol!, 'game', {}, { subcommand: 'status' }))).toContain('Some of my DMs to you could not be delivered');
    const carolHand = ephemeral(await command(w, carol!, 'hand'));
    for (const c of state.hands.fremen!) expect(carolHand).toContain(cardName(c));
    expect(carolHand).toContain('Traitor cards offered');

    // A member without a seat, an out-of-turn faction, an action of another phase: refused, ephemerally, nothing changes.
    const before = (await stateOf(w)).seq;
    expect(ephemeral(await play(w, eve!, 'pass'))).toContain('You are not seated');
    const outOfTurn = ephemeral(await play(w, dave!, 'traitor', { leader: 'Duncan Idaho' }));
    expect(outOfTurn).toContain('It is not the Harkonnen’s move');
    expect(outOfTurn).toContain(`Whose move: `);
    expect(outOfTurn).toContain(`<@${bob!.id}> (Bene Gesserit)`);
    expect(ephemeral(await play(w, alice, 'dial', { value: 3 }))).toContain('is for the Storm phase');
    expect((await stateOf(w)).seq).toBe(before);

    // The prediction: confirmed ephemerally and by DM; the channel only learns that it was made.
    const predicted = ephemeral(await play(w, bob!, 'predict', { faction: 'harkonnen', turn: 3 }));
    expect(predicted).toContain('Your prediction: the Harkonnen win on turn 3.');
    expect(textOf(w.server.dms(bob!))).toContain('Your prediction: the Harkonnen win on turn 3.');
    expect(textOf(w.server.messages(channel))).toContain('The Bene Gesserit have made their secret prediction.');

    // Traitors: each player picks from the offers their DM (or /hand) showed; autocomplete offers them first.
    const offers = (text: string) => splitList(/Traitor cards offered:\*\* (.*)/.exec(text)?.[1] ?? '');
    const aliceOffers = offers(textOf(w.server.dms(alice)));
    expect(aliceOffers).toHaveLength(4);
    // Only the four offered, the legal choices: the suggestion names each with its strength.
    const suggested = await suggestions(w, alice, 'traitor', 'leader', '');
    expect(suggested.map((c) => c.name.replace(/ \(\d+\).*$/, ''))).toEqual(aliceOffers);
    for (const [who, offered] of [
      [alice, aliceOffers],
      [bob!, offers(textOf(w.server.dms(bob!)))],
      [carol!, offers(carolHand)],
    ] as const) {
      const kept = ephemeral(await play(w, who, 'traitor', { leader: offered[0]! }));
      expect(kept).toContain(`You keep ${offered[0]} as your traitor.`);
      // Carol's DMs are closed: she is told so in the ephemeral reply, which carries her secret.
      expect(kept.includes('could not DM you')).toBe(who === carol);
      expect(kept).not.toContain('Some of my DMs');
    }
    expect(textOf(w.server.messages(channel))).toContain('The Fremen have chosen their traitor.');

    // The Fremen place their forces: autocomplete knows territories and their sectors.
    const territories = await suggestions(w, carol!, 'place', 'territory', 'false wall');
    expect(territories.map((c) => c.value)).toEqual(expect.arrayContaining(['false-wall-south', 'false-wall-west']));
    const sectors = await suggestions(w, carol!, 'place', 'sector', '', { territory: 'False Wall South' });
    expect(sectors.map((c) => c.value)).toEqual([3, 4]);
    ephemeral(await play(w, carol!, 'place', { territory: 'Sietch Tabr', forces: 10 }));
    ephemeral(await play(w, bob!, 'place', { territory: 'Arrakeen' }));
    news = textOf(w.server.messages(channel));
    expect(news).toContain('Fremen place 10 forces in Sietch Tabr');

    // Turn 1's storm: the two dialers dial secretly; the channel sees the dials revealed and the storm placed.
    state = (await stateOf(w)).state;
    expect(state.phase).toBe('storm');
    const dialers = (state.step as { dialers: FactionId[] }).dialers;
    const byFaction = Object.fromEntries(Object.entries(SEATS).map(([n, f]) => [f, as(n)]));
    for (const [i, f] of dialers.entries()) {
      expect(ephemeral(await play(w, byFaction[f]!, 'dial', { value: 5 + i }))).toContain(`You dialled ${5 + i} for the storm.`);
    }
    news = textOf(w.server.messages(channel));
    expect(news).toContain(`Storm dials: the ${factionName(dialers[0]!)} 5 and the ${factionName(dialers[1]!)} 6; 11 sectors in all.`);
    expect(news).toContain('The storm moves 11 sectors, from sector 18 to sector 11.');
    expect(news).toContain('Storm order:');
    state = (await stateOf(w)).state;
    expect(state.turn).toBe(1);
    expect(state.phase).not.toBe('storm');

    // No secret ever reached the channel: no card in a hand, no traitor card dealt, no private event.
    const log = await w.bot.store.log((await stateOf(w)).gameId);
    const privateTexts = log
      .flatMap((e) => (e.kind === 'action' ? e.events : []))
      .filter((e: DuneEvent) => e.to)
      .map((e) => presentEvent(e));
    expect(privateTexts.length).toBeGreaterThan(5);
    const channelText = textOf(w.server.messages(channel));
    for (const text of privateTexts) expect(channelText).not.toContain(text);
    for (const f of state.factions) {
      for (const c of state.hands[f]!) expect(mentions(channelText, cardName(c)), `${cardName(c)} in the channel`).toBe(false);
      for (const l of state.traitors[f]!) expect(mentions(channelText, traitorName(l)), `${l} in the channel`).toBe(false);
    }
    for (const l of aliceOffers) expect(mentions(channelText, l)).toBe(false);
    expect(channelText).not.toMatch(/Your secrets|\*\*Spice:\*\*|Your prediction|turn 3\b.*predict/);
    // Each secret went only to its owner.
    expect(textOf(w.server.dms(alice))).not.toContain('Your prediction');
    // An offer of Alice's that is not one of Dave's own leaders (those his DMs list as his).
    const notDaves = aliceOffers.filter((name) => ![...LEADERS.values()].some((l) => l.name === name && l.faction === 'harkonnen'));
    expect(notDaves.length).toBeGreaterThan(0);
    for (const name of notDaves) expect(textOf(w.server.dms(dave!))).not.toContain(name);
  });
});
