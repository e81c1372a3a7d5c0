import { PLAYER_ACTIONS } from '../../src/dune';

const ACTIONS = new Set(PLAYER_ACTIONS.map((a) => a.name));

/** Raw action syntax, as the rules engine writes it (`pass`, `advise with: true`), found in a text: never for players, who get commands. */
export const rawActions = (text: string): string[] =>
  [...text.matchAll(/`([a-z][a-z-]*)(?: [^`]*)?`/g)].filter((m) => ACTIONS.has(m[1] as string)).map((m) => m[0]);
