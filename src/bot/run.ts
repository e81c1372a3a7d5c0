/** The Discord bot arrives with its own issue; until then `npm start` with a token says so. */
export async function runBot(_opts: { token: string }): Promise<void> {
  process.stderr.write('The Discord bot is not built yet in this version: only the rules engine and the scenario runner are.\n');
  process.exitCode = 1;
}
