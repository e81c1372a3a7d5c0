import type { Result } from '../../engine/result';
import { ALL_ACTIONS } from '../registry';
import { findFaction, findTerritory, resolveCardKind, resolveLeader, resolveTraitorCard } from '../names';
import type { Chosen } from './types';
import type { ArgType } from '../actions/args';

/**
 * Arguments typed by a person name things ("Arrakeen", "Bene Gesserit", "Duncan Idaho"); forms
 * reason with ids. Names are matched as the engine matches them; a name nothing matches is kept
 * as typed, and the engine's dry run refuses it with its own message.
 */
export function withIds(action: string, chosen: Chosen): Chosen {
  const types = new Map(ALL_ACTIONS.filter((a) => a.name === action).flatMap((a) => a.args.map((x) => [x.name, x.type] as const)));
  return Object.fromEntries(Object.entries(chosen).map(([name, value]) => [name, typeof value === 'string' ? (toId(types.get(name), value) ?? value) : value]));
}

const RESOLVERS: Partial<Record<ArgType, (name: string) => string | undefined>> = {
  territory: findTerritory,
  faction: findFaction,
  leader: (name) => quietly(resolveLeader, name),
  traitor: (name) => quietly(resolveTraitorCard, name),
  card: (name) => quietly(resolveCardKind, name),
};

const toId = (type: ArgType | undefined, value: string): string | undefined => (type ? RESOLVERS[type]?.(value) : undefined);

function quietly(resolve: (name: string) => Result<string>, name: string): string | undefined {
  const found = resolve(name);
  return found.ok ? found.value : undefined;
}
