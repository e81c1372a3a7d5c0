import type { DuneState } from '../src/dune/state';
import { awaited } from '../src/dune/phases/battle/waiting';
import { RandomPlayer } from '../src/sim/random-player';
import { start } from './engine';

/**
 * Issue 30, "decide before you are asked": how many decisions a battle asks of the players, with
 * and without battle orders given in advance (the Voice, prescience, the traitor call). Seeded
 * random 6-faction games are played with the random player setting no orders, then setting one
 * on about half its moves when it has none. A decision asked is a wait of one seat for one answer
 * (a Voice, a prescience question, a plan, a traitor question, the winner's cards, a capture):
 * each time `awaited` names a seat for something it did not name it for in that battle before.
 * The games part ways at the first order, so the figures are averages over different battles.
 */

interface Tally {
  battles: number;
  asked: number;
  powers: number;
  traitors: number;
}

function tally(seeds: number, ordersInAdvance: number): Tally {
  const t: Tally = { battles: 0, asked: 0, powers: 0, traitors: 0 };
  for (let seed = 1; seed <= seeds; seed++) {
    const player = new RandomPlayer(seed, 40, ordersInAdvance);
    let s: DuneState = start(seed);
    let seen = new Set<string>();
    for (let moves = 0; s.phase !== 'ended' && moves < 20_000; moves++) {
      if (s.phase === 'battle' && s.step.phase === 'battle') {
        const b = s.step.current;
        const where = `${s.turn}:${s.step.results.length}:${b?.territory}:${b?.defender}`;
        for (const w of awaited(s)) {
          const key = `${where}:${w.f}:${w.what}`;
          if (seen.has(key)) continue;
          seen.add(key);
          t.asked++;
          if (/Voice|prescience/.test(w.what)) t.powers++;
          if (/traitor/.test(w.what)) t.traitors++;
        }
      } else seen = new Set();
      const move = player.step(s);
      if (!move?.result.ok) break;
      t.battles += move.result.value.events.filter((e) => e.type === 'battle-started').length;
      s = move.result.value.state;
    }
  }
  return t;
}

const per = (n: number, t: Tally) => (t.battles ? n / t.battles : 0).toFixed(2);

export function benchBattleWaits(seeds = 20): string[] {
  const before = tally(seeds, 0);
  const after = tally(seeds, 0.5);
  return [
    `battle.decisions_asked_per_battle ${per(before.asked, before)} without orders, ${per(after.asked, after)} with orders in advance (${seeds} random 6-faction games; ${before.battles} and ${after.battles} battles)`,
    `battle.voice_prescience_asked_per_battle ${per(before.powers, before)} without orders, ${per(after.powers, after)} with`,
    `battle.traitor_asked_per_battle ${per(before.traitors, before)} without orders, ${per(after.traitors, after)} with`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) for (const line of benchBattleWaits(Number(process.argv[2] ?? 20))) console.log(line);
