/** A moderator's command or click in a game's channel: who, where, through which interaction, and why. */
export interface ModeratorRequest {
  readonly channelId: string;
  readonly userId: string;
  readonly interactionId: string;
  /** Every override carries a reason into the log. */
  readonly reason: string;
}

/** What the log records of a moderator's change, whatever the game: who acted, why, and through which interaction. */
export const moderatorAudit = (r: ModeratorRequest) => ({
  actor: { kind: 'moderator' as const, userId: r.userId, reason: r.reason },
  userId: r.userId,
  reason: r.reason,
  interactionId: r.interactionId,
});
