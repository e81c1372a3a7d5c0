import { check } from '../../engine/result';
import { defineAction, type ActionSpec } from '../actions/spec';
import { receive, spiceOf } from '../board';
import { stopsPower } from '../cards/karama/stops';
import type { Ctx } from '../context';
import { factionName } from '../data/factions';
import { hooksOf } from '../factions';
import type { DuneState, FactionId } from '../state';
import { noteCharity } from '../tech-tokens/income';
import type { PhaseModule } from './phase-module';
import type { CharityStep } from '../shape/phase-state';
import { agrees } from '../victory/describe';

const step = (s: DuneState): CharityStep => {
  if (s.step.phase !== 'charity') throw new Error('not in the charity phase');
  return s.step;
};

/** What `f` receives whatever they hold, by a power of theirs (the Bene Gesserit's 2), or null. */
const fixedCharity = (s: DuneState, f: FactionId): number | null => hooksOf(f).charity?.amount(s, f) ?? null;

const topUp = (s: DuneState, f: FactionId): number => Math.max(0, 2 - spiceOf(s, f));

/** What charity pays `f` now: a top-up to 2 for 0 or 1 spice held, or a power's fixed sum (the Bene Gesserit's 2). */
export function charityDue(s: DuneState, f: FactionId): number {
  return fixedCharity(s, f) ?? topUp(s, f);
}

/**
 * Pays `f` its charity. A faction paid under a power uses it each time, and a Karama stops it then
 * (rules §7, "Karama can cancel this"): they are topped up like anyone else, which may be nothing.
 * The stop is spent whatever they hold, so that its news tells no spice count.
 */
function pay(s: DuneState, ctx: Ctx, f: FactionId): void {
  const power = hooksOf(f).charity;
  const amount = fixedCharity(s, f) !== null && power && stopsPower(s, ctx, power.power) ? topUp(s, f) : charityDue(s, f);
  if (amount === 0) return;
  receive(s, f, amount);
  noteCharity(s, f);
  ctx.emit({ type: 'charity-paid', faction: f, amount });
}

function settleClaim(s: DuneState, ctx: Ctx, f: FactionId): void {
  const st = step(s);
  st.pending = st.pending.filter((x) => x !== f);
  if (st.pending.length === 0) ctx.endPhase();
}

export const charityPhase: PhaseModule = {
  phase: 'charity',
  enter: (s, ctx) => {
    const eligible = s.stormOrder.filter((f) => charityDue(s, f) > 0);
    s.step = { phase: 'charity', pending: [] };
    if (s.options.charity === 'claim' && eligible.length > 0) {
      step(s).pending = eligible;
      for (const f of eligible) ctx.emit({ type: 'charity-offered', to: [f], amount: charityDue(s, f) });
      return;
    }
    if (s.options.charity === 'auto') for (const f of eligible) pay(s, ctx, f);
    ctx.endPhase();
  },
  waitingFor: (s) => [...step(s).pending],
  // Who may claim tells who holds 0 or 1 spice, and spice is kept behind the shield: the channel
  // learns that charity waits, each claimant privately that it may claim.
  publicWaitingFor: () => [],
  expecting: () => 'CHOAM Charity: waiting for the players entitled to charity to claim it (`charity`) or decline it (`pass`).',
  privateStep: (s, f) => (step(s).pending.includes(f) ? { charity: charityDue(s, f) } : {}),
};

export const claim = defineAction({
  name: 'charity',
  summary: 'CHOAM Charity: claim it (0 or 1 spice is topped up to 2; the Bene Gesserit may receive 2 whatever they hold).',
  phases: ['charity'],
  args: [],
  errors: ['not-eligible'],
  handler: (s, f, _args, ctx) => {
    check(
      charityDue(s, f) > 0,
      'not-eligible',
      `The ${factionName(f)} now ${agrees(f, 'hold')} ${spiceOf(s, f)} spice; charity goes only to factions holding 0 or 1.`,
    );
    pay(s, ctx, f);
    settleClaim(s, ctx, f);
  },
});

export const decline = defineAction({
  name: 'pass',
  summary: 'CHOAM Charity: decline it this turn.',
  phases: ['charity'],
  args: [],
  errors: [],
  handler: (s, f, _args, ctx) => {
    ctx.emit({ type: 'charity-declined', to: [f], faction: f });
    settleClaim(s, ctx, f);
  },
});

export const charityActions: ActionSpec[] = [claim, decline];
