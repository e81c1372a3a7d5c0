import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { placeMarkers, renderBoardPng, renderBoardSvg } from '../src/render';
import { midGameView, turnOneView } from '../src/render/examples';
import { svgToPng } from '../src/render/png';

/**
 * Time to draw the board (`npm run bench`): a warm-up, then RUNS renders of each example board. One
 * line per figure: `render.<board>.<stage>.ms p50=… p99=… cpu_p50=… (cores=N load=…)`, wall-clock
 * times, and the CPU time this process spent, which other work on a shared machine does not inflate.
 */
const WARMUP = 5;
const RUNS = 30;
const cores = availableParallelism();

function measure(name: string, f: () => unknown): void {
  for (let i = 0; i < WARMUP; i++) f();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const c = process.cpuUsage();
    f();
    const used = process.cpuUsage(c);
    wall.push(performance.now() - t);
    cpu.push((used.user + used.system) / 1000);
  }
  const at = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!.toFixed(1);
  console.log(`${name}.ms p50=${at(wall, 0.5)} p99=${at(wall, 0.99)} cpu_p50=${at(cpu, 0.5)} (cores=${cores} load=${loadavg()[0]!.toFixed(1)})`);
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
