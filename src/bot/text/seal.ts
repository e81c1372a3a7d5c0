/**
 * The words of the sealed deal (docs/secrecy.md, "Verifiable randomness"): the start post commits
 * to the game's key by its SHA-256, and the ending reveals the key so that anyone can re-deal the
 * game from it and check every shuffle.
 */
export const VERIFY_COMMAND = 'npm run verify-game';

export const sealText = (commitment: string): string =>
  `Every shuffle and draw of this game follows from a secret key whose SHA-256 is \`${commitment}\`: the ending reveals the key, so anyone can check the deal.`;

export const keyRevealText = (key: string): string =>
  `The game's key was \`${key}\` (its SHA-256 is the one posted at the start). Re-deal the game from it and check every shuffle with \`${VERIFY_COMMAND} -- <the log's JSON file>\`.`;

export const raceKeyText = (key: string): string => `The race's key was \`${key}\` (its SHA-256 is the one posted at the start): every roll followed from it.`;
