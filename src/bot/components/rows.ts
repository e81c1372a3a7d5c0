import {
  type APIActionRowComponent,
  type APIButtonComponent,
  type APIComponentInMessageActionRow,
  type APISelectMenuOption,
  ButtonStyle,
  ComponentType,
} from 'discord.js';
import { LIMITS, truncate } from '../discord-limits';
import { optionValue, type Value } from './choice';
import { menuPages } from '../text/menu-pages';

/** Message components as Discord takes them: at most 5 rows of at most 5 buttons, or one select menu. */
export type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

export const ROWS = 5;
const PER_ROW = 5;
/** A select menu shows 25 options: 24 of the list and "More…". */
const PAGE = 24;
const LABEL = 80;
const OPTION_TEXT = 100;

/** The select option that turns the page: its value starts with '>', which no encoded value does. */
export const pageValue = (offset: number): string => `>${offset}`;
export const pageOf = (value: string): number | null => (value.startsWith('>') ? Number(value.slice(1)) : null);

type Style = ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger;

export function button(label: string, customId: string, style: Style = ButtonStyle.Primary): APIButtonComponent {
  return { type: ComponentType.Button, style, label: truncate(label, LABEL), custom_id: customId };
}

export function inRows(buttons: readonly APIButtonComponent[], rows = ROWS): Row[] {
  const out: Row[] = [];
  for (let i = 0; i < buttons.length && out.length < rows; i += PER_ROW) out.push({ type: ComponentType.ActionRow, components: buttons.slice(i, i + PER_ROW) });
  return out;
}

export interface Listed {
  readonly value: Value;
  readonly label: string;
  readonly description?: string;
}

/** A select menu answering `arg`, one page of `options` from `offset`, "More…" when there are more. */
export function selectRow(customId: string, placeholder: string, options: readonly Listed[], offset: number): Row {
  const page: APISelectMenuOption[] = options.slice(offset, offset + PAGE).map((o) => ({
    label: truncate(o.label, OPTION_TEXT),
    value: optionValue(o.value),
    ...(o.description ? { description: truncate(o.description, OPTION_TEXT) } : {}),
  }));
  if (offset + PAGE < options.length) page.push({ label: menuPages.more(options.length - offset - PAGE), value: pageValue(offset + PAGE) });
  else if (offset > 0) page.push({ label: menuPages.first, value: pageValue(0) });
  return {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.StringSelect,
        custom_id: customId,
        placeholder: truncate(placeholder, LIMITS.placeholder),
        options: page,
        min_values: 1,
        max_values: 1,
      },
    ],
  };
}
