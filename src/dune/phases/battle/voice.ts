import { check } from '../../../engine/result';
import { cardKind, cardName, treacheryDeckFor, type CardId, type TreacheryKindId } from '../../data/cards';
import { factionName } from '../../data/factions';
import type { Ctx } from '../../context';
import { power } from '../../cards/karama/powers';
import type { DuneState, FactionId } from '../../state';
import { opponentOf, sideBackedBy } from './step';
import { defenseOf, weaponOf } from './card-traits';
import { withExpansion } from '../../options';
import { VOICE_KINDS, type Battle, type Plan, type Voice, type VoiceCommand, type VoiceKind } from '../../shape/battle';

/** Who has the Voice (the Bene Gesserit), as the catalogue of stoppable powers names the owner. */
export const VOICE: FactionId = power('voice').faction;

/** The Bene Gesserit may use the Voice in their own battles and their ally's (§11.2). */
export function voiceFor(s: DuneState, b: Battle): Voice | null {
  if (!s.factions.includes(VOICE)) return null;
  const side = sideBackedBy(s, b, VOICE);
  return side ? { by: VOICE, target: opponentOf(b, side), decided: false, command: null } : null;
}

/** The Voice decided, by hand or by a standing order (standing-orders.ts): a command, or none. */
export function decideVoice(v: Voice, command: VoiceCommand | null, ctx: Ctx): void {
  v.decided = true;
  v.command = command;
  if (command) ctx.emit({ type: 'voice-used', faction: v.by, target: v.target, kind: command.kind, play: command.play });
  else ctx.emit({ type: 'voice-passed', faction: v.by });
}

/** Where a card is played in a plan, as the Voice names it (ixians-tleilaxu.md §6.3 depends on it). */
type VoiceSlot = 'leader' | 'weapon' | 'defense';

/**
 * The cards the Voice may name one by one (base §11.2 "a named special weapon or defense";
 * ixians-tleilaxu.md §6.3): the kinds of card each name covers, the slots a command to play it is
 * obeyed in (Chemistry and Weirding Way may sit in either), its words in the rules' messages, and
 * whether it comes with the expansion's cards. "Shield" covers Shield Snooper, and differs from
 * "projectile defense" in leaving Weirding Way alone.
 */
const NAMED: Partial<Record<VoiceKind, { cards: readonly TreacheryKindId[]; slots: readonly VoiceSlot[]; words: string; expansion: boolean }>> = {
  lasgun: { cards: ['lasgun'], slots: ['weapon'], words: 'a Lasgun', expansion: false },
  shield: { cards: ['shield', 'shield-snooper'], slots: ['defense'], words: 'a Shield (Shield Snooper included)', expansion: true },
  'artillery strike': { cards: ['artillery-strike'], slots: ['weapon'], words: 'Artillery Strike', expansion: true },
  chemistry: { cards: ['chemistry'], slots: ['weapon', 'defense'], words: 'Chemistry', expansion: true },
  'poison tooth': { cards: ['poison-tooth'], slots: ['weapon'], words: 'Poison Tooth', expansion: true },
  'weirding way': { cards: ['weirding-way'], slots: ['weapon', 'defense'], words: 'Weirding Way', expansion: true },
  'poison blade': { cards: ['poison-blade'], slots: ['weapon'], words: 'Poison Blade', expansion: true },
  'shield snooper': { cards: ['shield-snooper'], slots: ['defense'], words: 'Shield Snooper', expansion: true },
};

/**
 * What the Voice may name in this game: every kind of card, and a card by name only when it can
 * be in this game's deck (the expansion's names with `expansionTreacheryCards`, Poison Blade and
 * Shield Snooper only with `poisonBladeShieldSnooper` too).
 */
export function voiceKindsIn(s: DuneState): VoiceKind[] {
  const expansion = withExpansion(s.factions, s.options.expansionTreacheryCards);
  const deck = new Set(treacheryDeckFor(s.options, s.factions).map((c) => cardKind(c).id));
  return VOICE_KINDS.filter((kind) => {
    const named = NAMED[kind];
    return !named || ((expansion || !named.expansion) && named.cards.some((c) => deck.has(c)));
  });
}

/** Refuses a name the Voice cannot use in this game, saying what it may name. */
export function checkVoiceKind(s: DuneState, kind: VoiceKind): void {
  const kinds = voiceKindsIn(s);
  check(
    kinds.includes(kind),
    'kind-not-in-game',
    `The Voice cannot name ${article(kind)} here: it is not in this game's deck (the expansion's cards name it, ixians-tleilaxu.md §6.3). Name one of: ${kinds.join(', ')}.`,
  );
}

