import type { RaceRules } from './options';
import type { GuardState, PlayerState, Position } from './state';
import type { Direction } from './direction';

/**
 * The board: one circular track of `trackLength` spaces (0 … trackLength − 1, Forward counting
 * up), and for each player a private Home path that branches off the track at the player's Home
 * path entrance and ends at Home.
 */

/** Start spaces spread as evenly as the track allows, in turn order. */
export function startSpace(rules: RaceRules, index: number, players: number): number {
  return Math.floor((index * rules.trackLength) / players);
}

export function midpointSpace(rules: RaceRules, p: PlayerState): number {
  return (p.start + rules.midpointOffset) % rules.trackLength;
}

export function entranceSpace(rules: RaceRules, p: PlayerState): number {
  return (p.start + rules.homeEntranceOffset) % rules.trackLength;
}

export function trackStep(rules: RaceRules, space: number, direction: Direction): number {
  return (space + (direction === 'forward' ? 1 : rules.trackLength - 1)) % rules.trackLength;
}

/**
 * The next position of a Guard of `p` one step from `at`, or null at Home, which a Guard never
 * leaves. Only Forward leads into the Home path, from the entrance, and only for a Guard that may
 * enter it; Backward on the Home path leads back out onto the track.
 */
export function guardStep(rules: RaceRules, p: PlayerState, at: Position, direction: Direction, mayEnterHome: boolean): Position | null {
  switch (at.zone) {
    case 'home':
      return null;
    case 'home-path':
      if (direction === 'forward') return homePathStep(rules, at.step + 1);
      return at.step === 1 ? { zone: 'track', space: entranceSpace(rules, p) } : { zone: 'home-path', step: at.step - 1 };
    case 'track':
      if (direction === 'forward' && mayEnterHome && at.space === entranceSpace(rules, p)) return homePathStep(rules, 1);
      return { zone: 'track', space: trackStep(rules, at.space, direction) };
  }
}

function homePathStep(rules: RaceRules, step: number): Position {
  return step >= rules.homePathLength ? { zone: 'home' } : { zone: 'home-path', step };
}

export function positionOf(g: GuardState): Position {
  return g.zone === 'track' ? { zone: 'track', space: g.space } : g;
}

export function positionKey(at: Position): string {
  switch (at.zone) {
    case 'track':
      return `track:${at.space}`;
    case 'home-path':
      return `home-path:${at.step}`;
    case 'home':
      return 'home';
  }
}

/** "space 5", "step 2 of the Home path", "Home". */
export function positionText(at: Position): string {
  switch (at.zone) {
    case 'track':
      return `space ${at.space}`;
    case 'home-path':
      return `step ${at.step} of the Home path`;
    case 'home':
      return 'Home';
  }
}

export function isStartSpace(players: readonly PlayerState[], space: number): boolean {
  return players.some((p) => p.start === space);
}
