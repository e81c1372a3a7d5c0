import { FACTION_IDS, type FactionId, faction, factionName } from '../dune/data/factions';
import { hasAdvisorSide } from '../dune/data/faction-traits';
import { boardLegend } from '../bot/text/board';
import { turnHeading } from '../bot/text/heading';
import { upright, type Box } from './boxes';
import { textWidth, type Weight } from './font';
import { BOARD } from './layout';
import { tokenSize, type Token } from './tokens';
import type { BoardView } from '../dune';

/** A line of a corner panel: text, and the marker it explains (legend). */
export interface PanelRow {
  readonly text: string;
  readonly size: number;
  readonly weight: Weight;
  readonly token?: Token;
  /** Baseline of the text, left end of the text, centre of the token. */
  readonly baseline: number;
  readonly textX: number;
  readonly tokenAt?: { readonly x: number; readonly y: number };
}

export interface Panel {
  readonly box: Box;
  readonly rows: readonly PanelRow[];
}

const MARGIN = 14;
const PAD = 10;
const GAP = 8;

type RowSpec = { text: string; size: number; weight: Weight; token?: Token };

function panel(specs: readonly RowSpec[], corner: 'top-left' | 'bottom-left' | 'bottom-right'): Panel {
  const tokenWidth = Math.max(0, ...specs.map((r) => (r.token ? tokenSize(r.token).w : 0)));
  const indent = tokenWidth > 0 ? tokenWidth + GAP : 0;
  const heights = specs.map((r) => Math.max(r.size * 1.25, r.token ? tokenSize(r.token).h + 4 : 0));
  const w = 2 * PAD + indent + Math.max(...specs.map((r) => textWidth(r.text, r.size, r.weight)));
  const h = 2 * PAD + heights.reduce((a, b) => a + b, 0);
  const left = corner === 'bottom-right' ? BOARD.size - MARGIN - w : MARGIN;
  const top = corner === 'top-left' ? MARGIN : BOARD.size - MARGIN - h;
  let y = top + PAD;
  const rows = specs.map((r, i) => {
    const rowH = heights[i]!;
    const mid = y + rowH / 2;
    y += rowH;
    return {
      ...r,
      baseline: mid + r.size * 0.36,
      textX: left + PAD + indent,
      ...(r.token ? { tokenAt: { x: left + PAD + tokenWidth / 2, y: mid } } : {}),
    };
  });
  return { box: upright(left + w / 2, top + h / 2, w, h), rows };
}

/** Turn and phase, top left. */
export function statusPanel(view: BoardView): Panel {
  return panel(
    [
      { text: turnHeading(view.turn, view.turns || undefined), size: 34, weight: 'bold' },
      { text: view.phaseTitle, size: 28, weight: 'regular' },
      { text: boardLegend.storm(view.storm), size: 24, weight: 'regular' },
      ...(view.shieldWallDestroyed ? [{ text: boardLegend.shieldWallDestroyed, size: 24, weight: 'regular' as const }] : []),
    ],
    'top-left',
  );
}

/** The factions at the table and their colours, bottom right. */
export function factionPanel(view: BoardView): Panel {
  return panel(
    view.factions.map((f) => ({
      text: factionName(f.faction),
      size: 24,
      weight: 'regular' as const,
      token: { kind: 'forces' as const, faction: f.faction, forces: null, elite: 0, advisor: false },
    })),
    'bottom-right',
  );
}

/** How to read the markers, bottom left: only what this game can show. */
export function keyPanel(view: BoardView): Panel {
  const seated = (f: FactionId) => view.factions.some((x) => x.faction === f);
  const rows: RowSpec[] = [
    {
      text: boardLegend.forces,
      size: 14,
      weight: 'regular',
      token: { kind: 'forces', faction: view.factions[0]?.faction ?? 'atreides', forces: 5, elite: 0, advisor: false },
    },
  ];
  // Which factions have a second kind of force, and which an advisor side: the factions' data says.
  const elite = FACTION_IDS.filter((f) => seated(f) && faction(f).eliteName !== null);
  if (elite[0] !== undefined)
    rows.push({
      text: boardLegend.elite(elite.map((f) => faction(f).eliteName ?? '')),
      size: 14,
      weight: 'regular',
      token: { kind: 'forces', faction: elite[0], forces: 5, elite: 2, advisor: false },
    });
  const advisors = FACTION_IDS.find((f) => seated(f) && hasAdvisorSide(f));
  if (advisors !== undefined)
    rows.push({
      text: boardLegend.advisors(factionName(advisors)),
      size: 14,
      weight: 'regular',
      token: { kind: 'forces', faction: advisors, forces: 3, elite: 0, advisor: true },
    });
  rows.push({ text: boardLegend.spice, size: 14, weight: 'regular', token: { kind: 'spice', amount: 6 } });
  return panel(rows, 'bottom-left');
}
