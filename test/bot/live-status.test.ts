import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { publicView } from '../../src/dune';
import { liveStatus, statusEmbed } from '../../src/bot/news/status';
import type { FactionId } from '../../src/dune/state';
import { playedGames, sealed } from './played-games';

const SIX: FactionId[] = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'spacing-guild', 'harkonnen'];
const CHANGES = playedGames([{ seats: SIX, turns: 10, seed: 12 }]);

describe('the live status after a change', () => {
  it('is the status made anew from the view after it, its digest that of its JSON, though it reuses what the change left as it was', () => {
    let reused = 0;
    let made = 0;
    let previous: ReturnType<typeof liveStatus> | null = null;
    CHANGES.forEach((change, i) => {
      const { before, after } = sealed(change);
      // Now and then the Fremen's seat is played by someone else: the fronts of shields name whoever holds it.
      const seats = SIX.map((seat, n) => ({ seat, userId: seat === 'fremen' && i % 5 === 0 ? 'stand-in' : String(1000 + n) }));
      const awaited = Object.fromEntries(publicView(after).waitingFor.map((f) => [f, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()]));
      const live = liveStatus(before && publicView(before), publicView(after), seats, awaited, false, {}, null);
      const fresh = statusEmbed(publicView(after), seats, awaited, false, {}, null);
      expect(JSON.stringify(live.body), `change ${i}`).toBe(JSON.stringify(fresh));
      expect(live.shown).toBe(createHash('sha1').update(JSON.stringify(fresh)).digest('base64url'));
      if (previous && live.body.fields === previous.body.fields) reused++;
      else made++;
      previous = live;
    });
    // Both ways were taken, many times each.
    expect(reused).toBeGreaterThan(100);
    expect(made).toBeGreaterThan(100);
  });
});
