import type { DuneGame } from './context';

/** Where a `/game` command was used, and by whom. */
export interface Where {
  readonly guildId: string | null;
  readonly channelId: string;
  readonly userId: string;
  /** Whether the user may moderate (Manage Server or the moderator role). */
  readonly moderator: boolean;
  /** The channel's game as the router found it (null: none), so that the command does not look again; absent in a DM. */
  readonly found?: DuneGame | null;
}
