import { add, allyOf, noForces } from '../board';
import { factionName } from '../data/factions';
import { TERRITORY_IDS, territory, type TerritoryId } from '../data/map';
import { hooksOf } from '../factions';
import { blowStep, wormOwner } from '../phases/spice-blow/sequence';
import { ally, breakIt, passNexusAction, passRide, passWorm, ride, worm } from '../phases/spice-blow/actions';
import { harvester, thumper } from '../phases/spice-blow/blow-cards';
import { pileName } from '../phases/spice-blow/deck';
import { holderOf } from '../cards/held';
import { choiceArg } from './args';
import type { Forces } from '../state';
import { countArg, eliteArg, factionArg, picked, sectorArg, span, territoryArg } from './args';
import { form, simpleForm } from './form';
import { forces, list, piece, territoryName, the } from './labels';
import { offer } from './search';
import type { Decider, Form, Seat } from './types';
import type { SpiceBlowStep } from '../shape/spice-blow';

/** The Spice Blow and Nexus: where the Fremen send a further worm, alliances, and the worm ride. */

const stage = (k: Seat): SpiceBlowStep['stage'] | undefined => (k.s.phase === 'spice-blow' ? blowStep(k.s).stage : undefined);

export const SAND: readonly TerritoryId[] = TERRITORY_IDS.filter((t) => territory(t).type === 'sand');

/** Where the first worm of this blow struck: a further worm passed on strikes there too. */
const firstStrike = (k: Seat): TerritoryId | null => blowStep(k.s).strikes[0] ?? null;

const wormForm = form(worm, {
  args: () => [territoryArg('territory', () => SAND)],
  describe: (_k, a) =>
    `Send the worm to ${a.territory ? territoryName(a.territory) : 'a territory'}: it eats every force and all spice there but yours and your ally's.`,
});

const passWormForm = simpleForm(
  passWorm,
  (k) => stage(k) === 'worm',
  (k) => {
    const t = firstStrike(k);
    return t ? `Let the worm strike ${territoryName(t)}, like the first.` : 'Let the worm strike nothing, like the first.';
  },
);

const allyForm = form(ally, {
  args: () => [factionArg('with', (k) => k.s.factions.filter((f) => f !== k.f))],
  describe: (k, a) => {
    const other = a.with;
    if (!other) return 'Ask a faction to ally with you.';
    const asked = blowStep(k.s).nexus?.proposals.some((p) => p.faction === other && p.with === k.f);
    return asked ? `Ally with ${the(other)}: they asked for you, so the alliance forms at once.` : `Ask ${the(other)} to ally with you.`;
  },
});

const breakForm = simpleForm(
  breakIt,
  () => true,
  (k) => {
    const partner = allyOf(k.s, k.f);
    return partner ? `Leave your alliance with ${the(partner)}.` : 'Leave your alliance.';
  },
);

const passNexusForm = simpleForm(
  passNexusAction,
  (k) => stage(k) === 'nexus',
  () => 'Be done with this Nexus (a request to ally you made stays open).',
);

/** The struck territory the Fremen may ride out of now. */
const rideFrom = (k: Seat): TerritoryId | undefined => blowStep(k.s).rides[0];

function riding(k: Seat): Forces {
  const from = rideFrom(k);
  const sum = noForces();
  const rider = wormOwner(k.s);
  const worms = rider && hooksOf(rider).worms;
  if (from && rider && worms) for (const x of worms.riders(k.s, rider, from)) add(sum, x);
  return sum;
}

/** "Arrakeen": where the worm the Fremen may ride struck. */
const rideFromName = (k: Seat): string => {
  const from = rideFrom(k);
  return from ? territoryName(from) : 'the territory';
};

const rideForm = form(ride, {
  args: () => [
    territoryArg('to'),
    sectorArg('sector', (a) => a.to),
    countArg('forces', (k) => {
      const r = riding(k);
      return span(1, r.regular + r.elite, 'How many forces ride the worm');
    }),
    eliteArg(riding),
  ],
  describe: (k, a) => {
    const r = riding(k);
    const n = picked(a.forces) ?? r.regular + r.elite;
    return `Ride the worm from ${rideFromName(k)} with ${forces(k.f, n, picked(a.elite))} to ${a.to ? piece(a.to, a.sector) : 'a territory'}.`;
  },
});

const passRideForm = simpleForm(
  passRide,
  (k) => stage(k) === 'ride',
  (k) => `Do not ride the worm out of ${rideFromName(k)}.`,
);

/** The blow under way, A or B (the Thumper may replace B's first card under `thumperOnBlowB`). */
const blowName = (k: Seat): 'A' | 'B' => pileName(blowStep(k.s).pile);

