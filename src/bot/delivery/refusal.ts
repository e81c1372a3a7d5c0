import type { PermissionFlagsBits } from 'discord.js';

/** A Discord permission, by its name in discord.js. */
export type PermissionFlag = keyof typeof PermissionFlagsBits;

/**
 * Something Discord refused that a server admin can fix, as the deliverer reports it: the live
 * status could not be pinned (no Pin Messages, or the channel's pins are full), the news went out
 * without its files (no Attach Files), or the news cannot be posted at all and waits.
 */
export type Refusal =
  | { readonly kind: 'pin' }
  | { readonly kind: 'pins-full' }
  | { readonly kind: 'files' }
  | { readonly kind: 'post'; readonly missing: readonly PermissionFlag[] };
