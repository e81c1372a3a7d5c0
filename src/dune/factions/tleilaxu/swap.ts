import { check } from '../../../engine/result';
import { defineAction } from '../../actions/spec';
import { isStopped, stopsPower } from '../../cards/karama/stops';
import { traitorName } from '../../data/traitors';
import { mentatDecided } from '../../phases/mentat/decided';
import type { DuneState, FactionId } from '../../state';
import { faceDancersOf } from './face-dancers';

const OWNER: FactionId = 'tleilaxu';
const SWAP = 'face-dancer-swap';

/** TLX-4: in each Mentat Pause the Tleilaxu may swap an unrevealed Face Dancer, unless a Karama stopped it. */
export const swapOffered = (s: DuneState, _owner: FactionId): boolean => faceDancersOf(s).some((d) => !d.revealed) && !isStopped(s, SWAP);

const deciding = (s: DuneState, f: FactionId): boolean => s.step.phase === 'mentat' && s.step.deciding?.includes(f) === true;

/**
 * TLX-4: the Tleilaxu put one unrevealed Face Dancer back into the traitor deck, shuffle it, and
 * draw one (perhaps the same). The table learns a swap was made; only the Tleilaxu which cards.
 * A Karama stops it (§4.4): nothing is swapped this pause.
 */
export const swapFaceDancer = defineAction({
  name: 'swap-face-dancer',
  summary: 'Tleilaxu, Mentat Pause: put one unrevealed Face Dancer back into the traitor deck and draw another (perhaps the same).',
  phases: ['mentat'],
  args: [{ name: 'leader', type: 'traitor', required: true, description: 'the unrevealed Face Dancer you put back' }],
  errors: ['not-now', 'not-a-face-dancer'],
  when: (s) => s.factions.includes(OWNER),
  handler: (s, f, { leader }, ctx) => {
    check(deciding(s, f) && f === OWNER, 'not-now', 'Only the Tleilaxu swap a Face Dancer, once in each Mentat Pause.');
    const dancers = faceDancersOf(s);
    const i = dancers.findIndex((d) => d.leader === leader && !d.revealed);
    check(i >= 0, 'not-a-face-dancer', `${traitorName(leader)} is not one of your unrevealed Face Dancers.`);
    if (!stopsPower(s, ctx, SWAP)) {
      s.decks.traitors.push(leader);
      ctx.rng.shuffle(s.decks.traitors);
      const drawn = s.decks.traitors.shift() ?? leader;
      s.faceDancers = dancers.map((d, j) => (j === i ? { leader: drawn, revealed: false } : d));
      ctx.emit({ type: 'face-dancer-swapped', faction: f });
      ctx.emit({ type: 'face-dancer-swap-detail', to: [f], returned: leader, drawn });
    }
    mentatDecided(s, f, ctx);
  },
});

/** TLX-4 declined: the Tleilaxu keep their Face Dancers this pause. */
export const keepFaceDancers = defineAction({
  name: 'pass',
  summary: 'Tleilaxu, Mentat Pause: keep your Face Dancers (no swap).',
  phases: ['mentat'],
  args: [],
  errors: ['not-now'],
  when: (s) => s.factions.includes(OWNER),
  handler: (s, f, _args, ctx) => {
    check(deciding(s, f), 'not-now', 'Nobody has anything to decide in the Mentat Pause but the Tleilaxu, about a Face Dancer swap.');
    ctx.emit({ type: 'face-dancers-kept', faction: f });
    mentatDecided(s, f, ctx);
  },
});
