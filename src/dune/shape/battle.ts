import type { PowerId } from '../cards/karama/powers';
import type { CardId } from '../data/cards';
import type { FactionId, LeaderId } from '../data/factions';
import type { TerritoryId } from '../data/map';
import type { Forces } from './forces';

/** What a side put on its battle wheel. Secret until both plans are in. */
export interface Plan {
  leader: LeaderId | null;
  /** The Cheap Hero/Heroine card played in the leader slot. */
  cheapHero: CardId | null;
  /** Strength dialled; half steps only with Advanced spice dialling. */
  dial: number;
  /** Spice paid to support forces (Advanced), held off the player's spice until the battle ends. */
  spice: number;
  /** The tokens whose strength makes up the dial: what the winner loses. */
  forces: Forces;
  weapon: CardId | null;
  defense: CardId | null;
  kwisatzHaderach: boolean;
  /** Its Poison Tooth was declared unused after the reveal (ixians-tleilaxu.md §6): it strikes nobody. Absent: not withdrawn. */
  toothWithdrawn?: boolean;
  /** A Cheap Hero/Heroine was played and is discarded: the Face Dancer check after the battle still sees it (OP-13). Absent: none. */
  cheapHeroPlayed?: true;
}

/**
 * What the Voice may name (base §11.2): a kind of card, the Cheap Hero, or a card by name — the
 * Lasgun, and with the expansion's cards a Shield (Shield Snooper included) and six of the new
 * cards (ixians-tleilaxu.md §6.3). Which of them a game offers: `voiceKindsIn` (phases/battle/voice.ts).
 */
export const VOICE_KINDS = [
  'poison weapon',
  'projectile weapon',
  'poison defense',
  'projectile defense',
  'worthless',
  'cheap hero',
  'lasgun',
  'shield',
  'artillery strike',
  'chemistry',
  'poison tooth',
  'weirding way',
  'poison blade',
  'shield snooper',
] as const;
export type VoiceKind = (typeof VOICE_KINDS)[number];

export const PRESCIENCE_ELEMENTS = ['leader', 'weapon', 'defense', 'dial'] as const;
export type PrescienceElement = (typeof PRESCIENCE_ELEMENTS)[number];

/** The Bene Gesserit Voice in this battle: who may use it on whom, and the command once given. */
export interface Voice {
  by: FactionId;
  target: FactionId;
  decided: boolean;
  command: VoiceCommand | null;
}

/**
 * A decision given in advance for the battles of this turn (phases/battle/standing-orders.ts):
 * against one opponent, or (`opponent: null`) against any opponent without an order of its own.
 * `decision` null means "do not use the power".
 */
export interface StandingOrder<T> {
  opponent: FactionId | null;
  decision: T | null;
}

export type VoiceCommand = { kind: VoiceKind; play: boolean };

/** Atreides prescience in this battle; the answer comes from the target's plan. */
export interface Prescience {
  by: FactionId;
  target: FactionId;
  decided: boolean;
  element: PrescienceElement | null;
}

/** How a battle ended, for the public record. */
export interface Outcome {
  kind: 'battle' | 'traitor' | 'two-traitors' | 'explosion';
  winner: FactionId | null;
  loser: FactionId | null;
  /** Totals of the wheels (only for an ordinary resolution). */
  totals: Partial<Record<FactionId, number>>;
  leadersKilled: LeaderId[];
}

/**
 * The Harkonnen's capture after a battle they won (Advanced, §12.6, GF9 2.05.10.01): a leader of
 * the loser drawn at random; then the Harkonnen's choice (null until made: they may still leave
 * the leader); then, before a kill or capture takes effect, the loser's answer, the moment a
 * Karama stops the attempt (GF9 3.01.11.01).
 */
export interface CaptureAttempt {
  leader: LeaderId;
  choice: 'kill' | 'capture' | null;
}

/** An answer to "traitor?" given in advance. */
export type TraitorOrder = 'call' | 'pass';

