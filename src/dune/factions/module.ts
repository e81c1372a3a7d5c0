import type { ActionSpec, DuneAction } from '../actions/spec';
import type { PowerId } from '../cards/karama/powers';
import type { SpecialPower } from '../cards/karama/special-power';
import type { Rng } from '../../engine/rng';
import type { Ctx } from '../context';
import type { DuneEvent } from '../events';
import type { Battle, BattleStep, DialRules } from '../shape/battle';
import type { StormMoment } from '../shape/storm';
import type { RevivalDecision } from '../shape/revival';
import type { TerritoryId } from '../data/map';
import type { CardId } from '../data/cards';
import type { DuneState, FactionId, Forces, ForceStack, LeaderId, Winner } from '../state';
import type { GameOptions } from '../options';

/** A power that makes its owner's side stronger on the wheel (Advanced), which a Karama named after it stops. */
export interface StrengthPower {
  readonly power: PowerId;
  /** Whether owner `f` uses it in battle `b`, judged from public facts only: who fights, and the starred forces on `f`'s front. */
  used(b: Battle, f: FactionId, front: Forces): boolean;
  /** Whether it is used in a Basic game with these options too (the Ixians' Cyborgs, OP-1); otherwise Advanced only. */
  inBasic?(o: GameOptions): boolean;
}

/** An alliance power of the Revival phase: a decision of its owner's, waited for while it is open (GF9 1.05.00). */
export interface RevivalPower {
  readonly decision: Exclude<RevivalDecision, 'revive'>;
  readonly power: PowerId;
  /** Whether `owner` may still use it this turn, from public facts only. */
  open(s: DuneState, owner: FactionId): boolean;
  /** What the owner is asked while it is open, in the game's terms. */
  asked(s: DuneState, ally: FactionId): string;
  /** Its action. The phase checks after it whether anybody still has a decision, so the action need not. */
  readonly action: ActionSpec;
  // The Fremen's grant: free revivals for the ally, decided before the ally revives.
  /** Free revivals the owner's ally has once it is used (the step's `fremenGrant`). */
  readonly allyFree?: number;
  /** Whether the ally's own revival waits while it is open. */
  readonly first?: boolean;
  /** Whether a Karama may stop it now: while it is open, or as long as this says (given, not yet used). */
  inUse?(s: DuneState, owner: FactionId): boolean;
  /** Undoes its use, when a Karama stops it. */
  withdraw?(s: DuneState): void;
}

/** A way to win when the last turn ends without a stronghold victory (§13.2); the phase tries them all in `rank` order. */
export interface LastTurnWin {
  readonly rank: number;
  /** The win for `owner` (with their ally), if theirs now. */
  winner(s: DuneState, owner: FactionId): Winner | null;
}

// The Guild's and the Fremen's hooks: shipment, movement, the storm, the Spice Blow, setup.

/** Shipment and Movement: a power over shipments, the owner's own or others' (rules §10.1); each asked of every faction in play. */
export interface ShipmentPowers {
  /** Whether `shipper` ships at half price, rounded up, thanks to `owner` (a Karama against `half-price` stops it). */
  halfPrice(s: DuneState, owner: FactionId, shipper: FactionId): boolean;
  /** Whether `owner` is paid for `shipper`'s shipment instead of the bank (a Karama against `payment-for-shipment` stops it). */
  paid(s: DuneState, owner: FactionId, shipper: FactionId): boolean;
  /** Whether `shipper` may ship forces from one territory to another thanks to `owner`. */
  crossShip(s: DuneState, owner: FactionId, shipper: FactionId): boolean;
  /** Whether `shipper` may ship forces from the board back to reserves thanks to `owner`. */
  shipBack(s: DuneState, owner: FactionId, shipper: FactionId): boolean;
}

/** Shipment and Movement, Advanced: the owner takes their turn out of storm order (rules §12.4). */
export interface TurnOrderPower {
  /** Whether the owner may take their turn now, before the faction whose turn it is has begun it. */
  canCutIn(s: DuneState, owner: FactionId): boolean;
  /** Whether the owner, their turn come, may let the others go first. */
  canDelay(s: DuneState, owner: FactionId): boolean;
  act(s: DuneState, owner: FactionId, ctx: Ctx): void;
  delay(s: DuneState, owner: FactionId, ctx: Ctx): void;
  /** What the phase's prompt adds while the power may be used ('' when it may not). */
  prompt(s: DuneState, owner: FactionId): string;
}

