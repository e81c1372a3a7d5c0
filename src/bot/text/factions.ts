import { singularName } from '../../dune/data/faction-traits';
import { factionName } from '../../dune/data/factions';
import type { FactionId } from '../../dune';
import { conjugate, list, type GrammaticalNumber } from './grammar';

/**
 * How each faction is spoken of at the table: the Atreides, the Harkonnen, the Fremen, the Bene
 * Gesserit, the Ixians and the Tleilaxu are peoples ("the Fremen ship"), the Emperor a person and
 * the Spacing Guild a body ("the Emperor ships", "the Guild takes its turn"): the number is the
 * faction data's (the engine's own sentences agree with it too), the possessive the catalogue's.
 */
export const grammaticalNumber = (f: FactionId): GrammaticalNumber => (singularName(f) ? 'singular' : 'plural');

const POSSESSIVE: Readonly<Partial<Record<FactionId, string>>> = { 'spacing-guild': 'its' };

/** "the Emperor", inside a sentence. */
export const the = (f: FactionId): string => `the ${factionName(f)}`;

/** "the Atreides and the Fremen". */
export const theFactions = (fs: readonly FactionId[]): string => list(fs.map(the));

/** A faction doing something, the verb agreeing: "the Emperor ships", "the Fremen ship". */
export const does = (f: FactionId, verb: string): string => `${the(f)} ${conjugate(verb, grammaticalNumber(f))}`;

/** Several factions doing something together: "the Atreides and the Emperor are". */
export const doTogether = (fs: readonly FactionId[], verb: string): string =>
  fs.length === 1 && fs[0] ? does(fs[0], verb) : `${theFactions(fs)} ${conjugate(verb, 'plural')}`;

/** "their" or "its". */
export const their = (f: FactionId): string => POSSESSIVE[f] ?? 'their';

/** The faction as its reader hears it: "you" for the reader, "the Harkonnen" for anyone else. */
export const person = (f: FactionId, reader: FactionId | null): string => (f === reader ? 'you' : the(f));

/** The faction doing something, as its reader hears it: "you give", "the Harkonnen give". */
export const personDoes = (f: FactionId, reader: FactionId | null, verb: string): string => (f === reader ? `you ${conjugate(verb, 'plural')}` : does(f, verb));

/** "the Emperor's", "the Atreides'". */
export const possessive = (name: string): string => (name.endsWith('s') ? `${name}'` : `${name}'s`);
