import type { FactionId } from '../data/factions';

/** A Truthtrance question: asked in public, to be answered yes or no, truthfully and in public. */
export interface Question {
  id: number;
  asker: FactionId;
  target: FactionId;
  question: string;
  turn: number;
  /** null while the target has not answered. */
  answer: boolean | null;
}
