import { check } from '../../../engine/result';
import { allyOf } from '../../board';
import type { Ctx } from '../../context';
import { factionName } from '../../data/factions';
import { settleAftermath } from '../../phases/battle/sequence';
import { battleStep } from '../../phases/battle/step';
import { stopStrengthNow } from '../../phases/battle/strength';
import { stopAllyRevival } from '../../phases/revival/step';
import { blowStep, eatRiders, strikeAsTheFirst } from '../../phases/spice-blow/sequence';
import { shipmentStep } from '../../phases/shipment-movement/step';
import { proceed } from '../../phases/shipment-movement/turns';
import type { DuneState, FactionId, PhaseId } from '../../state';
import type { CardUse, PlayArgs } from '../use';
import { power, powerName, type PowerId } from './powers';
import { playSpecialKarama, SPECIAL_ARGS } from './special';
import { isStopped, playStop, stopsPower } from './stops';
import { capital, checkStopTarget } from './target';
import { PHASE_TITLES } from '../../shape/phase';
import { agrees } from '../../victory/describe';

/**
 * Uses in progress that a Karama stops at once: a spiritual advisor the Bene Gesserit have been
 * offered but not yet sent or a flip on offer, prescience or the Voice in the battle being fought (a
 * command already given is lifted), the Harkonnen's capture drawn or chosen and not yet carried out, a worm ride on offer (the Fremen are eaten instead, FAQ), a
 * further worm the Fremen are sending (it strikes where the first did), a starred force or battle
 * hardening in the battle being planned (the side plans again without it), an alliance revival on
 * offer or granted and not yet used. Other powers are stopped when next used.
 */
const STOP_AT_ONCE: Partial<Record<PowerId, (s: DuneState, ctx: Ctx) => void>> = {
  flip: (s, ctx) => {
    const st = shipmentStep(s);
    if (st.bgPending[0]?.kind !== 'flip' || !stopsPower(s, ctx, 'flip')) return;
    st.bgPending.shift();
    proceed(s, ctx);
  },
  'battle-prescience': (s, ctx) => {
    const b = battleStep(s).current;
    if (b?.prescience && stopsPower(s, ctx, 'battle-prescience')) b.prescience = null;
  },
  voice: (s, ctx) => {
    const b = battleStep(s).current;
    if (b?.voice && stopsPower(s, ctx, 'voice')) b.voice = null;
  },
  sardaukar: (s, ctx) => stopStrengthNow(s, 'sardaukar', ctx),
  fedaykin: (s, ctx) => stopStrengthNow(s, 'fedaykin', ctx),
  'battle-hardened': (s, ctx) => stopStrengthNow(s, 'battle-hardened', ctx),
  cyborgs: (s, ctx) => stopStrengthNow(s, 'cyborgs', ctx),
  'worm-ride': (s, ctx) => {
    if (blowStep(s).stage === 'ride' && stopsPower(s, ctx, 'worm-ride')) eatRiders(s, ctx);
  },
  'further-worms': (s, ctx) => {
    if (blowStep(s).stage === 'worm' && stopsPower(s, ctx, 'further-worms')) strikeAsTheFirst(s, ctx);
  },
  'spiritual-advisor': (s, ctx) => {
    const st = shipmentStep(s);
    const i = st.bgPending.findIndex((d) => d.kind === 'advise');
    if (i < 0 || !stopsPower(s, ctx, 'spiritual-advisor')) return;
    st.bgPending.splice(i, 1);
    proceed(s, ctx);
  },
  // The attempt in progress (drawn, or a kill or capture awaiting the loser): the leader stays where it was.
  capture: (s, ctx) => {
    const b = battleStep(s).current;
    if (b?.stage !== 'aftermath' || !b.capture || !stopsPower(s, ctx, 'capture')) return;
    b.capture = null;
    settleAftermath(s, b, ctx);
  },
  'ally-free-revival': (s, ctx) => stopAllyRevival(s, 'ally-free-revival', ctx),
  'ally-extra-revival': (s, ctx) => stopAllyRevival(s, 'ally-extra-revival', ctx),
};

/** Karama, basic use: stop a faction power when it is used (rules §16.1). */
function stopPower(s: DuneState, f: FactionId, a: PlayArgs, ctx: Ctx): void {
  const id = checkStopTarget(s, f, a.power, a.target);
  const p = power(id);
  const name = powerName(id);
  const title = (x: PhaseId) => PHASE_TITLES[x];
  check(
    !p.inAdvance,
    'too-late',
    `${capital(name)} is used as the ${p.phases.map(title).join(' or ')} phase begins, before anyone can answer: a Karama stops it only by a standing order given beforehand (\`karama-order power: ${id}\`).`,
  );
  check(
    p.phases.includes(s.phase),
    'not-now',
    `Karama stops ${name} in the ${p.phases.map(title).join(' or ')} phase, where it is used; the game is in the ${title(s.phase)} phase. To stop it when it is next used, give a standing order (\`karama-order power: ${id}\`).`,
  );
  check(
    !p.ally || allyOf(s, p.faction) !== undefined,
    'no-ally',
    `The ${factionName(p.faction)} ${agrees(p.faction, 'have')} no ally: ${name} is not theirs to use now.`,
  );
  const fight = s.phase === 'battle' ? battleStep(s).current : null;
  // Powers of the battle itself are used by the reveal; the capture comes after the battle (GF9 2.05.10.01).
  check(!fight?.revealed || p.afterBattle, 'too-late', 'In a battle, Karama stops a power before the plans are revealed (rules §16).');
  check(!isStopped(s, id), 'already-stopped', `${capital(name)} is already stopped by a Karama.`);
  playStop(s, f, id, ctx, a.card);
  STOP_AT_ONCE[id]?.(s, ctx);
}

/**
 * Karama away from the auction and the shipment: stop a faction power, or (Advanced) the faction's
 * once-per-game special power. The Bene Gesserit may play a worthless card as Karama (Advanced).
 */
export const karamaUse: CardUse = {
  args: [...new Set(['power', 'target', 'special', ...SPECIAL_ARGS] as const)],
  play: (s, f, a, ctx) => {
    check(s.phase !== 'setup', 'not-now', 'Karama is played once setup is over.');
    if (a.special) return playSpecialKarama(s, f, a, ctx);
    const extra = SPECIAL_ARGS.filter((k) => k !== 'target' && a[k] !== undefined);
    check(extra.length === 0, 'bad-argument', `${extra.map((k) => `\`${k}\``).join(', ')} go with a special Karama power (\`special: true\`).`);
    stopPower(s, f, a, ctx);
  },
};
