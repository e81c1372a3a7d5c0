import type { SpiceCardId } from '../data/cards';
import { factionName } from '../data/factions';
import { territory, type TerritoryId } from '../data/map';
import type { DuneState, FactionId } from '../state';
import type { PhaseModule } from './phase-module';
import { spiceBlowActions } from './spice-blow/actions';
import { pileName, type Pile } from './spice-blow/deck';
import { nexusWaitingFor, type Nexus } from './spice-blow/nexus';
import { blowStep, enterSpiceBlow } from './spice-blow/sequence';

export { spiceBlowActions };

/** The Spice Blow phase: one blow (Basic) or two (Advanced, piles A then B), each with its worms and Nexus. */
export interface SpiceBlowStep {
  phase: 'spice-blow';
  /** The blow in progress: its discard pile. */
  pile: Pile;
  /** 'reveal' only while cards are being turned; 'worm': the Fremen send a further worm; 'nexus'; 'ride'. */
  stage: 'reveal' | 'worm' | 'nexus' | 'ride';
  /** Where this blow's worms strike once the Nexus is over (null: a worm with no territory card to strike). */
  strikes: (TerritoryId | null)[];
  /** Turn 1: worms set aside, shuffled back into the deck when the phase ends. */
  setAside: SpiceCardId[];
  nexus: Nexus | null;
  /** Struck territories the Fremen may still ride out of, one ride per worm, in order. */
  rides: TerritoryId[];
}

const names = (fs: FactionId[]): string => fs.map(factionName).join(', ');
const strikeName = (t: TerritoryId | null): string | null => (t ? territory(t).name : null);

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
  }
}

export const spiceBlowPhase: PhaseModule = {
  phase: 'spice-blow',
  title: 'Spice Blow and Nexus',
  enter: enterSpiceBlow,
  waitingFor: (s) => {
    const st = blowStep(s);
    if (st.stage === 'nexus') return nexusWaitingFor(s, st.nexus as Nexus);
    return st.stage === 'worm' || st.stage === 'ride' ? ['fremen'] : [];
  },
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