/** What a free send names: the shipment's arguments but where to. */
export interface SendArgs {
  readonly sector?: number;
  readonly forces: number;
  readonly elite?: number;
  readonly karama?: boolean;
  readonly allyPays?: number;
}

/** Shipment and Movement: the owner's shipment from reserves is a free send to a few territories (the Fremen's, rules §10.1). */
export interface FreeSend {
  /** Where the owner may send forces. */
  readonly where: readonly TerritoryId[];
  /** The send; false when a Karama stopped it (nothing moved: the owner still has their shipment). */
  send(s: DuneState, f: FactionId, t: TerritoryId, a: SendArgs, ctx: Ctx): boolean;
}

/** Movement: how far the owner's forces move without ornithopters (rules §10.2). */
export interface MovementRange {
  /** The most it can be, for the menus (a Karama may shorten it). */
  readonly bound: number;
  /** The range now of a group (`moving`, out of the stack `origin` it leaves) and why, in the game's words. */
  range(s: DuneState, f: FactionId, ctx: Ctx, group: MovingGroup): { range: number; why: string };
}

/** A group on the move: its forces, and the forces where it starts (itself included). */
export interface MovingGroup {
  readonly moving: Forces;
  readonly origin: Forces;
}

/** Storm, Advanced: the owner's powers over the storm (rules §5). */
export interface StormPowers {
  /** What the storm kills of the owner's stack, from all of it. */
  losses?(s: DuneState, stack: ForceStack, all: Forces, ctx: Ctx): Forces;
  /** The storm deck moves the storm from turn 2, and the owner alone sees its next card (rules §5.2). */
  readonly deck?: boolean;
}

/** Spice Blow: the owner's powers over sandworms (rules §12.5, S001-WORM). */
export interface WormPowers {
  /** Whether a worm spares `f`'s forces thanks to the owner (a Karama against `worm-immunity` stops it). */
  spares(s: DuneState, owner: FactionId, f: FactionId): boolean;
  /** The owner's forces that may ride the worm out of `t`; the phase offers a ride while there are any. */
  riders(s: DuneState, owner: FactionId, t: TerritoryId): ForceStack[];
  /** The ride out of `from`. */
  ride(s: DuneState, owner: FactionId, from: TerritoryId, args: RideArgs, ctx: Ctx): void;
  /** Advanced: the owner sends each further worm of a blow wherever they choose. */
  readonly sendsFurther: boolean;
}

/** Where worm riders go, and how many. */
export interface RideArgs {
  to: TerritoryId;
  sector?: number;
  forces?: number;
  elite?: number;
}

/** Setup: starting forces the owner places themselves, their step counted by the phase (rules §2). */
export interface StartingForces {
  readonly count: number;
  /** Where they may go, and the same in words ("A, B or C"). */
  readonly where: readonly TerritoryId[];
  readonly whereInWords: string;
  /** Where they all go when nobody places them (a moderator's setup). */
  readonly fallback: { readonly territory: TerritoryId; readonly sector: number };
  /** Places some of the `left` still to place; returns how many. */
  place(s: DuneState, f: FactionId, args: PlaceArgs, left: number, ctx: Ctx): number;
  /** Placements a random player tries. */
  candidates(s: DuneState, f: FactionId, left: number): DuneAction[];
}

/** A starting placement: where, and how many. */
export interface PlaceArgs {
  territory: TerritoryId;
  sector?: number;
  forces?: number;
  elite?: number;
}

/**
 * A decision of its owner's power that the auction waits for while it is open (the Harkonnen giving
 * back a hand taken with Karama; the Ixians' ally replacing a card won, IX-12): the phase waits for
 * the seat deciding, and its other actions fail meanwhile.
 */
export interface BiddingDecision {
  /** Whether `owner`'s decision is open, from public facts only. */
  open(s: DuneState, owner: FactionId): boolean;
  /** Who decides while it is open: the owner unless said (the Ixians' ally decides on the Ixians' IX-12). */
  decider?(s: DuneState, owner: FactionId): FactionId;
  /** What the owner is asked while it is open, in the game's terms. */
  asked(s: DuneState, owner: FactionId): string;
  /** The error another action of the auction meets while it is open: its code, and its words for `action`. */
  readonly error: string;
  waits(s: DuneState, action: string): string;
  /** Its action. */
  readonly action: ActionSpec;
  /** What a random player tries while it is open (when random arguments seldom fit). */
  candidates?(s: DuneState, owner: FactionId): DuneAction[];
}

