import { check } from '../../../engine/result';
import type { Ctx } from '../../context';
import { factionName } from '../../data/factions';
import { isAdvanced } from '../../options';
import { PHASE_MODULES } from '../../phases';
import { battleStep } from '../../phases/battle/step';
import { blowStep, eatRiders } from '../../phases/spice-blow/sequence';
import { shipmentStep } from '../../phases/shipment-movement/step';
import { proceed } from '../../phases/shipment-movement/turns';
import type { DuneState, FactionId } from '../../state';
import type { CardUse, PlayArgs } from '../use';
import { playKarama } from './card';
import { POWER_IDS, power, powerName, type PowerId } from './powers';
import { playSpecialKarama, SPECIAL_ARGS } from './special';
import { addStop, isStopped, stopsPower } from './stops';

/**
 * Uses in progress that a Karama stops at once: a spiritual advisor the Bene Gesserit have been
 * offered but not yet sent or a flip on offer, prescience or the Voice in the battle being fought (a command already
 * given is lifted), a worm ride on offer (the Fremen are eaten instead, FAQ). Other powers are
 * stopped when next used.
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
  'worm-ride': (s, ctx) => {
    if (blowStep(s).stage === 'ride' && stopsPower(s, ctx, 'worm-ride')) eatRiders(s, ctx);
  },
  'spiritual-advisor': (s, ctx) => {
    const st = shipmentStep(s);
    const i = st.bgPending.findIndex((d) => d.kind === 'advise');
    if (i < 0 || !stopsPower(s, ctx, 'spiritual-advisor')) return;
    st.bgPending.splice(i, 1);
    proceed(s, ctx);
  },
};

/** Karama, basic use: stop a faction power when it is used (rules §16.1). */
function stopPower(s: DuneState, f: FactionId, a: PlayArgs, ctx: Ctx): void {
  check(
    a.power !== undefined,
    'power-needed',
    `Name the power Karama stops (\`power\`: ${POWER_IDS.join(', ')}), or play it for your special power (\`special: true\`, Advanced). Karama also wins a card in the Bidding (\`bid karama: true\`) and ships at Guild rates (\`ship karama: true\`).`,
  );
  const p = power(a.power);
  const name = powerName(a.power);
  const owner = p.faction;
  check(
    a.target === undefined || a.target === owner,
    'wrong-target',
    `${capital(name)} belongs to the ${factionName(owner)}, not to the ${a.target ? factionName(a.target) : ''}.`,
  );
  check(s.factions.includes(owner), 'not-in-game', `The ${factionName(owner)} are not playing in this game.`);
  check(owner !== f, 'own-power', 'A Karama stops another faction’s power, not your own.');
  check(
    p.phases.includes(s.phase),
    'not-now',
    `Karama stops ${name} in the ${p.phases.map((x) => PHASE_MODULES[x].title).join(' or ')} phase, where it is used; the game is in the ${PHASE_MODULES[s.phase].title} phase.`,
  );
  check(!p.advanced || isAdvanced(s.options), 'advanced-only', `${capital(name)} belongs to the Advanced game; this game plays the Basic rules.`);
  const fight = s.phase === 'battle' ? battleStep(s).current : null;
  check(!fight?.revealed, 'too-late', 'In a battle, Karama stops a power before the plans are revealed (rules §16).');
  check(!isStopped(s, a.power), 'already-stopped', `${capital(name)} is already stopped by a Karama.`);
  playKarama(s, f, `stop ${name}`, ctx, a.card);
  const stop = addStop(s, a.power, f);
  ctx.emit({ type: 'karama-stop', faction: f, target: owner, power: a.power, description: p.label, scope: stop.scope });
  STOP_AT_ONCE[a.power]?.(s, ctx);
}

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

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
