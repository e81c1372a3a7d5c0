/** The channel's line about a moderator's act: who, what, and why. */
export const moderatorNote = (r: { readonly userId: string; readonly reason: string }, what: string): string =>
  `🛡️ Moderator <@${r.userId}> ${what}. Reason: ${r.reason}`;
