import { list } from './grammar';

/** The words of the Ixians & Tleilaxu expansion's choices in `/game create`. */
export const expansionWords = {
  unknownOption: (name: string, names: readonly string[]): string =>
    `"${name}" is not an option of the expansion. Its options (docs/options.md) are ${list([...names])}.`,
  noValue: (name: string, values: readonly (string | boolean)[]): string =>
    `Give ${name} a value, like ${name}=${String(values[0])}; it takes ${values.map(String).join(' or ')}.`,
  twice: (name: string): string => `${name} is given twice: give each option once.`,
  /** An autocomplete suggestion whose value is the reference's recommended default. */
  recommended: (entry: string): string => `${entry} (recommended)`,
  /** The lobby post's words for the expansion's part of a game: its preset, and the options typed one by one. */
  inLobby: (preset: 'base' | 'expansion', typed: readonly string[]): string =>
    (preset === 'base' ? 'no expansion components' : "the Ixians & Tleilaxu expansion's components") + (typed.length ? ` (options: ${typed.join(', ')})` : ''),
  /** The `/game create` choices. */
  presets: { base: 'Base game (no expansion components)', expansion: 'Ixians & Tleilaxu expansion (recommended options)' },
};
