import type { FactionId } from '../data/factions';

/** An event the whole table sees: the type system forbids it to name readers. */
export type Public<F = unknown> = Readonly<F> & { readonly to?: never };

/** An event only the factions in `to` see: the one place a secret may travel. */
export type Private<F = unknown> = Readonly<F> & { readonly to: Readers };

/** The readers of a private event: at least one. */
export type Readers = readonly [FactionId, ...FactionId[]];
