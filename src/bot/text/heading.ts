/** "Turn 3 · Bidding": the heading of a phase, the one builder of the channel's and the DMs' headings. */
export const phaseHeading = (turn: number, title: string): string => `Turn ${turn} · ${title}`;