// The Bene Gesserit's hooks: co-existing forces, charity, and setup.

/**
 * Shipment and Movement: forces with a second side, advisors, that share a territory without
 * occupying it (the Bene Gesserit's, rules §12.2). The phase's step holds the owner's open
 * decisions (`declaring`, `bgPending`) and waits for the owner while there are any; the hook makes
 * and answers them. What follows from the board alone (lone advisors become fighters) is the
 * phase's (`phases/shipment-movement/sides.ts`), for factions whose data gives them an advisor side.
 */
export interface CoexistingForces {
  /** As the phase begins: whether the owner declares their forces' side before anyone ships. */
  declares(s: DuneState, owner: FactionId): boolean;
  /** `entrant` entered `t` (shipped, sent or moved there): the owner may be asked to flip there. */
  entered(s: DuneState, owner: FactionId, entrant: FactionId, t: TerritoryId, ctx: Ctx): void;
  /** `shipper` shipped from reserves to `t`: the owner may be asked to send a spiritual advisor. */
  shipped(s: DuneState, owner: FactionId, shipper: FactionId, t: TerritoryId, sector: number, ctx: Ctx): void;
  /** Refuses the owner's shipment from reserves to `t` where their forces may not go. */
  checkShipment(s: DuneState, owner: FactionId, t: TerritoryId): void;
  /** Whether the owner's forces arriving in `t` are advisors; `asFighters` asks that advisors arrive as fighters. */
  arriving(s: DuneState, owner: FactionId, t: TerritoryId, movingAdvisors: boolean, asFighters?: boolean): boolean;
  /** The owner's answers: flip a territory's forces, keep them as they are, send a spiritual advisor (`beside` the shipment), or none. */
  flip(s: DuneState, owner: FactionId, t: TerritoryId | undefined, ctx: Ctx): void;
  stay(s: DuneState, owner: FactionId, ctx: Ctx): void;
  advise(s: DuneState, owner: FactionId, beside: boolean, ctx: Ctx): void;
  noAdvisor(s: DuneState, owner: FactionId, ctx: Ctx): void;
}

/** CHOAM Charity: a sum the owner receives whatever they hold, in place of the top-up to 2 (rules §7). */
export interface CharityPower {
  /** What a Karama names to stop it. */
  readonly power: PowerId;
  /** The sum, or null while it does not apply (an option may make it Advanced, or never). */
  amount(s: DuneState, owner: FactionId): number | null;
}

/**
 * Setup: a secret the owner decides before play: the Bene Gesserit prediction (rules §2), kept in
 * the state's `prediction`, or the Ixians' starting card (IX-1), kept in the setup step. The owner's
 * view shows it, and another seat's knowledge holds a stand-in.
 */
export interface SetupSecret {
  /** Where it is kept: the state's `prediction` (its owner's view shows it all game), or the setup step. */
  readonly kept: 'prediction' | 'setup-step';
  /** Whether it is decided. */
  made(s: DuneState): boolean;
  /** What the owner is asked until it is, in the game's terms. */
  readonly asked: string;
  /** Its action; the phase ends setup after it once nobody has anything left to decide. */
  readonly action: ActionSpec;
  /** What a random player tries. */
  candidates(s: DuneState, owner: FactionId): DuneAction[];
  /** Decides it with a plain default (a moderator's setup that leaves it out). */
  byDefault(s: DuneState, owner: FactionId): void;
  /** Replaces it, in the copy of the state another seat judges from, by a stand-in that says nothing. */
  hide(k: DuneState, owner: FactionId): void;
}

/** Setup: one starting force the owner places after every other placement (the Advanced Bene Gesserit's, rules §2). */
export interface LastStartingForce {
  /** Whether the owner places it in a game with these options; otherwise their fixed starting placement stands. */
  placed(o: GameOptions): boolean;
  /** What the owner is asked while it is to place, in the game's terms, and the form's summary. */
  readonly asked: string;
  readonly summary: string;
  /** Places it (the setup step's `bgToPlace` says whether it is still to place; the phase clears it). */
  place(s: DuneState, owner: FactionId, args: PlaceArgs, ctx: Ctx): void;
  /** Where it goes when nobody places it (a moderator's setup). */
  readonly fallback: { readonly territory: TerritoryId; readonly sector: number };
  /** Placements a random player tries. */
  readonly candidates: readonly DuneAction[];
}

/**
 * The points where the phases ask a faction's powers. Each is optional: a faction without it plays
 * by the base rule, which the phase applies itself (or hands over as `base` to be refined).
 */