/** How one side's forces count on the wheel (dial.ts), as the base rules and the side's own powers make them. */
export interface DialRules {
  /** Forces count in full without spice: the Basic game, and the battle-hardened Fremen (Advanced). */
  free: boolean;
  /** Strength of one supported starred token: Sardaukar and Fedaykin 2 (Advanced), Sardaukar 1 against the Fremen. */
  elite: number;
  /** Strength of one ordinary token that spice neither needs nor raises (the Ixians' Suboids ½, IX-8/IX-11); absent, 1 as the rules above say. */
  regular?: number;
}

export interface Battle {
  territory: TerritoryId;
  /** The pieces of the territory where the two sides meet (storm-separated pieces are apart). */
  sectors: number[];
  aggressor: FactionId;
  defender: FactionId;
  stage: 'plans' | 'traitors' | 'aftermath';
  voice: Voice | null;
  prescience: Prescience | null;
  plans: Partial<Record<FactionId, Plan>>;
  revealed: boolean;
  /** The Atreides' special Karama showed them `target`'s plan, which may no longer be replaced. */
  planSeen?: { by: FactionId; target: FactionId };
  /** This battle is where the Kwisatz Haderach was committed this turn. */
  khCommittedHere: boolean;
  /** Factions asked whether they call a traitor, and their answer (true = called). */
  traitorAnswers: Partial<Record<FactionId, boolean | null>>;
  /**
   * Traitor answers given before the reveal (`traitor-order`), each secret to its giver and applied
   * when the question is asked: `call` calls if the giver holds the leader faced, else passes. Absent: none.
   */
  traitorOrders?: Partial<Record<FactionId, TraitorOrder>>;
  outcome: Outcome | null;
  /** The winner still has to say which played cards it keeps. */
  keepPending: boolean;
  /** The Harkonnen's capture in progress after this battle (Advanced, §12.6); null when none. */
  capture: CaptureAttempt | null;
  /** IX-9: the most Cyborgs the winning Ixians may still swap for surviving Suboids; absent when not offered or answered. */
  lossSwap?: number;
  /** Strength powers a Karama stopped in this battle (Sardaukar, Fedaykin, battle hardening). Absent: none. */
  stopped?: PowerId[];
  /** The Poison Tooth's player has said whether it strikes (ixians-tleilaxu.md §6). Absent: not yet, or none played. */
  toothDecided?: boolean;
  /** Sides whose plan a Karama sent back: it stays on the wheel until they make a new one. Absent: none. */
  replan?: FactionId[];
  /** TECH-5: the winner still has to choose which of the loser's Tech Tokens it takes. Absent: no choice. */
  techChoice?: true;
  /**
   * TLX-2 step 5: the battle settled and a Face Dancer revealed, its holder may still place up to
   * `left` of their forces in the battle's territory (`replace-forces`, or `pass`). Absent: nothing to place.
   */
  dancerForces?: DancerForces;
  /**
   * TLX-2 with the holder's order `ask`: the winner fought with one of their unrevealed Face
   * Dancers, and the battle waits for them to reveal it or not (`reveal-face-dancer`). Absent: no question.
   */
  dancerAsked?: FactionId;
}

/** The forces a Face Dancer's holder may still place where the winner's were (TLX-2 step 5). */
export interface DancerForces {
  faction: FactionId;
  left: number;
}

/** A leader that fought this phase: it may not fight in another territory this turn. */
export interface Fought {
  leader: LeaderId;
  by: FactionId;
  territory: TerritoryId;
}

export interface BattleStep {
  phase: 'battle';
  current: Battle | null;
  fought: Fought[];
  /** Where the Kwisatz Haderach fought this turn (one territory per turn). */
  khTerritory: TerritoryId | null;
  /** Battles finished this phase, in order. */
  results: (Outcome & { territory: TerritoryId; aggressor: FactionId; defender: FactionId })[];
}
