import { spiceCardName } from '../data/cards';
import { factionName } from '../data/factions';
import { territory } from '../data/map';
import { hooksOf } from '../factions';
import { isAdvanced } from '../options';
import type { DuneState } from '../state';
import type { PhaseModule } from './phase-module';
import { coexisting } from './shipment-movement/coexistence';
import { flipLoneAdvisors } from './shipment-movement/sides';
import { shipmentStep } from './shipment-movement/step';
import { proceed } from './shipment-movement/turns';

export { shipmentMovementActions } from './shipment-movement/actions';

const PHASE = 'shipment-movement';

export const shipmentMovementPhase: PhaseModule = {
  phase: PHASE,
  enter: (s, ctx) => {
    s.step = {
      phase: PHASE,
      declaring: false,
      queue: [...s.stormOrder],
      done: [],
      current: null,
      part: 'ship',
      started: false,
      movesLeft: 0,
      ornithopters: false,
      bgPending: [],
    };
    const top = s.decks.spice[0];
    if (top)
      for (const f of s.factions) if (hooksOf(f).seesSpiceDeckTop?.(s, f, ctx)) ctx.emit({ type: 'spice-card-glimpsed', to: [f], card: spiceCardName(top) });
    flipLoneAdvisors(s, ctx);
    const c = coexisting(s);
    shipmentStep(s).declaring = c?.power.declares(s, c.owner) ?? false;
    proceed(s, ctx);
  },
  waitingFor: (s) => {
    const st = shipmentStep(s);
    const c = coexisting(s);
    if (c && (st.declaring || st.bgPending.length > 0)) return [c.owner];
    return st.current ? [st.current] : [];
  },
  expecting: (s) => `Shipment and Movement: ${expectation(s)}`,
  publicStep: (s) => {
    const st = shipmentStep(s);
    const d = st.bgPending[0];
    return {
      current: st.current,
      part: st.current ? st.part : null,
      movementsLeft: st.current && st.part === 'move' ? st.movesLeft : null,
      queue: [...st.queue],
      done: [...st.done],
      declaring: st.declaring,
      beneGesseritDeciding: d
        ? d.kind === 'flip'
          ? { decision: 'flip', entrant: d.entrant, territory: territory(d.territory).name }
          : { decision: 'advise', shipper: d.shipper, territory: territory(d.territory).name, sector: d.sector || null }
        : null,
    };
  },
  privateStep: (s, f) => {
    const top = s.decks.spice[0];
    return top && hooksOf(f).seesSpiceDeckTop?.(s, f) ? { spiceDeckTop: spiceCardName(top) } : {};
  },
};

function expectation(s: DuneState): string {
  const st = shipmentStep(s);
  if (st.declaring) return 'before anyone ships, the Bene Gesserit may flip advisors to fighters (`flip` a territory), then `pass`.';
  const d = st.bgPending[0];
  if (d?.kind === 'flip')
    return `the ${factionName(d.entrant)} entered ${territory(d.territory).name}; the Bene Gesserit may flip their fighters there to advisors (\`flip\`) or \`pass\`.`;
  if (d?.kind === 'advise')
    return `the ${factionName(d.shipper)} shipped to ${territory(d.territory).name}; the Bene Gesserit may send a spiritual advisor to the Polar Sink (\`advise\`)${isAdvanced(s.options) ? ', or as an advisor beside the shipment (`advise with: true`)' : ''}, or \`pass\`.`;
  if (!st.current) return 'every faction has had its turn.';
  const who = `the ${factionName(st.current)}`;
  let text =
    st.part === 'ship'
      ? `${who} to ship (or pass), then move.`
      : `${who} to move (or pass)${st.movesLeft > 1 ? `: ${st.movesLeft} movements left (Hajr)` : ''}.`;
  for (const f of s.factions) text += hooksOf(f).turnOrder?.prompt(s, f) ?? '';
  return text;
}
