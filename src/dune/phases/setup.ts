import { check, fail } from '../../engine/result';
import { type ActionSpec, defineAction, followedBy } from '../actions/spec';
import type { Rng } from '../../engine/rng';
import { placeForces, subtract, total } from '../board';
import { cardName } from '../data/cards';
import { faction as factionData, factionName } from '../data/factions';
import { traitorName } from '../data/traitors';
import { HMS, POLAR_SINK_SECTOR, territory } from '../data/map';
import { FACTION_MODULES, hooksOf } from '../factions';
import type { LastStartingForce } from '../factions/module';
import type { DuneEvent } from '../events';
import { of, type DuneState, type FactionId } from '../state';
import { type Awaited, secretOnly } from './awaited';
import type { PhaseModule } from './phase-module';
import type { SetupStep } from '../shape/phase-state';
import { agrees } from '../victory/describe';

const step = (s: DuneState): SetupStep => {
  if (s.step.phase !== 'setup') throw new Error('not in setup');
  return s.step;
};

function pending(s: DuneState): Awaited[] {
  const st = step(s);
  const out: Awaited[] = [];
  for (const f of s.factions) {
    const secret = hooksOf(f).setupSecret;
    if (secret && !secret.made(s)) out.push({ f, what: secret.asked, secret: true });
  }
  for (const f of s.factions) if (st.traitorOffers[f]) out.push({ f, what: 'keep one of their four traitor cards (`traitor`)', secret: true });
  const placer = startingPlacer(s);
  if (placer && st.fremenToPlace > 0) out.push({ f: placer, what: `place their ${st.fremenToPlace} remaining starting forces (\`place\`)` });
  else if (st.bgToPlace) {
    const last = lastPlacement(s);
    if (last) out.push({ f: last.f, what: last.power.asked });
  }
  return out;
}

const TRAITORS_DEALT = 4;

/**
 * Deals four traitor cards to each faction from the top of the traitor deck, in seating order:
 * the Harkonnen keep all four, the Tleilaxu get none, the others are offered theirs to keep one.
 * Returns the private events telling each faction its cards.
 */
export function dealTraitors(s: DuneState, rng: Rng): DuneEvent[] {
  const st = step(s);
  const events: DuneEvent[] = [];
  for (const f of dealtTraitors(s)) {
    const dealt = s.decks.traitors.splice(0, TRAITORS_DEALT);
    const kept = factionData(f).traitorsKept >= dealt.length;
    if (kept) s.traitors[f] = dealt;
    else st.traitorOffers[f] = dealt;
    events.push({ type: 'traitors-dealt', to: [f], leaders: dealt, kept });
  }
  if (Object.keys(st.traitorOffers).length === 0) events.push(...traitorsPicked(s, rng));
  return events;
}

/** The factions dealt traitor cards at setup: all but those who keep none (the Tleilaxu, TLX-1). */
export const dealtTraitors = (s: DuneState): FactionId[] => s.factions.filter((f) => factionData(f).traitorsKept > 0);

/** Every traitor is picked: a faction that draws from the traitor deck now does (the Tleilaxu's Face Dancers, TLX-1). */
export const traitorsPicked = (s: DuneState, rng: Rng): DuneEvent[] => s.factions.flatMap((f) => hooksOf(f).traitorsPicked?.(s, f, rng) ?? []);

function finishIfDone(s: DuneState, ctx: { endPhase(): void; emit: (e: never) => void }): void {
  if (pending(s).length === 0) ctx.endPhase();
}

export const setupPhase: PhaseModule = {
  phase: 'setup',
  enter: () => {
    // The step is built by createGame; nothing is automatic here.
  },
  waitingFor: (s) => [...new Set(pending(s).map((p) => p.f))],
  decidingInPrivate: (s) => secretOnly(pending(s)),
  expecting: (s) =>
    `Setup: waiting for ${pending(s)
      .map((p) => `the ${factionName(p.f)} to ${p.what}`)
      .join('; ')}.`,
  publicStep: (s) => ({
    fremenToPlace: step(s).fremenToPlace,
    traitorsPending: s.factions.filter((f) => step(s).traitorOffers[f]),
    predictionMade: secretKeeper(s) ? s.prediction !== null : null,
  }),
  privateStep: (s, f) => {
    const { traitorOffers, startingCards } = step(s);
    const offers = traitorOffers[f];
    return {
      ...(offers ? { traitorOffers: offers.map(traitorName) } : {}),
      // IX-1: the starting cards the Ixians see, theirs alone.
      ...(startingCards?.by === f ? { startingCards: startingCards.cards.map(cardName) } : {}),
    };
  },
  candidates: (s, f) => {
    const st = step(s);
    const own = hooksOf(f);
    return [
      ...(st.traitorOffers[f] ?? []).map((l) => ({ do: 'traitor', args: { leader: traitorName(l) } })),
      ...(own.setupSecret?.candidates(s, f) ?? []),
      ...(own.startingForces?.candidates(s, f, st.fremenToPlace) ?? []),
      ...(own.lastStartingForce?.candidates ?? []),
    ];
  },
};

