import { expect, it } from 'vitest';
import { runDemo } from '../../src/demo/demo';
import { inspectState } from '../../src/dune/inspect';
import { traitorName } from '../../src/dune/data/traitors';
import type { DuneState, FactionId } from '../../src/dune/state';
import type { EmulatedChannel, PostedMessage } from '../discord-emulator';
import { testDatabases } from '../support/databases';
import { rawActions } from '../support/raw-actions';

const FACTIONS: readonly FactionId[] = ['ixians', 'tleilaxu', 'atreides', 'harkonnen', 'fremen', 'emperor'];

const linesOf = (m: PostedMessage): string[] =>
  [
    m.content,
    ...m.embeds.flatMap((e) => [e.title ?? '', ...(e.description ?? '').split('\n'), ...(e.fields ?? []).flatMap((f) => [f.name, ...f.value.split('\n')])]),
  ].filter((l) => l !== '');

/** The DM lines that carry the new factions' secrets: the Face Dancers (TLX-1) and the cards the Ixians saw (IX-2). */
const SECRET_LINE = /Face Dancer|cards dealt for the auction|You put .* (on top of|at the bottom of) the treachery deck/;

it('DEMO-EXPANSION `npm run demo -- --factions ixians,tleilaxu,atreides,harkonnen,fremen,emperor` plays to a winner; the Face Dancers and the Ixians’ seen cards stay out of the channel until the end names the Face Dancers', async () => {
  let channel: string[] = [];
  const dms = new Map<string, string[]>();
  let final: DuneState | undefined;
  const result = await runDemo({
    factions: FACTIONS,
    turns: 10,
    seed: 1979,
    databases: testDatabases,
    out: () => undefined,
    inspect: async (world, gameId) => {
      channel = world.server.messages(world.channels[0] as EmulatedChannel).flatMap(linesOf);
      for (const [name, user] of world.users) dms.set(name, world.server.dms(user).flatMap(linesOf));
      const loaded = await world.bot.store.load(gameId);
      if (loaded.ok) final = inspectState(loaded.value.state);
    },
  });
  expect(result.winner).not.toBeNull();
  expect(result.clicks.refused).toEqual([]);
  const state = final as DuneState;
  expect(state.phase).toBe('ended');

  // The secrets were dealt and told to their owners alone.
  const secrets = [...(dms.get('ctair') ?? []), ...(dms.get('ajidica') ?? [])].filter((l) => SECRET_LINE.test(l));
  expect(secrets.some((l) => l.includes('cards dealt for the auction'))).toBe(true);
  expect(secrets.some((l) => l.includes('Your Face Dancers'))).toBe(true);
  for (const line of secrets) expect(channel).not.toContain(line);

  // Every new decision is named by its command: no raw action syntax in the channel or any DM.
  expect(rawActions([...channel, ...[...dms.values()].flat()].join('\n'))).toEqual([]);

  // Until the end, no channel line about the Face Dancers names a leader still hidden among them.
  const dancers = (state.faceDancers ?? []).map((x) => ({ ...x, name: traitorName(x.leader) }));
  expect(dancers.length).toBe(3);
  const reveal = channel.findIndex((l) => l.startsWith('Face Dancers: '));
  expect(reveal).toBeGreaterThan(0);
  for (const line of channel.slice(0, reveal).filter((l) => /Face Dancer/.test(l)))
    for (const d of dancers.filter((x) => !x.revealed)) expect(line).not.toContain(d.name);
  // The end-of-game reveal names every Face Dancer the Tleilaxu held.
  for (const d of dancers) expect(channel[reveal]).toContain(d.name);
}, 150_000);
