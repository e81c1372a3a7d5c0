import { ComponentType, type APIMessageTopLevelComponent } from 'discord-api-types/v10';

/** A button or select menu of a posted message, as the demo's simulated players read it. */
export interface RawComponent {
  readonly type: ComponentType;
  readonly custom_id?: string;
  readonly label?: string;
  readonly disabled?: boolean;
  readonly options?: readonly { readonly label: string; readonly value: string }[];
}

/** Every button and select menu in the action rows of a message's components. */
export function rawComponents(rows: readonly APIMessageTopLevelComponent[]): RawComponent[] {
  return rows.flatMap((row) =>
    row.type !== ComponentType.ActionRow
      ? []
      : row.components.map(
          (c): RawComponent => ({
            type: c.type,
            ...('custom_id' in c ? { custom_id: c.custom_id } : {}),
            ...('label' in c && c.label !== undefined ? { label: c.label } : {}),
            ...(c.disabled !== undefined ? { disabled: c.disabled } : {}),
            ...(c.type === ComponentType.StringSelect ? { options: c.options.map((o) => ({ label: o.label, value: o.value })) } : {}),
          }),
        ),
  );
}
