import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { placeMarkers, renderBoardPng, renderBoardSvg } from '../src/render';
import { midGameView, turnOneView } from '../src/render/examples';
import { svgToPng } from '../src/render/png';

/**
 * Time to draw the board (`npx tsx bench/render.ts`): a warm-up, then RUNS renders of each example
 * board. One line per figure: `render.<board>.<stage>.ms p50=… p99=… (cores=N)`.
 */
const WARMUP = 5;
const RUNS = 30;
const cores = availableParallelism();

function measure(name: string, f: () => unknown): void {
  for (let i = 0; i < WARMUP; i++) f();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    f();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(`${name}.ms p50=${at(0.5)} p99=${at(0.99)} (cores=${cores})`);
}

for (const [board, view] of [
  ['turn1', turnOneView()],
  ['midgame', midGameView()],
] as const) {
  const svg = renderBoardSvg(view);
  measure(`render.${board}.layout`, () => placeMarkers(view));
  measure(`render.${board}.svg`, () => renderBoardSvg(view));
  measure(`render.${board}.rasterise`, () => svgToPng(svg));
  measure(`render.${board}.map`, () => renderBoardPng(view));
}
