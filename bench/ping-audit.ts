import { PHASE_MODULES } from '../src/dune/phases';
import type { DuneState, FactionId } from '../src/dune/state';
import type { LocalWorld } from '../src/demo/local-world';
import type { EmulatedChannel, EmulatedUser, PostedMessage } from '../test/discord-emulator';

/** What the players were told of the decisions the game waited on, over a whole game. */
export interface PingFigures {
  /** Each time a faction newly had to decide (a bid coming round again counts again). */
  readonly decisions: number;
  /** Of those, the ones whose player got no notification: no ping in a new channel post, no new DM. */
  readonly withoutPing: number;
  /** Users notified by the channel's new posts (summed per post). */
  readonly channelPings: number;
  /** A few of the decisions nobody was told of, to read: "turn 2 bidding: harkonnen". */
  readonly examples: readonly string[];
}

/**
 * Counts, move by move, whether whoever newly has to act was notified: by a ping in a new post of
 * the game's channel, or by a new DM (which notifies too). Run after each move's news is out in
 * full (a paced demo), so that a notification is counted with the decision it announces.
 */
export class PingAuditor {
  private awaited = new Set<FactionId>();
  private readonly seen = new Set<string>();
  private decisions = 0;
  private withoutPing = 0;
  private channelPings = 0;
  private readonly examples: string[] = [];

  check(world: LocalWorld, state: DuneState, seatedAs: (f: FactionId) => EmulatedUser): void {
    const notified = new Set<string>();
    for (const m of this.fresh(world.server.messages(world.channels[0] as EmulatedChannel))) {
      for (const id of m.pings) notified.add(id);
      this.channelPings += m.pings.length;
    }
    const now = new Set(state.phase === 'ended' ? [] : PHASE_MODULES[state.phase].waitingFor(state));
    for (const f of now) {
      const user = seatedAs(f);
      if (this.fresh(world.server.dms(user)).length > 0) notified.add(user.id);
      if (this.awaited.has(f)) continue;
      this.decisions++;
      if (notified.has(user.id)) continue;
      this.withoutPing++;
      if (this.examples.length < 5) this.examples.push(`turn ${state.turn} ${state.phase}: ${f}`);
    }
    // DMs to players not awaited are read too, so that only a DM sent with the decision counts.
    for (const f of state.factions) if (!now.has(f)) this.fresh(world.server.dms(seatedAs(f)));
    this.awaited = now;
  }

  figures(): PingFigures {
    return { decisions: this.decisions, withoutPing: this.withoutPing, channelPings: this.channelPings, examples: this.examples };
  }

  /** The messages not seen before (a message deleted meanwhile was seen when it was posted: the audit runs after every move). */
  private fresh(messages: readonly PostedMessage[]): PostedMessage[] {
    const added = messages.filter((m) => !m.system && !this.seen.has(m.id));
    for (const m of added) this.seen.add(m.id);
    return added;
  }
}

/** A post left in the channel that notified someone and holds nothing but a line of text: no embed, picture or button. */
export const isPingOnly = (m: PostedMessage): boolean =>
  !m.system && m.pings.length > 0 && m.embeds.length === 0 && m.attachments.length === 0 && m.components.length === 0;
