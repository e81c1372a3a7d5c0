import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { liveStatus, statusEmbed } from '../../src/bot/news/status';
import { publicView } from '../../src/dune';
import { sealState } from '../../src/dune/inspect';
import type { Scenario } from '../../src/dune/scenario';
import type { FactionId } from '../../src/dune/state';
import { finalState } from '../dune/battle-helpers';
import { playedGames, sealed } from './played-games';

const SEATS: FactionId[] = ['ixians', 'tleilaxu', 'atreides', 'fremen'];
const seats = SEATS.map((seat, n) => ({ seat, userId: String(2000 + n) }));

/** The live status of the Ixians, the Tleilaxu, the Atreides and the Fremen set up as `setup` says. */
const statusOf = (setup: Scenario['setup']) =>
  statusEmbed(publicView(sealState(finalState({ seed: 3, factions: SEATS, setup, actions: [] }))), seats, {}, false);

/** Turn 3's Bidding: the HMS at Funeral Plain with Cyborgs and Suboids inside, Tech Tokens, a revealed Face Dancer, a Ghola. */
const TABLE: Scenario['setup'] = {
  turn: 3,
  phase: 'bidding',
  hms: { territory: 'Funeral Plain' },
  board: [{ faction: 'ixians', territory: 'HMS', forces: 5, elite: 2 }],
  techTokens: { ixians: ['Heighliners'], tleilaxu: ['Axlotl Tanks', 'Spice Production'] },
  faceDancers: [{ leader: 'Stilgar', revealed: true }, 'Duncan Idaho', 'Otheym'],
  gholas: ['Shadout Mapes'],
};

const field = (embed: ReturnType<typeof statusEmbed>, name: string): string => embed.fields?.find((f) => f.name === name)?.value ?? '';

describe('the front of shield (the pinned status) with the Ixians & Tleilaxu expansion', () => {
  it('shows where the HMS points, the Ixians’ Cyborgs apart, the Tech Tokens in front of their holders’ shields, the revealed Face Dancers and the Gholas', () => {
    const embed = statusOf(TABLE);
    expect(embed.description).toContain('🏯 Hidden Mobile Stronghold at the Funeral Plain (sector 14).');
    expect(embed.description).toContain("🎭 The Tleilaxu's Face Dancer revealed: Stilgar.");
    expect(field(embed, 'Ixians')).toContain('Hidden Mobile Stronghold 5 (2 Cyborgs)');
    expect(field(embed, 'Ixians')).toContain('⚙️ Tech Token: Heighliners');
    expect(field(embed, 'Tleilaxu')).toContain('⚙️ Tech Tokens: Axlotl Tanks and Spice Production');
    expect(field(embed, 'Tleilaxu')).toContain("🧬 Ghola: Shadout Mapes (the Fremen's)");
    expect(field(embed, 'Atreides')).not.toContain('Tech');
  });

  it('keeps the other Face Dancers secret: the status is the same whichever unrevealed leaders they are', () => {
    const other = statusOf({ ...TABLE, faceDancers: [{ leader: 'Stilgar', revealed: true }, 'Thufir Hawat', 'Jamis'] });
    expect(JSON.stringify(other)).toBe(JSON.stringify(statusOf(TABLE)));
  });

  it('before the HMS is placed, says so', () => {
    expect(statusOf({ turn: 1, phase: 'storm' }).description).toContain('🏯 The Hidden Mobile Stronghold is not placed yet.');
  });

  it('after each change of an expansion game, is the status made anew, though it reuses the fronts of shields a change left as they were', () => {
    let previous: ReturnType<typeof liveStatus> | null = null;
    let reused = 0;
    for (const change of playedGames([{ seats: SEATS, turns: 4, seed: 7 }])) {
      const { before, after } = sealed(change);
      const live = liveStatus(before && publicView(before), publicView(after), seats, {}, false, {}, null);
      const fresh = statusEmbed(publicView(after), seats, {}, false, {}, null);
      expect(JSON.stringify(live.body)).toBe(JSON.stringify(fresh));
      expect(live.shown).toBe(createHash('sha1').update(JSON.stringify(fresh)).digest('base64url'));
      if (previous && live.body.fields === previous.body.fields) reused++;
      previous = live;
    }
    expect(reused).toBeGreaterThan(10);
  });
});