/**
 * Whether a card, played in `slot`, is of the kind the Voice names (base §11.2, ixians-tleilaxu.md
 * §6.3): Poison Blade is a poison and a projectile weapon, Poison Tooth a poison weapon, Weirding Way
 * a projectile weapon in the weapon slot; Shield Snooper a poison and a projectile defense, Chemistry
 * a poison defense in the defense slot. Chemistry as a weapon counts as poison, and Weirding Way as a
 * defense as projectile, only when the Voice forbids (`play` false): it cannot oblige either. A card
 * named is voiced in whichever slot it sits.
 */
export function voiced(kind: VoiceKind, card: CardId, slot: VoiceSlot, play: boolean): boolean {
  const k = cardKind(card);
  const weapon = slot === 'weapon' ? weaponOf({ weapon: card, defense: null }) : null;
  const defense = slot === 'defense' ? defenseOf({ weapon: null, defense: card }) : null;
  switch (kind) {
    case 'poison weapon':
      return weapon !== null && (weapon.poison || weapon.poisonTooth) && !(play && k.id === 'chemistry');
    case 'projectile weapon':
      return weapon?.projectile === true;
    case 'poison defense':
      return defense?.poison === true;
    case 'projectile defense':
      return defense?.projectile === true && !(play && k.id === 'weirding-way');
    case 'worthless':
      return k.category === 'worthless';
    case 'cheap hero':
      return k.subtype === 'leader';
    default: // a card by name, in whichever slot it sits
      return NAMED[kind]?.cards.includes(k.id) === true;
  }
}

/** The slots where a command to play a card of `kind` is obeyed. */
const slotsOf = (kind: VoiceKind): readonly VoiceSlot[] =>
  NAMED[kind]?.slots ??
  (kind === 'cheap hero' ? ['leader'] : kind === 'worthless' ? ['weapon', 'defense'] : kind.endsWith('defense') ? ['defense'] : ['weapon']);

const SLOT_WORDS: Record<VoiceSlot, string> = { leader: 'in the leader slot', weapon: 'as the weapon', defense: 'as the defense' };

const article = (kind: VoiceKind): string =>
  NAMED[kind]?.words ?? (kind === 'worthless' ? 'a worthless card' : kind === 'cheap hero' ? 'a Cheap Hero' : `a ${kind}`);

/** The Voice forbids the Cheap Hero: then it no longer has to be played for want of a leader. */
export const voiceForbidsCheapHero = (b: Battle): boolean => b.voice?.command?.kind === 'cheap hero' && !b.voice.command.play;

/**
 * Rejects a plan that disobeys the Voice when its player could obey (§11.2): `hand` is the hand
 * before the plan, `canPlayCards` whether the player has a leader or Cheap Hero to carry cards.
 */
export function checkVoice(b: Battle, plan: Plan, hand: readonly CardId[], canPlayCards: boolean): void {
  const command = b.voice?.command;
  if (!b.voice || !command) return;
  const who = factionName(b.voice.target);
  const { kind } = command;
  const inSlot: Record<VoiceSlot, CardId | null> = { leader: plan.cheapHero, weapon: plan.weapon, defense: plan.defense };
  /** The card in `slot` if it is of the kind named. */
  const voicedIn = (slot: VoiceSlot): CardId | null => {
    const c = inSlot[slot];
    return c !== null && voiced(kind, c, slot, command.play) ? c : null;
  };
  if (!command.play) {
    const bad = [voicedIn('leader'), voicedIn('weapon'), voicedIn('defense')].find((c) => c !== null);
    check(!bad, 'voice-disobeyed', `The Voice commands the ${who} not to play ${article(kind)}: ${bad ? cardName(bad) : ''} may not be in the plan.`);
    return;
  }
  const slots = slotsOf(kind);
  const held = hand.filter((c) => slots.some((slot) => voiced(kind, c, slot, true)));
  if (held.length === 0 || (kind !== 'cheap hero' && !canPlayCards)) return; // unable: they plan freely
  check(
    slots.some((slot) => voicedIn(slot) !== null),
    'voice-disobeyed',
    `The Voice commands the ${who} to play ${article(kind)}, and they hold ${held.map(cardName).join(', ')}: play it ${slots.map((x) => SLOT_WORDS[x]).join(' or ')}.`,
  );
}