export const traitor = defineAction({
  name: 'traitor',
  summary: 'Keep one of the four traitor cards you were dealt (the Harkonnen keep all four).',
  phases: ['setup'],
  args: [{ name: 'leader', type: 'traitor', required: true, description: 'the leader whose traitor card you keep (or Cheap Hero)' }],
  errors: ['no-traitor-choice', 'not-offered'],
  handler: (s, f, { leader: chosen }, ctx) => {
    const offers = step(s).traitorOffers[f];
    if (!offers)
      fail(
        'no-traitor-choice',
        `The ${factionName(f)} ${agrees(f, 'have')} no traitor card to choose${factionData(f).traitorsKept >= TRAITORS_DEALT ? `: the ${factionName(f)} ${agrees(f, 'keep')} all four` : ''}.`,
      );
    check(
      offers.includes(chosen),
      'not-offered',
      `${traitorName(chosen)} is not among your traitor cards; choose one of ${offers.map(traitorName).join(', ')}.`,
    );
    s.traitors[f] = [chosen];
    // The unpicked cards go back into the deck (ixians-tleilaxu.md §2.3), which in the base game is never drawn from again.
    s.decks.traitors.push(...offers.filter((l) => l !== chosen));
    delete step(s).traitorOffers[f];
    ctx.emit({ type: 'traitor-chosen', faction: f });
    ctx.emit({ type: 'traitor-kept', to: [f], leader: traitorName(chosen) });
    if (Object.keys(step(s).traitorOffers).length === 0) for (const e of traitorsPicked(s, ctx.rng)) ctx.emit(e);
    finishIfDone(s, ctx);
  },
});

export const place = defineAction({
  name: 'place',
  summary: 'Place starting forces: the Fremen their 10, the Bene Gesserit (Advanced) their one.',
  phases: ['setup'],
  args: [
    { name: 'territory', type: 'territory', required: true, description: 'where the forces start' },
    { name: 'sector', type: 'sector', description: 'the sector, if the territory spans several' },
    { name: 'forces', type: 'count', min: 1, description: 'how many forces (Fremen; the Bene Gesserit place 1)' },
    { name: 'elite', type: 'count', description: 'how many of them are Fedaykin (Fremen)' },
  ],
  errors: ['nothing-to-place', 'not-yet', 'bad-territory', 'bad-sector', 'sector-needed', 'not-enough-forces', 'too-many'],
  handler: (s, f, args, ctx) => {
    const st = step(s);
    const own = hooksOf(f);
    if (own.startingForces) st.fremenToPlace -= own.startingForces.place(s, f, args, st.fremenToPlace, ctx);
    else if (own.lastStartingForce) {
      own.lastStartingForce.place(s, f, args, ctx);
      st.bgToPlace = false;
    } else fail('nothing-to-place', `The ${factionName(f)} ${agrees(f, 'place')} no forces at setup; their starting forces are already on the board.`);
    finishIfDone(s, ctx);
  },
});

export const setupActions: ActionSpec[] = [
  ...FACTION_MODULES.flatMap((m) => (m.hooks.setupSecret ? [followedBy(m.hooks.setupSecret.action, finishIfDone)] : [])),
  traitor,
  place,
];

/** The faction in play that places its own starting forces (the Fremen), if any. */
export function startingPlacer(s: Pick<DuneState, 'factions'>): FactionId | undefined {
  for (const f of s.factions) if (hooksOf(f).startingForces) return f;
  return undefined;
}

/** The faction in play that makes a prediction at setup (the Bene Gesserit), if any. */
const secretKeeper = (s: Pick<DuneState, 'factions'>): FactionId | undefined => s.factions.find((f) => hooksOf(f).setupSecret?.kept === 'prediction');

/** The faction in play that may place a starting force last (the Bene Gesserit), with its power, if any. */
export function lastPlacement(s: Pick<DuneState, 'factions'>): { f: FactionId; power: LastStartingForce } | undefined {
  for (const f of s.factions) {
    const power = hooksOf(f).lastStartingForce;
    if (power) return { f, power };
  }
  return undefined;
}

/** Whether a faction places a starting force last in a game with these options (the Advanced Bene Gesserit). */
export const placesLast = (s: Pick<DuneState, 'factions' | 'options'>): boolean => lastPlacement(s)?.power.placed(s.options) === true;

/** Starting forces that need no decision (everyone but the Fremen, and the Advanced BG). */
export function placeFixedStartingForces(s: DuneState): void {
  for (const f of s.factions) {
    for (const p of factionData(f).startingPlacement) {
      if (!('territory' in p)) continue;
      if (hooksOf(f).lastStartingForce?.placed(s.options)) continue;
      const sector = territory(p.territory).sectors[0] ?? 0;
      subtract(of(s.reserves, f), { regular: p.forces, elite: 0 });
      placeForces(s, f, p.territory, sector, { regular: p.forces, elite: 0 });
    }
  }
  // ixians-tleilaxu.md §2: the Ixians' starting forces wait in the HMS, off the map until it is placed (IX-3).
  for (const f of s.factions) {
    const inHms = factionData(f).inHms;
    if (!inHms) continue;
    s.hms = { owner: f, host: null };
    subtract(of(s.reserves, f), inHms);
    placeForces(s, f, HMS, POLAR_SINK_SECTOR, { ...inHms });
  }
  // The house rule `hmsWithoutIxians` (treachery.online `HmSwithoutGrey`): the HMS, empty and ownerless.
  if (!s.hms && s.options.hmsWithoutIxians) s.hms = { owner: null, host: null };
  // Sanity: 20 forces per faction (checked by tests; cheap to assert here too).
  for (const f of s.factions) if (total(of(s.reserves, f)) < 0) throw new Error(`negative reserves for ${f}`);
}
