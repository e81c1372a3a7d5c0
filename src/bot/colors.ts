/** The colour of each kind of embed the bot sends: the news, a victory, a moderator's word, a secret. */
export const COLORS = { news: 0xd4a048, victory: 0xf1c40f, moderator: 0xc0392b, secret: 0x5865f2 } as const;
