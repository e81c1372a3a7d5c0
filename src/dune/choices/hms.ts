import { territoryDistance, type TerritoryId } from '../data/map';
import { HMS_STEPS, keepHms, moveHms, moving } from '../factions/ixians/hms/move';
import { placeHms, placing } from '../factions/ixians/hms/place';
import { hmsOf, hostPieces } from '../factions/ixians/hms/where';
import { choiceArg, picked, sectorArg, territoryArg } from './args';
import { form, simpleForm } from './form';
import { territoryName } from './labels';
import { offer } from './search';
import type { ChosenFor, Decider, Form, Seat } from './types';

/** The Hidden Mobile Stronghold's decisions in the Storm phase: its placement (IX-3), its move or stay (IX-5). */

/** Territories with a piece the HMS may point at now. */
const hostTerritories = (k: Seat): TerritoryId[] => [...new Set(hostPieces(k.s).map((p) => p.territory))];

const placeForm = form(placeHms, {
  args: () => [
    territoryArg<ChosenFor<typeof placeHms>>('territory', hostTerritories),
    sectorArg<ChosenFor<typeof placeHms>>('sector', (a) => picked(a.territory)),
  ],
  describe: (_k, a) => {
    const t = picked(a.territory);
    return `Place the Hidden Mobile Stronghold at ${t ? territoryName(t) : 'a territory'}${picked(a.sector) ? ` (sector ${a.sector})` : ''}.`;
  },
});

/** Where the HMS is now, for distances. */
const hostOf = (k: Seat): TerritoryId | undefined => hmsOf(k.s, k.f)?.host?.territory;

/** Territories within `steps` of the host that may end or carry a move (no stronghold). */
const within = (k: Seat, steps: number): TerritoryId[] => {
  const from = hostOf(k);
  if (!from) return [];
  return hostTerritories(k).filter((t) => territoryDistance(from, t) <= steps);
};

/** The territories crossed are optional: "straight there" first (the way the search finds when left out). */
const viaArg = (name: 'via' | 'via2', steps: number) =>
  choiceArg<ChosenFor<typeof moveHms>>(name, (k) => [
    { value: null, label: 'No other territory crossed' },
    ...within(k, steps).map((t) => ({ value: t, label: territoryName(t) })),
  ]);

const moveForm = form(moveHms, {
  args: () => [
    territoryArg<ChosenFor<typeof moveHms>>('territory', (k) => within(k, HMS_STEPS)),
    sectorArg<ChosenFor<typeof moveHms>>('sector', (a) => picked(a.territory)),
    viaArg('via', HMS_STEPS - 1),
    viaArg('via2', HMS_STEPS - 1),
  ],
  describe: (_k, a) => {
    const t = picked(a.territory);
    const crossed = [picked(a.via), picked(a.via2)].filter((x): x is TerritoryId => x !== undefined);
    return `Move the Hidden Mobile Stronghold to ${t ? territoryName(t) : 'a territory'}${crossed.length ? ` through ${crossed.map(territoryName).join(' and ')}` : ''}.`;
  },
});

const keepForm = simpleForm(
  keepHms,
  (k) => moving(k.s, k.f),
  () => 'Keep the Hidden Mobile Stronghold where it is this turn.',
);

export const hmsForms: readonly Form[] = [placeForm, moveForm, keepForm];

export const hmsDecisions: Decider = (k) => {
  if (placing(k.s, k.f)) return offer(k, placeForm, { label: 'Place the HMS', summary: 'On a sector of a non-stronghold territory out of the storm.' });
  if (!moving(k.s, k.f)) return [];
  return [
    ...offer(k, keepForm, { label: 'Keep the HMS' }),
    ...offer(k, moveForm, { label: 'Move the HMS', summary: `Up to ${HMS_STEPS} territories, never into a stronghold or through the storm.` }),
  ];
};
