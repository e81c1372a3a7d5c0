import type { Ctx } from '../../context';
import { isTerritoryCard, SANDTROUT, SPICE_CARDS, type SpiceCardId } from '../../data/cards';
import { revealSandtrout, sandtroutDoubles, sandtroutStills } from './sandtrout';
import { askedAboutCard } from '../../cards/held';
import { territory, type TerritoryId } from '../../data/map';
import { isAdvanced } from '../../options';
import { hooksOf } from '../../factions';
import type { DuneState, FactionId } from '../../state';
import { blowSpice, drawSpiceCard, pileName, topTerritory } from './deck';
import { newNexus } from './nexus';
import { wormEats } from './worms';
import { callOrderedSandworm } from '../../cards/karama/orders';
import { stopsPower } from '../../cards/karama/stops';
import type { SpiceBlowStep } from '../../shape/spice-blow';

export const blowStep = (s: DuneState): SpiceBlowStep => {
  if (s.step.phase !== 'spice-blow') throw new Error('not in the spice blow phase');
  return s.step;
};

/** The faction in play with powers over the worms (the Fremen), if any. */
export function wormOwner(s: DuneState): FactionId | undefined {
  for (const f of s.factions) if (hooksOf(f).worms) return f;
  return undefined;
}

/** Who a worm spares: those a faction's power protects (the Fremen and their ally). */
function immuneIn(s: DuneState): (f: FactionId) => boolean {
  const owner = wormOwner(s);
  const worms = owner && hooksOf(owner).worms;
  return owner && worms ? (f) => worms.spares(s, owner, f) : () => false;
}

/** Advanced: the faction that sends each worm after the first in a blow where it pleases (the Fremen, rules §6.3), if any. */
function furtherWormSender(s: DuneState): FactionId | undefined {
  const owner = wormOwner(s);
  return owner && isAdvanced(s.options) && hooksOf(owner).worms?.sendsFurther ? owner : undefined;
}

const nameOf = (t: TerritoryId | null): string | null => (t ? territory(t).name : null);

export function enterSpiceBlow(s: DuneState, ctx: Ctx): void {
  s.step = { phase: 'spice-blow', pile: 0, stage: 'reveal', strikes: [], setAside: [], nexus: null, rides: [] };
  beginBlow(s, ctx);
}

/**
 * A blow begins. CARD-THUMPER: from turn 2 its holder may play it instead of revealing blow A's
 * first card, and with the house rule `thumperOnBlowB` blow B's too; otherwise the cards are turned.
 */
function beginBlow(s: DuneState, ctx: Ctx): void {
  const st = blowStep(s);
  const asked = s.turn >= 2 && (st.pile === 0 || s.options.thumperOnBlowB) ? askedAboutCard(s, 'thumper') : [];
  if (asked.length > 0) {
    st.stage = 'thumper';
    st.asked = asked;
    return;
  }
  revealCards(s, ctx);
}

/**
 * Reveals cards onto the current discard pile until a territory card comes up. Turn 1 sets worms
 * aside; later the first worm strikes the pile's topmost territory card, and each further worm the
 * same territory or, with the Advanced Fremen, wherever they send it (the reveal waits for them).
 */
export function revealCards(s: DuneState, ctx: Ctx): void {
  const st = blowStep(s);
  const pile = pileName(st.pile);
  st.stage = 'reveal';
  for (let card = drawSpiceCard(s, ctx); card !== undefined; card = drawSpiceCard(s, ctx)) {
    if (card === SANDTROUT) {
      revealSandtrout(s, ctx, st, card);
      continue;
    }
    if (isTerritoryCard(card)) {
      const amount = blowSpice(s, ctx, st.pile, card, sandtroutDoubles(s, ctx, st.pile, card));
      // CARD-HARVESTER: its holder may double the blow just revealed (not one in the storm, OP-9).
      const blow = SPICE_CARDS.get(card);
      const asked = amount > 0 ? askedAboutCard(s, 'harvester') : [];
      if (blow && asked.length > 0) {
        st.stage = 'harvester';
        st.asked = asked;
        st.harvest = { territory: card, sector: blow.sector, amount };
        return;
      }
      break;
    }
    if (s.turn === 1) {
      st.setAside.push(card);
      ctx.emit({ type: 'worm-set-aside', pile });
      continue;
    }
    s.decks.spiceDiscard[st.pile].push(card);
    if (sandtroutStills(s, ctx, st.pile)) continue;
    s.wormsSeen += 1;
    // A Karama against the Fremen's further worms: this one strikes where the first did, as in the Basic game.
    const sender = st.strikes.length > 0 ? furtherWormSender(s) : undefined;
    if (sender && !stopsPower(s, ctx, 'further-worms')) {
      st.stage = 'worm';
      ctx.emit({ type: 'worm-appeared', pile, territory: null, wormsSeen: s.wormsSeen, awaiting: sender });
      return;
    }
    const target = st.strikes.length === 0 ? topTerritory(s, st.pile) : (st.strikes[0] as TerritoryId | null);
    st.strikes.push(target);
    ctx.emit({ type: 'worm-appeared', pile, territory: nameOf(target), wormsSeen: s.wormsSeen });
  }
  finishReveal(s, ctx);
}