export interface FactionHooks {
  /** Bidding: whether `owner` is paid for the treachery card `buyer` just bought, instead of the bank. */
  paidForCards?(s: DuneState, owner: FactionId, buyer: FactionId, ctx: Ctx): boolean;
  /** Battle, Advanced (and Basic with `dialsInBasic`): how `f`'s forces count on the wheel in battle `b`, from the base rules' answer. */
  dialRules?(s: DuneState, b: Battle, f: FactionId, base: DialRules): DialRules;
  /** Battle: the owner's forces count their own way in the Basic game too (the Ixians' Cyborgs and Suboids, OP-1). */
  dialsInBasic?: boolean;
  /** Battle, Advanced: the powers that make `f`'s side stronger, in the order a Karama meets them. */
  strengthPowers?: readonly StrengthPower[];
  /** Revival: an alliance power of the phase. */
  revival?: RevivalPower;
  /** End of the game: the faction's own ways to win at the end of the last turn. */
  lastTurnWins?: readonly LastTurnWin[];
  /** Advanced: the once-per-game special Karama power (rules §16). */
  specialKarama?: SpecialPower;

  // The Guild's and the Fremen's hooks.
  /** Shipment and Movement: powers over shipments, asked for every shipment of every faction. */
  shipment?: ShipmentPowers;
  /** Shipment and Movement, Advanced: the owner's turn out of storm order. */
  turnOrder?: TurnOrderPower;
  /** Shipment and Movement: the owner's shipment from reserves is a free send. */
  freeSend?: FreeSend;
  /** Movement: the owner's range without ornithopters. */
  movement?: MovementRange;
  /** Storm, Advanced: the owner's storm losses and storm deck. */
  storm?: StormPowers;
  /** Spice Blow: immunity, worm rides, further worms. */
  worms?: WormPowers;
  /** Setup: starting forces the owner places. */
  startingForces?: StartingForces;
  // Bidding and Battle powers (the Harkonnen's, the Atreides', the Bene Gesserit's).
  /** Bidding: decisions of the owner's powers that the auction waits for. */
  biddingDecisions?: readonly BiddingDecision[];
  /**
   * Bidding: whether the owner sees the card up for bid (§8.4): as it opens, with `ctx` (a Karama
   * may stop it then), and while it is up, without.
   */
  seesCardUp?(s: DuneState, owner: FactionId, ctx?: Ctx): boolean;
  /** Shipment and Movement: whether the owner sees the top card of the spice deck (§10): as the phase begins, with `ctx`, and during it, without. */
  seesSpiceDeckTop?(s: DuneState, owner: FactionId, ctx?: Ctx): boolean;
  /** Bidding: whether the owner sees one card more than the auction's and puts one back before it opens (IX-2); asked with `ctx` as the cards are dealt (a Karama may stop it then). */
  choosesAuctionCards?(s: DuneState, owner: FactionId, ctx: Ctx): boolean;
  /** Bidding: the next card is about to go up for bid, before anyone sees it (the Ixians' Technology may swap it, IX-10). */
  cardOpening?(s: DuneState, owner: FactionId, ctx: Ctx): void;
  /** Bidding: the owner just bought a card (after paying for it). */
  cardBought?(s: DuneState, buyer: FactionId, ctx: Ctx): void;
  /**
   * Bidding: `buyer` won `card` in the auction, paid for and its own `cardBought` settled; asked of
   * every faction in play. It may open one of the owner's `biddingDecisions`: the next card waits for it.
   */
  cardWon?(s: DuneState, owner: FactionId, buyer: FactionId, card: CardId, ctx: Ctx): void;
  /** Battle: the owner may call a traitor in their ally's battle, for the ally's side (§12.6). */
  callsTraitorsForAlly?: boolean;
  /** Battle: the owner won battle `b`, now resolved, its loser's losses taken. */
  battleWon?(s: DuneState, st: BattleStep, b: Battle, ctx: Ctx): void;
  /** Mentat Pause: the owner's win in place of stronghold victory `victory` (the Bene Gesserit prediction), told as it is revealed. */
  overturnsVictory?(s: DuneState, owner: FactionId, victory: Winner, ctx: Ctx): Winner | null;

