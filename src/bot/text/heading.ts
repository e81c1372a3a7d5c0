/**
 * "Turn 3 · Bidding", or with the game's length "Turn 3 of 10 · Bidding": the heading of a phase,
 * the one builder of the channel's, the status's and the DMs' headings.
 */
export const phaseHeading = (turn: number, title: string, turns?: number): string => `${turnHeading(turn, turns)} · ${title}`;

/** "Turn 3", or with the game's length "Turn 3 of 10": the turn alone, as the board picture's corner shows it. */
export const turnHeading = (turn: number, turns?: number): string => `Turn ${turn}${turns === undefined ? '' : ` of ${turns}`}`;

/** The heading of the news of the setup, which comes before the first turn. */
export const SETUP_HEADING = 'Setup';

/** The heading of a card's auction within its phase: "Turn 3 · Bidding · card 2 of 6". */
export const auctionHeading = (phase: string, card: number, cards: number): string => `${phase} · card ${card} of ${cards}`;

/** The heading of one battle within its phase: "Turn 4 · Battle · Arrakeen". */
export const battleHeading = (phase: string, territory: string): string => `${phase} · ${territory}`;