/** The blow's cards are turned: a Nexus if a worm came, else on to the next blow. */
export function finishReveal(s: DuneState, ctx: Ctx): void {
  const st = blowStep(s);
  const pile = pileName(st.pile);
  if (st.strikes.length > 0) {
    // S001-WORM-1: a blow that revealed a worm opens its own Nexus; the worms wait for it (WORM-8).
    st.stage = 'nexus';
    st.nexus = newNexus();
    ctx.emit({ type: 'nexus-started', pile, strikes: st.strikes.map(nameOf) });
    return;
  }
  nextBlow(s, ctx);
}

/** The Fremen have sent a further worm: it will strike `t` (null: nothing); revealing goes on. */
export function sendWorm(s: DuneState, ctx: Ctx, t: TerritoryId | null): void {
  blowStep(s).strikes.push(t);
  const sender = wormOwner(s);
  if (sender) ctx.emit({ type: 'worm-sent', faction: sender, territory: nameOf(t) });
  revealCards(s, ctx);
}

/** A further worm the Fremen were sending, stopped by a Karama: it strikes where the first worm of the blow did; revealing goes on. */
export function strikeAsTheFirst(s: DuneState, ctx: Ctx): void {
  const st = blowStep(s);
  st.strikes.push(st.strikes[0] ?? null);
  revealCards(s, ctx);
}

/** The Nexus is over: the worms eat (S001-WORM-8), then the Fremen may ride each of them. */
export function endNexus(s: DuneState, ctx: Ctx): void {
  const st = blowStep(s);
  st.nexus = null;
  ctx.emit({ type: 'nexus-ended', alliances: s.alliances.map((a) => [a[0], a[1]]) });
  const struck = st.strikes.filter((t): t is TerritoryId => t !== null);
  const immune = immuneIn(s);
  for (const t of new Set(struck)) wormEats(s, ctx, t, immune);
  // Each worm gives its own ride, so a repeat worm allows a repeat ride (rules §12.5).
  st.rides = wormOwner(s) ? struck : [];
  offerRide(s, ctx);
}

/** The current ride is ridden or declined: on to the next worm's ride, or the next blow. */
export function rideDone(s: DuneState, ctx: Ctx): void {
  blowStep(s).rides.shift();
  offerRide(s, ctx);
}

/** A Karama stops the worm ride: the Fremen in the struck territory are eaten instead (FAQ, rules §12.5). */
export function eatRiders(s: DuneState, ctx: Ctx): void {
  const from = blowStep(s).rides[0] as TerritoryId;
  const rider = wormOwner(s);
  wormEats(s, ctx, from, immuneIn(s), (f) => f === rider);
  rideDone(s, ctx);
}

function offerRide(s: DuneState, ctx: Ctx): void {
  const st = blowStep(s);
  const rider = wormOwner(s);
  const worms = rider && hooksOf(rider).worms;
  while (rider && worms && st.rides.length > 0 && worms.riders(s, rider, st.rides[0] as TerritoryId).length === 0) st.rides.shift();
  const from = st.rides[0];
  if (from === undefined || !rider) {
    nextBlow(s, ctx);
    return;
  }
  if (stopsPower(s, ctx, 'worm-ride')) return eatRiders(s, ctx);
  st.stage = 'ride';
  ctx.emit({ type: 'worm-ride-offered', faction: rider, territory: territory(from).name });
}

/** Pile A done: pile B in the Advanced game, else the phase ends (turn 1's worms back in the deck). */
function nextBlow(s: DuneState, ctx: Ctx): void {
  const st = blowStep(s);
  st.strikes = [];
  st.rides = [];
  if (st.pile === 0 && isAdvanced(s.options)) {
    st.pile = 1;
    beginBlow(s, ctx);
    return;
  }
  callOrderedSandworm(s, ctx);
  if (st.setAside.length > 0) {
    const worms: SpiceCardId[] = st.setAside.splice(0);
    s.decks.spice = ctx.rng.shuffle([...s.decks.spice, ...worms]);
    ctx.emit({ type: 'worms-shuffled-back', worms: worms.length });
  }
  ctx.endPhase();
}
