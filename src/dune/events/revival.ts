import type { FactionId } from '../data/factions';
import type { Public } from './audience';

/** Revival (rules §9), and revivals by cards away from it. */
export interface RevivalEvents {
  /**
   * `faction` revives `forces` (`elite` of them starred) and perhaps a leader for `cost` spice, paid
   * by `paidBy` (the Emperor for an ally) or by themselves, to `paidTo` (the Tleilaxu, TLX-6) or
   * the bank; `by` names a card or power that revived free.
   */
  revived: Public<{
    faction: FactionId;
    forces: number;
    elite: number;
    leader?: string;
    cost: number;
    paidBy?: FactionId;
    paidTo?: FactionId;
    by?: string;
    kwisatzHaderach?: true;
  }>;
  'revival-passed': Public<{ faction: FactionId }>;
  /** The Fremen grant their ally `free` extra free revivals. */
  'revival-granted': Public<{ faction: FactionId; ally: FactionId; free: number }>;
  /** TLX-13: `faction` bar `target` from reviving anything this turn. */
  'revival-barred': Public<{ faction: FactionId; target: FactionId }>;
  /** TLX-8: `faction` raise `target`'s force revival limit to `limit` for this turn, or until they change it (`lasting`, OP-7). */
  'revival-limit-raised': Public<{ faction: FactionId; target: FactionId; limit: number; lasting: boolean }>;
  /** TLX-9: `faction` ask the Tleilaxu to revive `leader` early, or (`ghola`) to give it back from their Gholas. */
  'early-revival-asked': Public<{ faction: FactionId; leader: string; ghola?: true }>;
  /** TLX-9: `faction` (the Tleilaxu) name `price` for `target`'s `leader` (`ghola`: their Ghola). */
  'early-revival-priced': Public<{ faction: FactionId; target: FactionId; leader: string; price: number; ghola?: true }>;
  /** TLX-9: `faction` (the Tleilaxu) refuse to revive `target`'s `leader`, or (`ghola`) to give it back. */
  'early-revival-refused': Public<{ faction: FactionId; target: FactionId; leader: string; ghola?: true }>;
  /** TLX-11: `faction` (the Tleilaxu) revive `owner`'s dead `leader` into their own pool as a Ghola, for `cost` to the bank. */
  'ghola-revived': Public<{ faction: FactionId; owner: FactionId; leader: string; cost: number }>;
  /** TLX-7: `faction` takes `amount` from the bank because `from` used free revival. */
  'free-revival-income': Public<{ faction: FactionId; from: FactionId; amount: number }>;
}
