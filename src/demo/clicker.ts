import { ComponentType } from 'discord.js';
import { decisionsFor, type DuneGameState, type FactionId, seatView } from '../dune';
import { YOUR_MOVE } from '../bot/text/components';
import type { EmulatedChannel, EmulatedUser, InteractionOutcome, PostedMessage } from '../../test/discord-emulator';
import type { LocalWorld } from './local-world';

import { type RawComponent, rawComponents } from './raw-components';

/** Every button and select menu of a message. */
const parts = (m: PostedMessage | null): RawComponent[] => rawComponents(m?.components ?? []);

/** How the demo's decisions were taken, and what the bot refused of what it offered (zero expected). */
export interface ClickCounts {
  byClick: number;
  byTyping: number;
  /** `/hand` typed to get a seat's choices when it had no message with buttons yet. */
  prompts: number;
  /** Offered components whose completion the engine refused: each a bug. */
  refused: string[];
}

/** Steps of one decision at most: a button, a few menus, Confirm, and a "passed" answer on the way. */
const STEPS = 12;

/**
 * A person at the table: they click what the bot last showed them (the buttons of their last
 * answer, or those of `/hand`), pick in menus and confirm, choosing at random (seeded) among what
 * the game waits for from them, never among the anytime decisions (deals, gifts). Returns whether
 * a decision was applied by click.
 */
export class Clicker {
  readonly counts: ClickCounts = { byClick: 0, byTyping: 0, prompts: 0, refused: [] };
  private readonly last = new Map<string, InteractionOutcome>();
  private rng: number;

  constructor(
    private readonly world: LocalWorld,
    private readonly channel: EmulatedChannel,
    seed: number,
  ) {
    this.rng = seed >>> 0 || 1;
  }

  private random(n: number): number {
    this.rng = (Math.imul(this.rng, 1664525) + 1013904223) >>> 0;
    return this.rng % n;
  }

  /** Remembers a typed command's answer: its buttons are what the player clicks next. */
  seen(who: EmulatedUser, outcome: InteractionOutcome): void {
    // Unanswered in time, the interaction may still be applied by the bot: going on as if nothing
    // happened would play the same move twice and fail later on a misleading refusal.
    if (!outcome.acknowledged) throw new Error(`The bot did not acknowledge ${who.username}'s interaction within Discord's deadline.`);
    if (parts(outcome.reply).length > 0) this.last.set(who.id, outcome);
  }

  async decide(who: EmulatedUser, seat: FactionId, state: DuneGameState): Promise<boolean> {
    const urgent = new Set(
      decisionsFor(state, seat)
        .filter((d) => !d.anytime)
        .map((d) => d.label),
    );
    // Where the bot asked them: their DM for a secret decision, else the channel's newest post.
    const asked = this.askedIn(who, seat, state);
    let message = asked ?? (this.last.get(who.id) ?? (await this.prompt(who))).reply;
    for (let step = 0; step < STEPS; step++) {
      const components = parts(message);
      const confirm = components.find((c) => c.type === ComponentType.Button && c.label === 'Confirm');
      const menu = components.find((c) => c.type === ComponentType.StringSelect);
      const urgentButtons = components.filter((c) => c.type === ComponentType.Button && urgent.has(c.label ?? ''));
      const buttons = urgentButtons.length > 0 ? urgentButtons : components.filter((c) => c.type === ComponentType.Button && c.label === YOUR_MOVE);
      // Components come only with a message.
      const on = message as PostedMessage;
      let next: InteractionOutcome;
      if (confirm) next = await this.world.server.clickButton({ user: who, message: on, customId: confirm.custom_id as string });
      else if (menu) {
        const values = (menu.options ?? []).filter((o) => !o.value.startsWith('>'));
        const value = (values[this.random(values.length)] ?? (menu.options ?? [])[0])?.value as string;
        next = await this.world.server.selectMenu({ user: who, message: on, customId: menu.custom_id as string, values: [value] });
      } else if (buttons.length > 0) {
        const b = buttons[this.random(buttons.length)] as RawComponent;
        next = await this.world.server.clickButton({ user: who, message: on, customId: b.custom_id as string });
      } else if (step === 0) next = await this.prompt(who);
      else return false;
      this.seen(who, next);
      message = next.reply;
      const text = next.content ?? '';
      if (text.startsWith('✅')) {
        this.counts.byClick++;
        return true;
      }
      if (text.includes('❌')) {
        this.counts.refused.push(text.split('\n').find((l) => l.includes('❌')) ?? text);
        return false;
      }
    }
    return false;
  }

  /**
   * The message where the bot asks this seat now: its newest DM with buttons when it decides in
   * private, otherwise the channel's newest post with buttons (the step's post, above a ping).
   */
  private askedIn(who: EmulatedUser, seat: FactionId, state: DuneGameState): PostedMessage | null {
    const view = seatView(state, seat);
    const privately = view.awaited && (!view.waitingFor.includes(seat) || view.decidingInPrivate.includes(seat));
    const messages = privately ? this.world.server.dms(who) : this.world.server.messages(this.channel).filter((m) => !m.system);
    return messages.filter((m) => m.authorId === this.world.server.botUser.id && parts(m).length > 0).at(-1) ?? null;
  }

  private async prompt(who: EmulatedUser): Promise<InteractionOutcome> {
    this.counts.prompts++;
    const outcome = await this.world.server.invokeCommand({ user: who, channel: this.channel, name: 'hand', options: {} });
    this.seen(who, outcome);
    return outcome;
  }
}
