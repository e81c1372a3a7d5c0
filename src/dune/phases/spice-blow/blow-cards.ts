import { check, fail } from '../../../engine/result';
import { defineAction } from '../../actions/spec';
import { addSpiceOnBoard } from '../../board';
import type { Ctx } from '../../context';
import { holderOf } from '../../cards/held';
import type { TreacheryKindId } from '../../data/cards';
import { factionName } from '../../data/factions';
import { territory } from '../../data/map';
import type { DuneState, FactionId } from '../../state';
import { discard, takeFromHand } from '../../treachery';
import { pileName, topTerritory } from './deck';
import { sandtroutStills } from './sandtrout';
import { blowStep, finishReveal, revealCards } from './sequence';
import type { SpiceBlowStep } from '../../shape/spice-blow';
import { agrees } from '../../victory/describe';

const atStage = (s: DuneState, stage: SpiceBlowStep['stage']): boolean => s.phase === 'spice-blow' && blowStep(s).stage === stage;

/**
 * `f`'s answer at the stage that offers the card: refused out of that stage, from a faction not
 * asked, or (`play: true`) from one not holding the card. Returns whether the window is over: the
 * card is played, or every faction asked has answered (option `blowCardWindow: 'everyone'`).
 */
function answerAt(s: DuneState, f: FactionId, kind: 'thumper' | 'harvester', play: boolean, when: string): boolean {
  if (!atStage(s, kind)) fail('not-now', `${when}.`);
  const st = blowStep(s);
  const name = kind === 'thumper' ? 'Thumper' : 'Harvester';
  const asked = st.asked ?? [];
  check(asked.includes(f) && (!play || holderOf(s, kind) === f), 'card-not-in-hand', `The ${factionName(f)} ${agrees(f, 'hold')} no ${name}.`);
  st.asked = asked.filter((x) => x !== f);
  if (!play && st.asked.length > 0) return false;
  delete st.asked;
  return true;
}

/** Plays the card: it leaves the hand for the treachery discard pile. */
function spend(s: DuneState, f: FactionId, kind: TreacheryKindId, ctx: Ctx): void {
  discard(s, takeFromHand(s, f, kind), ctx, f);
}

/**
 * CARD-THUMPER (ixians-tleilaxu.md §6): at the start of the Spice Blow phase, turn 2 on, instead
 * of revealing blow A's first card (with the house rule `thumperOnBlowB`, or blow B's), as if a
 * Shai-Hulud were revealed: the worm strikes the territory of that pile's topmost territory card,
 * revealing goes on until a territory card, and a Nexus follows (the Fremen may ride). Not
 * played: the blow goes on as usual.
 */
export const thumper = defineAction({
  name: 'thumper',
  summary:
    'Start of the Spice Blow, turn 2 on: play your Thumper (play: true) to call a worm instead of the first card of blow A (of blow B too with the house rule thumperOnBlowB), or not (false).',
  phases: ['spice-blow'],
  args: [{ name: 'play', type: 'boolean', required: true, description: 'true: play the Thumper; false: keep it' }],
  errors: ['not-now', 'card-not-in-hand'],
  when: (s) => atStage(s, 'thumper'),
  handler: (s, f, { play }, ctx) => {
    const when = `The Thumper is played at the start of the Spice Blow phase, from turn 2, before blow A${s.options.thumperOnBlowB ? ' or before blow B' : ''}`;
    if (!answerAt(s, f, 'thumper', play, when)) return;
    const { pile } = blowStep(s);
    if (play) {
      spend(s, f, 'thumper', ctx);
      ctx.emit({ type: 'thumper-played', faction: f });
      // A pending Sandtrout stills the Thumper's worm too (§7.1).
      if (!sandtroutStills(s, ctx, pile)) {
        const target = topTerritory(s, pile);
        s.wormsSeen += 1;
        blowStep(s).strikes.push(target);
        ctx.emit({ type: 'worm-appeared', pile: pileName(pile), territory: target ? territory(target).name : null, wormsSeen: s.wormsSeen });
      }
    }
    revealCards(s, ctx);
  },
});

/**
 * CARD-HARVESTER (ixians-tleilaxu.md §6, OP-9): just after a territory card is revealed and its
 * spice placed, its holder may double the blow: the blow's amount once more (`harvester: 'blow'`,
 * DuneBot) or as much again as the whole pile there (`'pile'`, treachery.online). A blow in the
 * storm placed nothing and is not offered.
 */
export const harvester = defineAction({
  name: 'harvester',
  summary: 'Spice Blow, just after a territory card: play your Harvester (play: true) to double that blow, or not (false).',
  phases: ['spice-blow'],
  args: [{ name: 'play', type: 'boolean', required: true, description: 'true: play the Harvester; false: keep it' }],
  errors: ['not-now', 'card-not-in-hand'],
  when: (s) => atStage(s, 'harvester'),
  handler: (s, f, { play }, ctx) => {
    if (!answerAt(s, f, 'harvester', play, 'The Harvester is played just after a territory spice card is revealed')) return;
    const st = blowStep(s);
    const h = st.harvest;
    if (!h) throw new Error('harvester stage without a blow');
    if (play) {
      spend(s, f, 'harvester', ctx);
      const pile = s.spiceOnBoard.find((p) => p.territory === h.territory && p.sector === h.sector)?.amount ?? 0;
      const amount = s.options.harvester === 'pile' ? pile : h.amount;
      addSpiceOnBoard(s, h.territory, h.sector, amount);
      ctx.emit({ type: 'harvester-played', faction: f, territory: territory(h.territory).name, amount });
    }
    delete st.harvest;
    st.stage = 'reveal';
    finishReveal(s, ctx);
  },
});
