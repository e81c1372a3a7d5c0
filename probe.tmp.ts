import { duneGame } from './src/dune/game';
import { RandomPlayer } from './src/sim/random-player';
import { publicView } from './src/dune/views';
import { decisionsFor } from './src/dune';
import { sealState } from './src/dune/inspect';
const created = duneGame.create({ seats: ['atreides','bene-gesserit','emperor','fremen','harkonnen','spacing-guild'], options: {}, seed: 1979 } as any);
if (!created.ok) throw new Error(JSON.stringify(created));
let s = created.value.state as any;
const p = new RandomPlayer(1979);
const seen = new Map<string, any>();
for (let i = 0; i < 600; i++) {
  const v = publicView(s);
  if (v.phase === 'ended') break;
  const key = v.phase + ' ' + JSON.stringify(Object.keys(v.step).sort()) + ' ' + ((v.step as any).stage ?? (v.step as any).kind ?? '');
  if (!seen.has(key)) {
    const ds = v.waitingFor.map((f: any) => [f, decisionsFor(sealState(s), f).filter((d) => !d.anytime).map((d) => `${d.action}${d.args.length ? '…' : ''}:${d.label}`)]);
    seen.set(key, { step: v.step, waiting: v.waitingFor, expecting: v.expecting, ds });
  }
  const m = p.step(s); if (!m || !m.result.ok) break; s = m.result.value.state;
}
for (const [k, v] of seen) console.log(k, '\n   ', JSON.stringify(v).slice(0, 600));
