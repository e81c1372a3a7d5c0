import type { TreacheryKindId } from '../data/cards';
import { findCardOfKind } from '../names';
import { of, type DuneState, type FactionId } from '../state';

/** The faction holding a card of this kind, if any: for the expansion's one-copy cards with a moment of their own (Thumper, Harvester). */
export const holderOf = (s: DuneState, kind: TreacheryKindId): FactionId | undefined =>
  s.factions.find((f) => findCardOfKind(of(s.hands, f), kind) !== undefined);