  // The Bene Gesserit's hooks.
  /** Shipment and Movement: the owner's forces co-exist with others' as advisors. */
  coexistence?: CoexistingForces;
  /** CHOAM Charity: a fixed sum whatever the owner holds. */
  charity?: CharityPower;
  /** Setup: a secret the owner decides before play. */
  setupSecret?: SetupSecret;
  /** Setup: the owner deals every faction's starting treachery cards their own way (the Ixians' choice, IX-1); returns the private events. */
  dealsStartingCards?(s: DuneState, owner: FactionId): DuneEvent[];
  /** Setup: a starting force the owner places last. */
  lastStartingForce?: LastStartingForce;

  // The expansion's hooks (the Tleilaxu's first): setup after the traitors, every faction's revival, every battle's end.
  /** Setup: every traitor card is picked, the unpicked ones back in the deck; the owner draws from it (Face Dancers, TLX-1). */
  traitorsPicked?(s: DuneState, owner: FactionId, rng: Rng): DuneEvent[];
  /** Revival: the owner's powers over every faction's revival, its own included. */
  revivalTerms?: RevivalTerms;
  /** Battle: a battle with a winner is over, its aftermath settled; asked of every faction in play, the winner's first. */
  battleSettled?(s: DuneState, owner: FactionId, b: Battle, ctx: Ctx): void;
  /** Storm: a decision of the owner's the phase waits for (the HMS, IX-3 and IX-5). */
  stormDecision?: StormDecision;
  /** The owner's own actions, each in the phases its spec names. */
  actions?: readonly ActionSpec[];
  /**
   * Mentat Pause, no winner yet and a turn still to come: whether the owner has a decision now (the
   * Face Dancer swap, TLX-4). The phase waits for it; the owner's action or `pass` ends its wait.
   */
  mentatDecision?(s: DuneState, owner: FactionId): boolean;
  /** Revival and Spice Collection: the owner's starred forces are priced and collect their own way (the Ixians' Cyborgs). */
  forceKinds?: ForceKinds;
}

/** How the owner's forces revive and collect (the Ixians' Cyborgs and Suboids, IX-7/IX-8). */
export interface ForceKinds {
  /** Spice to revive one starred force, from the base price of one force. */
  eliteRevivalCost(s: DuneState, base: number): number;
  /** The most spice `forces` collect from one pile, from the base rate per force (2, or 3 from Arrakeen or Carthag). */
  collects(s: DuneState, rate: number, forces: Forces): number;
}

/**
 * Storm: a decision of the owner's that the phase waits for before it goes on (the Ixians' HMS:
 * placed once the first storm is placed, IX-3; moved as each later Storm phase begins, IX-5).
 */
export interface StormDecision {
  /** Whether the owner has it to make at `moment`, from public facts only. */
  due(s: DuneState, owner: FactionId, moment: StormMoment): boolean;
  /** What the owner is asked, in the game's terms. */
  asked(s: DuneState, owner: FactionId, moment: StormMoment): string;
  /** Its actions, each of which settles it; the phase goes on after any of them. */
  readonly actions: readonly ActionSpec[];
  /** What a random player tries. */
  candidates(s: DuneState, owner: FactionId, moment: StormMoment): DuneAction[];
}

/** A revival's price: for the forces beyond the free ones, and for a leader (or the Kwisatz Haderach). */
export interface RevivalBill {
  readonly forces: number;
  readonly leader: number;
}

/** Revival (rules §9): what the owner changes in `reviver`'s revival, asked of every faction in play. */
export interface RevivalTerms {
  /** The most forces `reviver` revives this turn, from the limit so far (`Infinity`: none). */
  limit?(s: DuneState, owner: FactionId, reviver: FactionId, limit: number): number;
  /** What `reviver` pays, from the bill so far; `leader`: the leader revived, if any. */
  bill?(s: DuneState, owner: FactionId, reviver: FactionId, bill: RevivalBill, leader?: LeaderId): RevivalBill;
  /** Whether the owner is paid for `reviver`'s revival instead of the bank, asked as the phase begins. */
  paid?(s: DuneState, owner: FactionId, reviver: FactionId): boolean;
  /** `reviver` has just revived, `free` of its forces free. */
  revived?(s: DuneState, owner: FactionId, reviver: FactionId, free: number, ctx: Ctx): void;
  /** Whether the owner's power leaves `reviver` a revival to ask for or buy (TLX-9), or the owner a Ghola to revive (TLX-11): the phase waits for it. */
  offers?(s: DuneState, owner: FactionId, reviver: FactionId): boolean;
}

/** A faction as a module: its id (its data is in `data/factions`) and the hooks its powers plug into. */
export interface FactionModule {
  readonly id: FactionId;
  readonly hooks: FactionHooks;
}
