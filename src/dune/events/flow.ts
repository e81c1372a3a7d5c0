import type { PhaseId } from '../state';
import type { Public } from './audience';
import type { BoardView } from '../shape/board-view';

/** The turn and phase boundaries. */
export interface FlowEvents {
  'turn-started': Public<{ turn: number }>;
  'phase-started': Public<{ phase: PhaseId; turn: number; title: string }>;
  /** `board`: the board at the moments a picture is drawn of (end of the storm, of Shipment and Movement, of a turn). */
  'phase-ended': Public<{ phase: PhaseId; turn: number; board?: BoardView }>;
}
