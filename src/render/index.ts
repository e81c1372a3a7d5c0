import { placeMarkers } from './markers';
import { svgToPng } from './png';
import { renderBoardSvg } from './svg';
import type { BoardView } from '../dune';

/**
 * The board of a game as a picture, for the channel: pass the game's public view (`publicView(state)`
 * from src/dune/views.ts, or its JSON) and post the PNG. docs/rendering.md shows examples.
 */
export function renderBoardPng(view: BoardView): Buffer {
  return svgToPng(renderBoardSvg(view, placeMarkers(view)));
}

export { renderBoardSvg, placeMarkers };
export type { BoardView };
export type { Callout, Marker, MarkerLayout } from './markers';
export { BOARD } from './layout';
export { factionColors } from './colors';
export { type Bar, barChartPng, barChartSvg } from './charts/bars';
export { type LinePoint, lineChartPng, lineChartSvg } from './charts/line';
