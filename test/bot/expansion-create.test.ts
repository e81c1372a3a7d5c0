import { afterEach, describe, expect, it } from 'vitest';
import { publicView } from '../../src/dune/views';
import type { EmulatedChannel } from '../../test/discord-emulator';
import { closeWorld, command, ephemeral, stateOf, textOf, user, world } from './helpers';

let w: Awaited<ReturnType<typeof world>> | undefined;
afterEach(async () => {
  await closeWorld(w);
  w = undefined;
});

const create = (who: string, options: Record<string, string | number> = {}) => command(w!, user(w!, who), 'game', options, { subcommand: 'create' });
const join = (who: string, faction: string) => command(w!, user(w!, who), 'game', { faction }, { subcommand: 'join' });
const lobbyPosts = () => textOf(w!.server.messages(w!.channels[0] as EmulatedChannel));

describe('/game create offers the Ixians & Tleilaxu expansion', () => {
  it('EXPANSION-PRESET the expansion preset keeps the recommended defaults, options typed over it apply, and the lobby says so', async () => {
    w = await world({ players: ['alice', 'bob'] });
    const answer = await create('alice', { expansion: 'expansion', 'expansion-options': 'sandtrout = off, hmsSpice=per-step' });
    expect(ephemeral(answer)).toContain('Game created');
    expect(lobbyPosts()).toContain("the Ixians & Tleilaxu expansion's components (options: sandtrout=false, hmsSpice=per-step)");
    const live = await w.bot.store.findActiveGameByChannel((w.channels[0] as EmulatedChannel).id);
    const stored = await w.bot.store.getGame(live!.id);
    expect(stored!.game.options).toMatchObject({ sandtrout: false, hmsSpice: 'per-step' });
    // The preset adds nothing: the rules' defaults are the reference's recommendations.
    expect(stored!.game.options).not.toHaveProperty('expansionTreacheryCards');
  });

  it('EXPANSION-PRESET the base game (the default) switches every expansion component off, and its public view lists none of the expansion options', async () => {
    w = await world({ players: ['alice', 'bob'] });
    expect(ephemeral(await create('alice'))).toContain('Game created');
    expect(lobbyPosts()).toContain('no expansion components');
    expect(ephemeral(await join('alice', 'atreides'))).toContain('You play');
    expect(ephemeral(await join('bob', 'fremen'))).toContain('You play');
    expect(ephemeral(await command(w, user(w, 'alice'), 'game', {}, { subcommand: 'start' }))).toContain('started');
    const { state } = await stateOf(w);
    expect(state.options).toMatchObject({ expansionTreacheryCards: false, sandtrout: false, cheapHeroTraitor: false, techTokens: false });
    const shown = Object.keys(publicView(state).options);
    expect(shown).toContain('rules');
    expect(shown).not.toContain('expansionTreacheryCards');
    expect(shown).not.toContain('hmsSpice');
  }, 30_000);

  it('EXPANSION-OPTIONS a wrong option or value is refused with what it may be, and no game is created', async () => {
    w = await world({ players: ['alice'] });
    expect(ephemeral(await create('alice', { 'expansion-options': 'sandworms=on' }))).toContain('"sandworms" is not an option of the expansion');
    expect(ephemeral(await create('alice', { 'expansion-options': 'hmsSpice' }))).toContain('Give hmsSpice a value, like hmsSpice=per-piece-if-moved');
    expect(ephemeral(await create('alice', { 'expansion-options': 'hmsSpice=sometimes' }))).toContain(
      'hmsSpice must be "per-piece-if-moved" or "per-step", not "sometimes"',
    );
    expect(ephemeral(await create('alice', { 'expansion-options': 'amal=on, AMAL=off' }))).toContain('amal is given twice');
    expect(await w.bot.store.findActiveGameByChannel((w.channels[0] as EmulatedChannel).id)).toBeNull();
  });

  it('EXPANSION-OPTIONS autocomplete completes the entry being typed with each value, the recommended one first', async () => {
    w = await world({ players: ['alice'] });
    const channel = w.channels[0] as EmulatedChannel;
    const ask = (value: string) =>
      w!.server.autocomplete({ user: user(w!, 'alice'), channel, name: 'game', subcommand: 'create', focused: 'expansion-options', value, options: {} });
    expect(await ask('sandtrout')).toEqual([
      { name: 'sandtrout=with-expansion (recommended)', value: 'sandtrout=with-expansion' },
      { name: 'sandtrout=true', value: 'sandtrout=true' },
      { name: 'sandtrout=false', value: 'sandtrout=false' },
      { name: 'sandtroutTurnOne=reshuffle (recommended)', value: 'sandtroutTurnOne=reshuffle' },
      { name: 'sandtroutTurnOne=applies', value: 'sandtroutTurnOne=applies' },
    ]);
    expect(await ask('amal=false, hmsSpice=per-s')).toEqual([{ name: 'amal=false, hmsSpice=per-step', value: 'amal=false, hmsSpice=per-step' }]);
    expect((await ask('')).length).toBe(25);
  });
});

describe('/game join and the eight factions', () => {
  it('seats the Ixians and the Tleilaxu like any faction', async () => {
    w = await world({ players: ['alice', 'bob'] });
    ephemeral(await create('alice', { expansion: 'expansion' }));
    expect(ephemeral(await join('alice', 'ixians'))).toContain('You play the Ixians');
    expect(ephemeral(await join('bob', 'tleilaxu'))).toContain('You play the Tleilaxu');
    const live = await w.bot.store.findActiveGameByChannel((w.channels[0] as EmulatedChannel).id);
    expect((await w.bot.store.getGame(live!.id))!.seats.map((s) => s.seat).sort()).toEqual(['ixians', 'tleilaxu']);
  });

  it('/game join lists all 8 factions and a random one', async () => {
    w = await world({ players: ['alice'] });
    const game = w.server.registeredCommands().find((c) => c.name === 'game');
    const join = game?.options?.find((o) => o.name === 'join');
    const faction = join && 'options' in join ? join.options?.find((o) => o.name === 'faction') : undefined;
    const names = faction && 'choices' in faction ? (faction.choices ?? []).map((c) => c.name) : [];
    expect(names).toHaveLength(9);
    expect(names).toEqual(expect.arrayContaining(['Ixians', 'Tleilaxu', 'Random free faction']));
  });
});
