import type { ArgType, SqlQuery } from '@prisma/driver-adapter-utils';

export type SqlValue = string | number | boolean | Date | null;

/**
 * A statement with its parameters kept apart from its text, built with the `sql` tag. The store
 * writes one statement text for both databases; only the placeholders differ (`?` for SQLite,
 * `$1` for PostgreSQL), and they are chosen when the statement is rendered.
 */
export class Sql {
  constructor(
    readonly strings: readonly string[],
    readonly values: readonly SqlValue[],
  ) {}
}

/** `sql\`SELECT … WHERE "id" = ${id}\``: values become parameters; nested `Sql` fragments are spliced in. */
export function sql(strings: TemplateStringsArray, ...values: readonly (SqlValue | Sql)[]): Sql {
  const parts: string[] = [strings[0] ?? ''];
  const params: SqlValue[] = [];
  values.forEach((value, i) => {
    if (value instanceof Sql) {
      parts[parts.length - 1] += value.strings[0] ?? '';
      parts.push(...value.strings.slice(1));
      params.push(...value.values);
    } else {
      params.push(value);
      parts.push('');
    }
    parts[parts.length - 1] += strings[i + 1] ?? '';
  });
  return new Sql(parts, params);
}

/** Fragments one after another, e.g. the rows of a multi-row INSERT. */
export function join(fragments: readonly Sql[], separator = ', '): Sql {
  const strings: string[] = [''];
  const values: SqlValue[] = [];
  fragments.forEach((fragment, i) => {
    strings[strings.length - 1] += (i > 0 ? separator : '') + (fragment.strings[0] ?? '');
    strings.push(...fragment.strings.slice(1));
    values.push(...fragment.values);
  });
  return new Sql(strings, values);
}

/** Text spliced into a statement as it is: for keywords only, never for values. */
export function raw(text: string): Sql {
  return new Sql([text], []);
}

export function render(query: Sql, placeholder: (position: number) => string): SqlQuery {
  const { strings, values } = query;
  let text = strings[0] ?? '';
  const argTypes: ArgType[] = new Array(values.length);
  for (let i = 0; i < values.length; i++) {
    text += placeholder(i + 1) + (strings[i + 1] ?? '');
    argTypes[i] = argType(values[i] as SqlValue);
  }
  return { sql: text, args: values as SqlValue[], argTypes };
}

// One object per type, shared by every statement: a statement of the outbox binds ~40 values.
const argTypes = {
  unknown: { scalarType: 'unknown', arity: 'scalar' },
  datetime: { scalarType: 'datetime', arity: 'scalar' },
  string: { scalarType: 'string', arity: 'scalar' },
  boolean: { scalarType: 'boolean', arity: 'scalar' },
  int: { scalarType: 'int', arity: 'scalar' },
  float: { scalarType: 'float', arity: 'scalar' },
} as const satisfies Record<string, ArgType>;

function argType(value: SqlValue): ArgType {
  if (value === null) return argTypes.unknown;
  if (value instanceof Date) return argTypes.datetime;
  switch (typeof value) {
    case 'string':
      return argTypes.string;
    case 'boolean':
      return argTypes.boolean;
    default:
      return Number.isSafeInteger(value) ? argTypes.int : argTypes.float;
  }
}
