import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One home for words (docs/architecture.md): every sentence a player reads lives in the message
 * catalogue (src/bot/text/; the race's in src/bot/race/text.ts), and the rest of the bot and the
 * pictures (src/render/) compose its phrases. A sentence here is a string literal, or a piece of a
 * template literal outside its `${…}`, holding two words in a row. The operators' words are not
 * the players': the log's lines, what is thrown (programmers' errors, a delivery's internal
 * failures) and the pictures' SVG markup are left out.
 */
const root = join(__dirname, '../..');
/** Everything that says something to players, the catalogues aside. */
const SCANNED = ['src/bot', 'src/render'];
const CATALOGUES = ['src/bot/text/', 'src/bot/race/text.ts'];
const SENTENCE = /[A-Za-z]{2,}[,:;.!?]?\s+[A-Za-z]{2,}/;
const MARKUP = /<\/?[a-z]+[\s>/]|^"?\s*[a-z-]+="|="$/;
const LOG_LEVELS = new Set(['error', 'warn', 'info', 'debug']);
/** Words that are not players', file by file, and why. */
const NOT_PLAYERS = new Set([
  // The names of a custom id's parts, for the error a malformed one throws.
  'src/bot/components/custom-id.ts: game type',
  'src/bot/components/custom-id.ts: game id',
  'src/bot/components/custom-id.ts: decision point',
  // The font the pictures are drawn in.
  'src/render/font.ts: Roboto Condensed',
  // The picture command line's usage, for developers.
  'src/render/cli.ts: usage: cli.ts SCENARIO.json OUT.png | cli.ts --example ',
]);
/** Files of data, not words: the example positions the picture command line draws name territories and cards as the rules do. */
const DATA = ['src/render/examples.ts'];

const filesUnder = (path: string): string[] =>
  path.endsWith('.ts')
    ? [path]
    : readdirSync(path).flatMap((n) => {
        const p = join(path, n);
        return statSync(p).isDirectory() ? filesUnder(p) : p.endsWith('.ts') ? [p] : [];
      });

/** A log line: `log.warn(…)`, `bot.log.error(…)`, `this.options.log.info(…)`. */
const isLogCall = (n: ts.Node): boolean =>
  ts.isCallExpression(n) &&
  ts.isPropertyAccessExpression(n.expression) &&
  LOG_LEVELS.has(n.expression.name.text) &&
  /(^|\.)log$/.test(n.expression.expression.getText());
/** Inside what is thrown, a `new Error(…)` or a log line: the operators' words. */
const operators = (n: ts.Node): boolean =>
  ts.isThrowStatement(n) || isLogCall(n) || (ts.isNewExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'Error')
    ? true
    : n.parent
      ? operators(n.parent)
      : false;

function sentencesOf(file: string): string[] {
  const name = relative(root, file);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (n: ts.Node): void => {
    const text =
      ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateHead(n) || ts.isTemplateMiddle(n) || ts.isTemplateTail(n) ? n.text : null;
    if (
      text !== null &&
      SENTENCE.test(text) &&
      !MARKUP.test(text) &&
      !ts.isImportDeclaration(n.parent) &&
      !operators(n) &&
      !NOT_PLAYERS.has(`${name}: ${text}`)
    )
      found.push(`${name}:${source.getLineAndCharacterOfPosition(n.getStart()).line + 1}: ${JSON.stringify(text)}`);
    ts.forEachChild(n, visit);
  };
  visit(source);
  return found;
}

describe('one home for words', () => {
  it('the bot and the pictures hold no sentence outside the catalogue (src/bot/text/, src/bot/race/text.ts)', () => {
    const files = SCANNED.flatMap((d) => filesUnder(join(root, d)))
      .map((f) => relative(root, f))
      .filter((f) => !CATALOGUES.some((c) => f.startsWith(c)) && !DATA.includes(f));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((f) => sentencesOf(join(root, f)))).toEqual([]);
  });

  it('the check finds a sentence where there is one, and not in the log', () => {
    const catalogue = filesUnder(join(root, 'src/bot/text'));
    expect(catalogue.flatMap(sentencesOf).length).toBeGreaterThan(100);
    expect(sentencesOf(join(root, 'src/bot/run.ts'))).toEqual([]);
  });
});
