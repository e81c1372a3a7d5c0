import { check, fail } from '../../../engine/result';
import type { Ctx } from '../../context';
import { factionName } from '../../data/factions';
import { territory, type TerritoryId } from '../../data/map';
import { isAdvanced } from '../../options';
import { FACTION_MODULES, hooksOf } from '../../factions';
import { finishIfRevival } from '../../phases/revival/step';
import { wormEats } from '../../phases/spice-blow/worms';
import type { DuneState, FactionId } from '../../state';
import type { CardUse, PlayArgs } from '../use';
import { cancelShipment } from './cancel-shipment';
import { playKarama } from './card';
import type { SpecialPower } from './special-power';

/**
 * The Fremen, during the Spice Blow after turn 1: the sandworm token in any sand territory. It is
 * a worm like any other — it counts among the worms seen (S003-CTRL-4) and eats at once — but it
 * causes no Nexus (rules §12.5, S001-WORM-1). It spares the Fremen and, as every worm does, their
 * ally (S001-WORM-7).
 *
 * Its time, our ruling: §12.5 places it "as a normal worm" and cards.md §6 "during Spice Blow";
 * normal worms appear only in the Spice Blow, so it is played in that phase and no other, never on
 * turn 1: by hand at any moment the phase waits for someone (a Nexus, a worm ride, a further worm
 * to send), or, since a Spice Blow without a worm waits for nobody, by a standing order given in
 * advance, which calls it as the phase ends (`callOrderedSandworm`, orders.ts).
 */
const fremen: SpecialPower = {
  args: ['territory'],
  play: (s, f, a, ctx) => {
    check(s.phase === 'spice-blow' && s.turn > 1, 'not-now', 'The Fremen place their sandworm with Karama during the Spice Blow, from turn 2.');
    const t = sandwormTerritory(a.territory);
    playKarama(s, f, 'place the sandworm (the Fremen’s special Karama power)', ctx, a.card);
    s.wormsSeen += 1;
    ctx.emit({ type: 'sandworm-placed', faction: f, territory: territory(t).name, wormsSeen: s.wormsSeen });
    wormEats(s, ctx, t);
  },
};

/** The territory the Fremen's sandworm strikes, played or ordered: a sand territory, named. */
export function sandwormTerritory(t: TerritoryId | undefined): TerritoryId {
  check(t !== undefined, 'territory-needed', 'Name the sand territory the sandworm strikes (`territory`).');
  const where = territory(t);
  check(
    where.type === 'sand',
    'not-sand',
    `The sandworm goes to a sand territory; ${where.name} is ${where.type === 'polar-sink' ? 'the Polar Sink' : `a ${where.type} territory`}.`,
  );
  return t;
}

/** The special powers still kept here; a faction module brings its own (`specialKarama` hook). */
const SPECIAL_POWERS: Partial<Record<FactionId, SpecialPower>> = {
  fremen,
  'spacing-guild': cancelShipment,
};

/** Arguments a special Karama power may take, whoever plays it; `target` also names whose power a Karama stops. */
export const SPECIAL_ARGS: CardUse['args'] = [
  ...new Set([...FACTION_MODULES.flatMap((m) => m.hooks.specialKarama ?? []), ...Object.values(SPECIAL_POWERS)].flatMap((p) => p.args)),
];

/** `f`'s special Karama power, if they have one besides the Bene Gesserit's worthless cards. */
export const specialKaramaOf = (f: FactionId): SpecialPower | undefined => hooksOf(f).specialKarama ?? SPECIAL_POWERS[f];

/** A special Karama power may still be used, played or ordered: the Advanced game, once per game. */
export function checkSpecialUnused(s: DuneState, f: FactionId): void {
  check(isAdvanced(s.options), 'advanced-only', 'Special Karama powers belong to the Advanced game.');
  check(!s.karamaPowersUsed.includes(f), 'special-used', `The ${factionName(f)} have already used their special Karama power: it is once per game.`);
}

/** A faction's once-per-game special Karama power (Advanced, rules §16). */
export function playSpecialKarama(s: DuneState, f: FactionId, a: PlayArgs, ctx: Ctx): void {
  checkSpecialUnused(s, f);
  if (f === 'bene-gesserit') fail('no-special-power', 'The Bene Gesserit’s special Karama power is to use worthless cards as Karama; they have no other.');
  const special = specialKaramaOf(f);
  if (!special) fail('no-special-power', `The ${factionName(f)} have no special Karama power.`);
  const other = Object.keys(a).filter((k) => k !== 'card' && k !== 'special' && !(special.args as readonly string[]).includes(k));
  check(
    other.length === 0,
    'bad-argument',
    `The ${factionName(f)}’s special Karama power takes ${special.args.map((k) => `\`${k}\``).join(', ')}, not ${other.map((k) => `\`${k}\``).join(', ')}.`,
  );
  special.play(s, f, a, ctx);
  s.karamaPowersUsed.push(f);
  finishIfRevival(s, ctx);
}
