import { check } from '../../../engine/result';
import { cardKind, cardName, type CardId } from '../../data/cards';
import { factionName } from '../../data/factions';
import type { Ctx } from '../../context';
import { power } from '../../cards/karama/powers';
import type { DuneState, FactionId } from '../../state';
import { opponentOf, sideBackedBy } from './step';
import { defenseOf, weaponOf } from './card-traits';
import type { Battle, Plan, Voice, VoiceCommand, VoiceKind } from '../../shape/battle';

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
 * Whether a card, played in `slot`, is of the kind the Voice names (base §11.2, ixians-tleilaxu.md
 * §6.3): Poison Blade is a poison and a projectile weapon, Poison Tooth a poison weapon, Weirding Way
 * a projectile weapon in the weapon slot; Shield Snooper a poison and a projectile defense, Chemistry
 * a poison defense in the defense slot. Chemistry as a weapon counts as poison, and Weirding Way as a
 * defense as projectile, only when the Voice forbids (`play` false): it cannot oblige either.
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
    case 'lasgun':
      return k.subtype === 'lasgun';
  }
}

/** The slot a command to play a card of `kind` looks at (a worthless card's kind holds in either). */
const slotOf = (kind: VoiceKind): VoiceSlot => (kind === 'cheap hero' ? 'leader' : kind.endsWith('defense') ? 'defense' : 'weapon');

const article = (kind: VoiceKind): string => (kind === 'worthless' ? 'a worthless card' : `a ${kind}`);

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
  const played = (
    [
      [plan.cheapHero, 'leader'],
      [plan.weapon, 'weapon'],
      [plan.defense, 'defense'],
    ] as const
  ).filter((p): p is readonly [CardId, VoiceSlot] => p[0] !== null);
  if (!command.play) {
    const bad = played.find(([c, slot]) => voiced(kind, c, slot, false))?.[0];
    check(!bad, 'voice-disobeyed', `The Voice commands the ${who} not to play ${article(kind)}: ${bad ? cardName(bad) : ''} may not be in the plan.`);
    return;
  }
  const held = hand.filter((c) => voiced(kind, c, slotOf(kind), true));
  if (held.length === 0 || (kind !== 'cheap hero' && !canPlayCards)) return; // unable: they plan freely
  const slot =
    kind === 'cheap hero' ? [plan.cheapHero] : kind.endsWith('defense') ? [plan.defense] : kind === 'worthless' ? [plan.weapon, plan.defense] : [plan.weapon];
  const where =
    kind === 'cheap hero'
      ? 'in the leader slot'
      : kind.endsWith('defense')
        ? 'as the defense'
        : kind === 'worthless'
          ? 'as the weapon or the defense'
          : 'as the weapon';
  check(
    slot.some((c) => c !== null && voiced(kind, c, slotOf(kind), true)),
    'voice-disobeyed',
    `The Voice commands the ${who} to play ${article(kind)}, and they hold ${held.map(cardName).join(', ')}: play it ${where}.`,
  );
}
