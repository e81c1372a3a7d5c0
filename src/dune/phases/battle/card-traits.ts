import { cardKind, type CardId, type TreacheryKindId } from '../../data/cards';

/** A plan's two card slots, as the weapons and defenses meet them. */
export interface Slots {
  readonly weapon: CardId | null;
  readonly defense: CardId | null;
}

const kindIn = (c: CardId | null): TreacheryKindId | null => (c === null ? null : cardKind(c).id);

/**
 * What the card in the weapon slot does as a weapon (base §11.4, ixians-tleilaxu.md §6.2): Poison
 * Blade is both projectile and poison; Weirding Way is a projectile weapon there, Chemistry a
 * poison weapon (plan legality keeps each beside a real card of the other slot). Artillery Strike
 * and Poison Tooth are their own kinds: they strike both leaders.
 */
export function weaponOf(p: Slots): { projectile: boolean; poison: boolean; lasgun: boolean; artillery: boolean; poisonTooth: boolean } {
  const k = kindIn(p.weapon);
  const sub = p.weapon === null ? null : cardKind(p.weapon).subtype;
  const weapon = p.weapon !== null && cardKind(p.weapon).category === 'weapon';
  return {
    projectile: (weapon && sub === 'projectile') || k === 'poison-blade' || k === 'weirding-way',
    poison: (weapon && sub === 'poison') || k === 'poison-blade' || k === 'chemistry',
    lasgun: sub === 'lasgun',
    artillery: k === 'artillery-strike',
    poisonTooth: k === 'poison-tooth',
  };
}

/**
 * What the card in the defense slot does as a defense: Shield Snooper is both a Shield and a
 * Snooper; Weirding Way is a projectile defense there but no Shield (no Lasgun explosion, no cover
 * from Artillery Strike, ruling 3); Chemistry a poison defense, the only cover from Poison Tooth.
 */
export function defenseOf(p: Slots): { projectile: boolean; poison: boolean; shield: boolean; chemistry: boolean } {
  const k = kindIn(p.defense);
  const sub = p.defense === null ? null : cardKind(p.defense).subtype;
  const defense = p.defense !== null && cardKind(p.defense).category === 'defense';
  const shield = k === 'shield' || k === 'shield-snooper';
  return {
    projectile: shield || k === 'weirding-way',
    poison: (defense && sub === 'poison') || k === 'shield-snooper' || k === 'chemistry',
    shield,
    chemistry: k === 'chemistry',
  };
}

/** A card that counts as a real weapon beside Weirding Way in the defense slot, or a real defense beside Chemistry in the weapon slot (§6.1). */
export const realWeaponForWeirdingWay = (c: CardId | null): boolean => c !== null && cardKind(c).category === 'weapon' && kindIn(c) !== 'weirding-way';
export const realDefenseForChemistry = (c: CardId | null): boolean => c !== null && cardKind(c).category === 'defense' && kindIn(c) !== 'chemistry';

/** OP-10: with Artillery Strike, whether one's own Shield Snooper still stops the opponent's poison ('lives', treachery.online) or only its Shield half counts ('dies', DuneBot). */
export type ArtilleryPoisonRule = 'lives' | 'dies';

/**
 * Whether the leader (or Cheap Hero) behind `own` dies against `foe` (ixians-tleilaxu.md §6.2.3),
 * the explosion aside: Artillery Strike in either plan unless its own defense is a Shield; a Poison
 * Tooth not withdrawn in either plan unless its own defense is Chemistry; the opponent's Lasgun;
 * the opponent's poison without its own poison defense; the opponent's projectile without its own
 * projectile defense.
 */
export function leaderDies(own: Slots, foe: Slots, withdrawnTooth: { own: boolean; foe: boolean }, op10: ArtilleryPoisonRule): boolean {
  const [mine, theirs, def] = [weaponOf(own), weaponOf(foe), defenseOf(own)];
  const artillery = mine.artillery || theirs.artillery;
  const tooth = (mine.poisonTooth && !withdrawnTooth.own) || (theirs.poisonTooth && !withdrawnTooth.foe);
  const poisonCover = def.poison && !(artillery && op10 === 'dies' && kindIn(own.defense) === 'shield-snooper');
  return (artillery && !def.shield) || (tooth && !def.chemistry) || theirs.lasgun || (theirs.poison && !poisonCover) || (theirs.projectile && !def.projectile);
}

/** A Lasgun in either plan meets a Shield or Shield Snooper in either plan (base §11.4.2, ruling 3). */
export const explodes = (a: Slots, b: Slots): boolean => (weaponOf(a).lasgun || weaponOf(b).lasgun) && (defenseOf(a).shield || defenseOf(b).shield);

/** Cards discarded after use even by the winner (ruling 1): Artillery Strike, and Poison Tooth unless withdrawn. */
export const spentAfterUse = (c: CardId, toothWithdrawn: boolean): boolean =>
  kindIn(c) === 'artillery-strike' || (kindIn(c) === 'poison-tooth' && !toothWithdrawn);
