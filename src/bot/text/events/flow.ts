import type { FlowEvents } from '../../../dune';
import { phaseTitle } from '../../../dune';
import type { EventTexts } from './present';

export const flowText: EventTexts<keyof FlowEvents> = {
  'turn-started': ({ turn }) => `turn ${turn} begins.`,
  'phase-started': ({ title, turn }) => `${title}, turn ${turn}.`,
  'phase-ended': ({ phase, turn }) => `end of ${phaseTitle(phase)}, turn ${turn}.`,
};
