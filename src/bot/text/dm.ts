import type { FactionId, PhaseId } from '../../dune';
import { factionName } from '../../dune/data/factions';
import { SETUP_HEADING } from './heading';

/** The words around a player's DMs: their titles, the waiting line, the footer, the seat handed over. */
export const dmWords = {
  /** A DM's heading, one message per turn: "Setup", "Turn 3", "The end". */
  heading: (phase: PhaseId, turn: number): string => (phase === 'setup' ? SETUP_HEADING : phase === 'ended' ? 'The end' : `Turn ${turn}`),
  title: (seat: FactionId, heading: string): string => `Dune · ${factionName(seat)} · ${heading} · for your eyes only`,
  footer: (channelId: string): string => `Game in <#${channelId}> · \`/hand\` shows all your secrets`,
  /** The line under a DM while the game waits for its reader: their own decisions, when few enough to name. */
  waiting: (decisions: readonly string[]): string =>
    decisions.length > 0 && decisions.length <= 4
      ? `⏳ The game waits for your decision: ${decisions.join(' · ')}.`
      : '⏳ The game waits for your decision (the buttons below).',
  /** What a DM that held only a waiting line says once its decisions are made. */
  decided: (decisions: readonly string[]): string => {
    const shown = [...new Set(decisions)];
    return shown.length > 0 && shown.length <= 4 ? `✅ Decided: ${shown.join(' · ')}.` : '✅ Decided.';
  },
  /** A player's secrets sent whole (`/hand` by DM, a seat handed over): the first embed's title, the next ones', the last line. */
  secretsTitle: (seat: FactionId): string => `Dune · ${factionName(seat)} · for your eyes only`,
  secretsContinued: (seat: FactionId): string => `Dune · ${factionName(seat)} (continued)`,
  secretsFooter: (channelId: string): string => `Game in <#${channelId}>`,
  handedOver: 'You now play this seat. Your secrets:',
};
