/** Discord's message limits the bot must respect (the emulator enforces the same). */
export const LIMITS = {
  content: 2000,
  embedsPerMessage: 10,
  embedTitle: 256,
  embedDescription: 4096,
  embedsTotal: 6000,
  embedFields: 25,
  embedFieldName: 256,
  embedFieldValue: 1024,
  embedFooter: 2048,
  description: 100,
  choices: 25,
  choiceName: 100,
  /** A select menu's placeholder. */
  placeholder: 150,
} as const;

/** Cuts `text` to at most `max` characters, ending with "…" when something was cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  // Prefer a word boundary when one is reasonably close to the end.
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

/** Packs lines into chunks of at most `max` characters (joined by newlines); a long line is cut. */
export function packLines(lines: readonly string[], max: number): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const raw of lines) {
    const line = truncate(raw, max);
    if (current && current.length + 1 + line.length > max) {
      chunks.push(current);
      current = line;
    } else current = current ? `${current}\n${line}` : line;
  }
  if (current) chunks.push(current);
  return chunks;
}
