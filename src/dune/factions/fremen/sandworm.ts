import { check } from '../../../engine/result';
import { playKarama } from '../../cards/karama/card';
import type { SpecialPower } from '../../cards/karama/special-power';
import { territory, type TerritoryId } from '../../data/map';
import { wormEats } from '../../phases/spice-blow/worms';
import { fremenWorms } from './worms';

/** The territory the Fremen's sandworm strikes, played or ordered: a sand territory, named. */
function sandwormTerritory(t: TerritoryId | undefined): TerritoryId {
  check(t !== undefined, 'territory-needed', 'Name the sand territory the sandworm strikes (`territory`).');
  const where = territory(t);
  check(
    where.type === 'sand',
    'not-sand',
    `The sandworm goes to a sand territory; ${where.name} is ${where.type === 'polar-sink' ? 'the Polar Sink' : `a ${where.type} territory`}.`,
  );
  return t;
}

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
 * advance, which calls it as the phase ends (`callOrderedSandworm`, cards/karama/orders.ts).
 */
export const sandworm: SpecialPower = {
  args: ['territory'],
  onTerritory: 'the sandworm strikes',
  ordered: (a) => {
    check(a.sector === undefined && a.via === undefined, 'bad-argument', 'The sandworm takes a `territory` only, no `sector` or `via`.');
    return { sandworm: sandwormTerritory(a.territory) };
  },
  play: (s, f, a, ctx) => {
    check(s.phase === 'spice-blow' && s.turn > 1, 'not-now', 'The Fremen place their sandworm with Karama during the Spice Blow, from turn 2.');
    const t = sandwormTerritory(a.territory);
    playKarama(s, f, 'place the sandworm (the Fremen’s special Karama power)', ctx, a.card);
    s.wormsSeen += 1;
    ctx.emit({ type: 'sandworm-placed', faction: f, territory: territory(t).name, wormsSeen: s.wormsSeen });
    wormEats(s, ctx, t, (x) => fremenWorms.spares(s, f, x));
  },
};
