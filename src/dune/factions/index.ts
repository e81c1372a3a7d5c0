import type { DuneState, FactionId } from '../state';
import { atreides } from './atreides';
import { beneGesserit } from './bene-gesserit';
import { emperor } from './emperor';
import { fremen } from './fremen';
import { guild } from './guild';
import { harkonnen } from './harkonnen';
import { ixians } from './ixians';
import { tleilaxu } from './tleilaxu';
import type { FactionHooks, FactionModule, StormDecision } from './module';

/** The factions whose powers live in their own folder, one registration line each, in id order (the order their hooks are met). */
export const FACTION_MODULES: readonly FactionModule[] = [atreides, beneGesserit, emperor, fremen, guild, harkonnen, ixians, tleilaxu];

const HOOKS: Partial<Record<FactionId, FactionHooks>> = Object.fromEntries(FACTION_MODULES.map((m) => [m.id, m.hooks]));
const BASE: FactionHooks = {};

/** The hooks of `f`'s powers; none for a faction whose powers are all the base rules'. */
export const hooksOf = (f: FactionId): FactionHooks => HOOKS[f] ?? BASE;

/**
 * `f`'s storm decision: its own hook's, or, in a game with the HMS but without the Ixians
 * (`hmsWithoutIxians`), the HMS's, which the Ixians' module holds and whose placing falls to the
 * First Player (`hmsPlacer`).
 */
export const stormDecisionOf = (s: DuneState, f: FactionId): StormDecision | undefined =>
  hooksOf(f).stormDecision ?? (s.hms?.owner === null ? ixians.hooks.stormDecision : undefined);
