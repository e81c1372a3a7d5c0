import { theFactions } from '../victory/describe';
import { territory, type TerritoryId } from '../data/map';
import type { DuneState, FactionId } from '../state';
import type { PhaseModule } from './phase-module';
import { spiceBlowActions } from './spice-blow/actions';
import { pileName } from './spice-blow/deck';
import { nexusWaitingFor } from './spice-blow/nexus';
import { blowStep, enterSpiceBlow, wormOwner } from './spice-blow/sequence';
import type { Nexus } from '../shape/spice-blow';

export { spiceBlowActions };

const names = (fs: FactionId[]): string => theFactions(fs);
const strikeName = (t: TerritoryId | null): string | null => (t ? territory(t).name : null);

/** Whom the Thumper or Harvester waits for, as the table may hear it: in 'holders' mode naming them would name the holder. */
const whoIsAsked = (s: DuneState, card: string): string =>
  s.options.blowCardWindow === 'holders' ? `the holder of the ${card}` : `${names(blowStep(s).asked ?? [])}, any of whom may hold the ${card},`;

/** Option `blowCardWindow: 'holders'`: only the holder of the Thumper or Harvester is asked, and who that is stays secret. */
const hidesHolder = (s: DuneState): boolean => {
  const { stage } = blowStep(s);
  return s.options.blowCardWindow === 'holders' && (stage === 'thumper' || stage === 'harvester');
};

function expecting(s: DuneState): string {
  const st = blowStep(s);
  const blow = `Spice Blow ${pileName(st.pile)}`;
  switch (st.stage) {
    case 'worm': {
      const first = strikeName(st.strikes[0] ?? null);
      return `${blow}: another worm has appeared; waiting for the Fremen to send it to any sand territory (\`worm\`), or \`pass\` to let it strike ${first ?? 'nothing, like the first'}.`;
    }
    case 'nexus':
      return `Nexus (${blow}): waiting for ${names(nexusWaitingFor(s, st.nexus as Nexus))} to ask for an ally (\`ally\`), break an alliance (\`break\`) or \`pass\`.`;
    case 'ride':
      return `${blow}: the worm has struck ${strikeName(st.rides[0] ?? null)}; waiting for the Fremen to ride it (\`ride\`) or \`pass\`.`;
    case 'reveal':
      return `${blow}: revealing spice cards.`;
    case 'thumper':
      return `${blow}: waiting for ${whoIsAsked(s, 'Thumper')} to play it instead of the blow's first card (\`thumper play: true\`) or not (\`thumper play: false\`).`;
    case 'harvester':
      return `${blow}: waiting for ${whoIsAsked(s, 'Harvester')} to double this blow (\`harvester play: true\`) or not (\`harvester play: false\`).`;
  }
}

export const spiceBlowPhase: PhaseModule = {
  phase: 'spice-blow',
  enter: enterSpiceBlow,
  waitingFor: (s) => {
    const st = blowStep(s);
    if (st.stage === 'nexus') return nexusWaitingFor(s, st.nexus as Nexus);
    if (st.stage === 'thumper' || st.stage === 'harvester') return st.asked ?? [];
    const owner = st.stage === 'worm' || st.stage === 'ride' ? wormOwner(s) : undefined;
    return owner ? [owner] : [];
  },
  // The holder answers in private (its own view and DMs say it is awaited); the channel hears that the blow waits.
  publicWaitingFor: (s) => (hidesHolder(s) ? [] : spiceBlowPhase.waitingFor(s)),
  expecting,
  publicStep: (s) => {
    const st = blowStep(s);
    return {
      pile: pileName(st.pile),
      stage: st.stage,
      strikes: st.strikes.map(strikeName),
      nexus: st.nexus ? { passed: [...st.nexus.passed], proposals: st.nexus.proposals.map((p) => ({ ...p })), allied: [...st.nexus.allied] } : null,
      rideFrom: st.stage === 'ride' ? strikeName(st.rides[0] ?? null) : null,
    };
  },
};
