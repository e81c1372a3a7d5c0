import { runScenario, type Scenario } from '../dune';
import type { BoardView } from '../dune';

/**
 * Boards to look at, measure and test the picture with: public views of real games set up through
 * the scenario runner (so every force and pile is where the rules engine puts it).
 */
export const SIX_FACTIONS = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'spacing-guild', 'harkonnen'] as const;

export function scenarioView(scenario: Scenario): BoardView {
  const out = runScenario(scenario);
  if ('error' in out) throw new Error(`${out.error.code}: ${out.error.message}`);
  return out.state;
}

/** Turn 1, at the first storm: the starting positions. */
export const turnOneView = (): BoardView => scenarioView({ seed: 1, factions: [...SIX_FACTIONS], setup: { phase: 'storm' } });

/** Every faction's forces in one stronghold. */
export function sixInOneView(territory: string, storm = 3): BoardView {
  const forces = { atreides: 6, 'bene-gesserit': 4, emperor: 8, fremen: 7, 'spacing-guild': 5, harkonnen: 12 } as const;
  return scenarioView({
    seed: 2,
    factions: [...SIX_FACTIONS],
    setup: {
      phase: 'setup',
      turn: 4,
      storm,
      board: SIX_FACTIONS.map((faction) => ({
        faction,
        territory,
        forces: forces[faction],
        ...(faction === 'emperor' ? { elite: 3 } : faction === 'fremen' ? { elite: 2 } : {}),
      })),
    },
  });
}

/**
 * A crowded board in the middle of a game, at the storm: every kind of marker, a crowded stronghold
 * and a crowded sliver. The Atreides hold Weather Control, so the game waits in the Storm phase with
 * the storm still in sector 3.
 */
export const midGameView = (): BoardView =>
  scenarioView({
    seed: 5,
    factions: [...SIX_FACTIONS],
    setup: {
      phase: 'storm',
      turn: 5,
      storm: 3,
      hands: { atreides: ['Weather Control'] },
      board: [
        { faction: 'atreides', territory: 'Arrakeen', forces: 6 },
        { faction: 'bene-gesserit', territory: 'Arrakeen', forces: 2, advisor: true },
        { faction: 'emperor', territory: 'Arrakeen', forces: 5, elite: 2 },
        { faction: 'harkonnen', territory: 'Arrakeen', forces: 4 },
        { faction: 'harkonnen', territory: 'Carthag', forces: 8 },
        { faction: 'spacing-guild', territory: "Tuek's Sietch", forces: 4 },
        { faction: 'fremen', territory: 'Sietch Tabr', forces: 5, elite: 2 },
        { faction: 'fremen', territory: 'Habbanya Sietch', forces: 4, elite: 1 },
        { faction: 'emperor', territory: 'Habbanya Sietch', forces: 3, elite: 1 },
        { faction: 'bene-gesserit', territory: 'Polar Sink', forces: 3 },
        { faction: 'atreides', territory: 'Polar Sink', forces: 2 },
        { faction: 'fremen', territory: 'The Great Flat', sector: 14, forces: 3 },
        { faction: 'spacing-guild', territory: 'Hole in the Rock', forces: 2 },
        { faction: 'atreides', territory: 'Hole in the Rock', forces: 1 },
        { faction: 'harkonnen', territory: 'Hole in the Rock', forces: 3 },
        { faction: 'emperor', territory: 'Imperial Basin', sector: 9, forces: 4, elite: 1 },
        { faction: 'bene-gesserit', territory: 'Imperial Basin', sector: 9, forces: 1, advisor: true },
        { faction: 'atreides', territory: 'Old Gap', sector: 9, forces: 2 },
        { faction: 'spacing-guild', territory: 'Wind Pass', sector: 16, forces: 2 },
        { faction: 'harkonnen', territory: 'False Wall East', sector: 6, forces: 2 },
        { faction: 'fremen', territory: 'Cielago North', sector: 1, forces: 2 },
      ],
      spiceOnBoard: [
        { territory: 'The Great Flat', sector: 14, amount: 10 },
        { territory: 'Old Gap', sector: 9, amount: 4 },
        { territory: 'Cielago South', sector: 1, amount: 12 },
        { territory: 'Habbanya Erg', sector: 15, amount: 8 },
        { territory: 'Hole in the Rock', sector: 8, amount: 3 },
      ],
    },
  });

/**
 * A crowded late-game board: each faction in six places (18 places, strongholds, narrow pieces
 * and the Polar Sink among them, up to five factions in one), and spice on the sand.
 */
export const crowdedView = (): BoardView => {
  const places: [string, number?][] = [
    ['Arrakeen'],
    ['Carthag'],
    ["Tuek's Sietch"],
    ['Sietch Tabr'],
    ['Habbanya Sietch'],
    ['Polar Sink'],
    ['Hole in the Rock'],
    ['Imperial Basin', 9],
    ['The Great Flat', 14],
    ['Wind Pass', 16],
    ['False Wall East', 6],
    ['Cielago North', 1],
    ['Shield Wall', 8],
    ['Rim Wall West', 8],
    ['Harg Pass', 4],
    ['The Minor Erg', 6],
    ['South Mesa', 4],
    ['Old Gap', 9],
  ];
  const board = SIX_FACTIONS.flatMap((faction, i) =>
    [0, 1, 2, 3, 4, 5].map((k) => {
      const [name, sector] = places[(i * 3 + k * 5) % places.length]!;
      return { faction, territory: name, ...(sector ? { sector } : {}), forces: 1 + ((i + k) % 3) };
    }),
  );
  const unique = board.filter((x, i) => board.findIndex((y) => y.faction === x.faction && y.territory === x.territory) === i);
  return scenarioView({
    seed: 3,
    factions: [...SIX_FACTIONS],
    setup: {
      phase: 'setup',
      turn: 8,
      storm: 12,
      board: unique,
      spiceOnBoard: [
        { territory: 'The Great Flat', sector: 14, amount: 10 },
        { territory: 'Cielago South', sector: 1, amount: 12 },
        { territory: 'Habbanya Erg', sector: 15, amount: 8 },
        { territory: 'Red Chasm', sector: 6, amount: 8 },
        { territory: 'Broken Land', sector: 11, amount: 8 },
      ],
    },
  });
};

/**
 * The Hidden Mobile Stronghold on the board: empty at The Great Flat (sector 14), where the Fremen
 * and a pile of spice lie too (its own marker shows it all the same), the Ixians elsewhere.
 */
export const emptyHmsView = (): BoardView =>
  scenarioView({
    seed: 1,
    factions: ['ixians', 'atreides', 'harkonnen', 'fremen'],
    setup: {
      phase: 'shipment-movement',
      turn: 2,
      storm: 3,
      hms: { territory: 'The Great Flat' },
      board: [
        { faction: 'ixians', territory: 'Funeral Plain', forces: 4, elite: 2 },
        { faction: 'fremen', territory: 'The Great Flat', sector: 14, forces: 3 },
        { faction: 'atreides', territory: 'Arrakeen', forces: 10 },
        { faction: 'harkonnen', territory: 'Carthag', forces: 10 },
      ],
      spiceOnBoard: [{ territory: 'The Great Flat', sector: 14, amount: 10 }],
    },
  });
