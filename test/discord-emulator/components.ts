import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { isRecord } from './json';

/** A component as the bot sent it: untrusted JSON, read field by field. */
export type RawComponent = Record<string, unknown> & { type?: unknown };

/** The components a component holds, with their key in it: action row and container children, a section's accessory, a label's component. */
function childrenOf(component: RawComponent): [(string | number)[], RawComponent][] {
  const children: [(string | number)[], unknown][] = [
    ...(Array.isArray(component.components) ? component.components.map((child, index): [(string | number)[], unknown] => [['components', index], child]) : []),
    ...(component.accessory === undefined ? [] : [[['accessory'], component.accessory] as [(string | number)[], unknown]]),
    ...(component.component === undefined ? [] : [[['component'], component.component] as [(string | number)[], unknown]]),
  ];
  return children.filter((entry): entry is [(string | number)[], RawComponent] => isRecord(entry[1]));
}

/** Visits every component, depth first, parents before children, with its path as Discord reports errors. */
export function walkComponents(components: readonly unknown[], visit: (component: RawComponent, path: (string | number)[]) => void): void {
  const walk = (entries: [(string | number)[], RawComponent][]): void => {
    for (const [path, component] of entries) {
      visit(component, path);
      walk(childrenOf(component).map(([key, child]) => [[...path, ...key], child]));
    }
  };
  walk(components.flatMap((component, index): [(string | number)[], RawComponent][] => (isRecord(component) ? [[[index], component]] : [])));
}

export const SELECT_TYPES: readonly unknown[] = [
  ComponentType.StringSelect,
  ComponentType.UserSelect,
  ComponentType.RoleSelect,
  ComponentType.MentionableSelect,
  ComponentType.ChannelSelect,
];

/** Buttons and selects: what a user can click or pick in a message. */
export function isInteractive(component: RawComponent): boolean {
  return component.type === ComponentType.Button || SELECT_TYPES.includes(component.type);
}

/** Link and premium buttons open a URL or a store page: Discord sends the bot no interaction. */
export function sendsInteraction(component: RawComponent): boolean {
  return !(component.type === ComponentType.Button && (component.style === ButtonStyle.Link || component.style === ButtonStyle.Premium));
}

export function findByCustomId(components: readonly unknown[], customId: string): RawComponent | undefined {
  let found: RawComponent | undefined;
  walkComponents(components, (component) => {
    if (found === undefined && component.custom_id === customId) found = component;
  });
  return found;
}

/**
 * Discord numbers components the bot left without an `id` (0 counts as none) sequentially, in
 * order, skipping ids the bot set itself; the numbers come back in interactions.
 */
export function numberComponents<T>(components: readonly T[]): T[] {
  const copy = structuredClone(components) as T[];
  const taken = new Set<number>();
  walkComponents(copy, (component) => {
    if (typeof component.id === 'number' && component.id !== 0) taken.add(component.id);
  });
  let next = 1;
  walkComponents(copy, (component) => {
    if (typeof component.id === 'number' && component.id !== 0) return;
    while (taken.has(next)) next += 1;
    component.id = next;
    taken.add(next);
  });
  return copy;
}
