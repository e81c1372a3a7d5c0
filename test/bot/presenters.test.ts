import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/bot/discord-limits';
import { EVENT_PRESENTERS, presentEvent } from '../../src/bot/presenters/events';
import { layoutPosts, newsSections } from '../../src/bot/presenters/posts';
import { changedSecrets } from '../../src/bot/presenters/secrets';
import { createGame } from '../../src/dune/create';
import type { DuneEvent } from '../../src/dune/events';
import type { FactionId } from '../../src/dune/state';
import { privateView } from '../../src/dune/views';
import { playRandomGame } from '../../src/sim/random-player';

const SRC = new URL('../../src/dune/', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** Event types written literally where the engine emits an event. */
function emittedTypes(): string[] {
  const types = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/(?:emit|push)\(\s*\{\s*type:\s*'([a-z0-9-]+)'/g)) types.add(m[1]!);
  }
  return [...types].sort();
}

/** Every event of a few seeded random games, played on the engine alone. */
function randomGameEvents(): DuneEvent[] {
  const events: DuneEvent[] = [];
  const games: [FactionId[], number][] = [
    [['atreides', 'harkonnen'], 2],
    [['atreides', 'bene-gesserit', 'emperor', 'fremen', 'spacing-guild', 'harkonnen'], 10],
  ];
  for (const [seats, turns] of games) {
    const created = createGame({ seats, options: { turns, seating: 'random' }, seed: 7 });
    if (!created.ok) throw new Error(created.error.message);
    events.push(...created.value.events);
    playRandomGame(created.value.state, 7, { maxMoves: 600, onMove: (_s, move) => move.result.ok && events.push(...move.result.value.events) });
  }
  return events;
}

describe('event presenters', () => {
  it('know every event type the engine emits', () => {
    const types = emittedTypes();
    expect(types.length).toBeGreaterThan(100);
    expect(types.filter((t) => !EVENT_PRESENTERS[t])).toEqual([]);
  });

  it('word the events of real games readably: no undefined, NaN or raw objects', () => {
    const events = randomGameEvents();
    expect(new Set(events.map((e) => e.type)).size).toBeGreaterThan(40);
    for (const e of events) {
      const text = presentEvent(e);
      expect(text, JSON.stringify(e)).not.toMatch(/undefined|NaN|\[object|null/);
      expect(EVENT_PRESENTERS[e.type], e.type).toBeDefined();
    }
  });

  it('fall back to the facts of an unknown event, in words', () => {
    expect(presentEvent({ type: 'spice-storm-surge', faction: 'fremen', territory: 'The Great Flat', forces: 3, hidden: false })).toBe(
      'Spice storm surge: faction Fremen, territory The Great Flat, forces 3.',
    );
  });
});

describe('channel posts', () => {
  it('start a section per phase, titled with the turn; private events never enter them', () => {
    const sections = newsSections(
      [
        { type: 'storm-dialled', faction: 'atreides' },
        { type: 'storm-dial-recorded', to: ['atreides'], value: 7 },
        { type: 'phase-started', phase: 'spice-blow', turn: 2, title: 'Spice Blow and Nexus' },
        { type: 'spice-blown', pile: 'A', territory: 'Old Gap', sector: 9, amount: 6, placed: true },
      ],
      'Turn 2 · Storm',
    );
    expect(sections.map((s) => [s.title, s.lines])).toEqual([
      ['Turn 2 · Storm', ['Atreides dialled the storm.']],
      ['Turn 2 · Spice Blow and Nexus', ['Spice blow (pile A): 6 spice in Old Gap (sector 9).']],
    ]);
  });

  it("respect Discord's limits however much happens at once", () => {
    const line = 'The storm moves 3 sectors, from sector 4 to sector 7; destroyed: '.padEnd(900, 'x');
    const posts = layoutPosts([{ title: 'Turn 1 · Storm', lines: Array.from({ length: 120 }, () => line), color: 1 }], 'w'.repeat(3000));
    expect(posts.length).toBeGreaterThan(1);
    for (const post of posts) {
      expect(post.embeds.length).toBeLessThanOrEqual(LIMITS.embedsPerMessage);
      expect(post.embeds.reduce((n, e) => n + (e.title?.length ?? 0) + (e.description?.length ?? 0), 0)).toBeLessThanOrEqual(LIMITS.embedsTotal);
      for (const e of post.embeds) expect(e.description!.length).toBeLessThanOrEqual(LIMITS.embedDescription);
    }
    expect(posts.at(-1)!.content!.length).toBe(LIMITS.content);
    expect(posts.flatMap((p) => p.embeds.flatMap((e) => e.description!.split('\n')))).toHaveLength(120);
  });
});

describe('secrets', () => {
  it('list what changed for a player, spice as before → after', () => {
    const created = createGame({ seats: ['atreides', 'harkonnen'], seed: 3 });
    if (!created.ok) throw new Error(created.error.message);
    const before = created.value.state;
    const after = structuredClone(before);
    after.spice.harkonnen = 4;
    expect(changedSecrets(privateView(before, 'harkonnen'), privateView(after, 'harkonnen'))).toEqual([['Spice', '10 → 4']]);
    expect(changedSecrets(privateView(before, 'atreides'), privateView(after, 'atreides'))).toEqual([]);
    expect(changedSecrets(null, privateView(after, 'atreides')).map(([k]) => k)).toEqual(['Spice', 'Hand', 'Traitors', 'Traitor offers']);
  });
});