/** Whether the seat holds the card it is asked about (with `blowCardWindow: 'everyone'` everyone is asked). */
const holds = (k: Seat, kind: 'thumper' | 'harvester'): boolean => holderOf(k.s, kind) === k.f;

/** The answers a seat may give: a holder plays or keeps the card, anyone else only says so. */
const playChoices = (k: Seat, kind: 'thumper' | 'harvester', card: string) =>
  holds(k, kind)
    ? [
        { value: false, label: `Keep the ${card}` },
        { value: true, label: `Play the ${card}` },
      ]
    : [{ value: false, label: `No ${card} to play` }];

const thumperForm = form(thumper, {
  args: () => [choiceArg('play', (k) => playChoices(k, 'thumper', 'Thumper'))],
  describe: (k, a) =>
    a.play
      ? `Play the Thumper: a worm strikes where pile ${blowName(k)}’s top territory card lies, and a Nexus follows.`
      : `${holds(k, 'thumper') ? 'Keep the Thumper' : 'Play no Thumper'}: blow ${blowName(k)} is revealed as usual.`,
});

/** The blow the Harvester may double, as the table saw it. */
const harvest = (k: Seat): string => {
  const h = blowStep(k.s).harvest;
  return h ? `${h.amount} spice in ${territoryName(h.territory)}` : 'this blow';
};

const harvesterForm = form(harvester, {
  args: () => [choiceArg('play', (k) => playChoices(k, 'harvester', 'Harvester'))],
  describe: (k, a) =>
    a.play
      ? `Play the Harvester on ${harvest(k)}: the blow is doubled.`
      : holds(k, 'harvester')
        ? 'Keep the Harvester.'
        : 'Play no Harvester: the blow stays as it is.',
});

export const spiceBlowForms: readonly Form[] = [wormForm, passWormForm, allyForm, breakForm, passNexusForm, rideForm, passRideForm, thumperForm, harvesterForm];

export const spiceBlowDecisions: Decider = (k) => {
  switch (stage(k)) {
    case 'worm': {
      const first = firstStrike(k);
      const summary = `Another worm has appeared; passing lets it strike ${first ? territoryName(first) : 'nothing'}, like the first.`;
      return [...offer(k, wormForm, { label: 'Send the worm', summary }), ...offer(k, passWormForm, { label: 'Let it strike', summary })];
    }
    case 'nexus': {
      const summary = nexusSummary(k);
      return [
        ...offer(k, allyForm, { label: 'Ask to ally', summary }),
        ...offer(k, breakForm, { label: 'Break your alliance', summary }),
        ...offer(k, passNexusForm, { label: 'Done with the Nexus', summary }),
      ];
    }
    case 'ride': {
      const r = riding(k);
      const summary = `The worm struck ${rideFromName(k)}; ${forces(k.f, r.regular + r.elite, r.elite)} there may ride it to any one territory.`;
      return [...offer(k, rideForm, { label: 'Ride the worm', summary }), ...offer(k, passRideForm, { label: 'Do not ride', summary })];
    }
    case 'thumper':
    case 'harvester':
      return blowStep(k.s).asked?.includes(k.f) ? blowCardDecision(k, stage(k) === 'thumper' ? 'thumper' : 'harvester') : [];
    default:
      return [];
  }
};

/** The Thumper or Harvester decision: the holder's own, or (`blowCardWindow: 'everyone'`) one every seat is asked. */
function blowCardDecision(k: Seat, kind: 'thumper' | 'harvester') {
  const mine = holds(k, kind);
  if (kind === 'thumper')
    return offer(k, thumperForm, {
      label: mine ? 'Your Thumper' : 'The Thumper',
      summary: `Blow ${blowName(k)} begins: a Thumper may call a worm instead of its first card.${mine ? '' : EVERYONE_ASKED}`,
    });
  return offer(k, harvesterForm, {
    label: mine ? 'Your Harvester' : 'The Harvester',
    summary: `The blow just revealed: ${harvest(k)}.${mine ? '' : EVERYONE_ASKED}`,
  });
}

const EVERYONE_ASKED = ' Every player is asked, so that the wait tells nobody who holds it.';

/** Who has asked whom, and the seat's own alliance: what a player weighs at the Nexus. */
function nexusSummary(k: Seat): string {
  const proposals = blowStep(k.s).nexus?.proposals ?? [];
  const mine = allyOf(k.s, k.f);
  const forMe = proposals.filter((p) => p.with === k.f).map((p) => factionName(p.faction));
  return [
    mine ? `You are allied with ${the(mine)}.` : 'You have no ally.',
    forMe.length ? `${list(forMe)} asked to ally with you.` : '',
    proposals.length ? `Requests: ${proposals.map((p) => `${factionName(p.faction)} → ${factionName(p.with)}`).join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}
