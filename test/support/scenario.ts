import { ofType, type DuneEvent, type EventType } from '../../src/dune/events';
import { runScenario, type Scenario, type ScenarioOutput } from '../../src/dune/scenario';

/** Shared reading helpers for tests written through the scenario runner. */
export const ALL_FACTIONS = ['atreides', 'harkonnen', 'fremen', 'emperor', 'spacing-guild', 'bene-gesserit'];

/** Runs a scenario that must set up; a setup error fails the test with its message. */
export function run(sc: Scenario): ScenarioOutput {
  const out = runScenario(sc);
  if ('error' in out) throw new Error(out.error.message);
  return out;
}

/** Every event of the run: the setup's, then each accepted action's. */
export const events = (out: ScenarioOutput): DuneEvent[] => [...out.setupEvents, ...out.results.flatMap((r) => (r.ok ? r.events : []))];
export const eventsOf = <T extends EventType>(out: ScenarioOutput, type: T) => ofType(events(out), type);

/** The error of action `i`, or undefined when it was accepted. */
export const errorOf = (out: ScenarioOutput, i: number) => {
  const r = out.results[i];
  return r && !r.ok ? r.error : undefined;
};

/** A faction's forces in one territory, piece by piece. */
export const forcesAt = (out: ScenarioOutput, faction: string, territory: string) =>
  out.state.board.filter((x) => x.faction === faction && x.territory === territory).map((x) => ({ sector: x.sector, forces: x.forces, elite: x.elite ?? 0 }));

export const tanks = (out: ScenarioOutput, faction: string) => out.state.tanks[faction as 'atreides']!;
