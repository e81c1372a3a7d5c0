import { fail } from '../../engine/result';
import type { Ctx } from '../context';
import type { TreacheryKindId } from '../data/cards';
import type { TerritoryId } from '../data/map';
import type { DuneState, FactionId, LeaderId } from '../state';
import type { PowerId } from './karama/powers';
import { possessive } from '../victory/describe';

/** The arguments of `play`: the card, and what each card's use needs. */
export interface PlayArgs {
  card: TreacheryKindId;
  sectors?: number;
  target?: FactionId;
  question?: string;
  leader?: LeaderId;
  forces?: number;
  elite?: number;
  power?: PowerId;
  special?: boolean;
  territory?: TerritoryId;
  sector?: number;
  via?: TerritoryId;
}

/** What playing a card away from battle does, and when it may be done. */
export interface CardUse {
  /** The arguments of `play` this use takes besides `card`. */
  readonly args: readonly Exclude<keyof PlayArgs, 'card'>[];
  /** Checks that the card may be played now, each condition with its own error, then plays it. */
  play(s: DuneState, f: FactionId, args: PlayArgs, ctx: Ctx): void;
  /**
   * When `f` is in this use's own window (the storm-card window, their movement), rejects a card
   * that has no use there with the window's own explanation.
   */
  rejectOther?(s: DuneState, f: FactionId, cardName: string): void;
}

/** The answer to an action from a faction whose move it is not, with what the game expects instead: the dispatcher's, and that of cards played in one's own turn. */
export function notYourMove(f: FactionId, expecting: string): never {
  fail('not-your-turn', `It is not the ${possessive(f)} move. ${expecting}`);
}
