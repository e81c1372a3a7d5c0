/** Where a `/game` command was used, and by whom. */
export interface Where {
  readonly guildId: string | null;
  readonly channelId: string;
  readonly userId: string;
  /** Whether the user may moderate (Manage Server or the moderator role). */
  readonly moderator: boolean;
}
