import type { APIEmbed } from 'discord-api-types/v10';
import type {
  APIActionRowComponent,
  APIComponentInMessageActionRow,
  APIModalInteractionResponseCallbackData,
  ApplicationCommandOptionChoiceData,
  AttachmentBuilder,
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import type { BotContext, DuneGame } from './context';

/** The answer to a command, always ephemeral: public news goes to the channel as posts. */
export type Reply =
  | string
  | {
      readonly content: string;
      readonly files?: readonly AttachmentBuilder[];
      readonly embeds?: readonly APIEmbed[];
      /** Buttons and select menus for the seat's next decisions (see components/rows.ts). */
      readonly components?: readonly APIActionRowComponent<APIComponentInMessageActionRow>[];
      /**
       * A form to open instead, when the interaction may still open one (a click answered in time):
       * the rest is the answer otherwise, and should say how to ask for the form again.
       */
      readonly modal?: APIModalInteractionResponseCallbackData;
    };

/** One slash command: one file in `commands/` exports one of these as its default. */
export interface BotCommand {
  readonly data: RESTPostAPIChatInputApplicationCommandsJSONBody;
  /** Answers the same in every channel: a channel's hosted game (a race) does not take it over. */
  readonly everywhere?: boolean;
  /** `found`: the channel's live game as the router found it (null: none), so it is not looked up again; absent in a DM or for `everywhere`. */
  execute(interaction: ChatInputCommandInteraction, bot: BotContext, found?: DuneGame | null): Promise<Reply>;
  autocomplete?(interaction: AutocompleteInteraction, bot: BotContext, found?: DuneGame | null): Promise<ApplicationCommandOptionChoiceData[]>;
}
