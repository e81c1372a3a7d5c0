import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One home for words (docs/architecture.md): the bot's sentences live in the message catalogue
 * (src/bot/text/), and the code that composes posts, DMs and components uses its phrases. A
 * sentence here is a string literal, or a piece of a template literal outside its `${…}`, holding
 * two words in a row; programmers' errors (`new Error(…)`) are not the players' and are left out.
 */
const root = join(__dirname, '../..');
/** The folders and files that compose what players read from the catalogue's phrases, holding none of their own. */
const COMPOSERS = [
  'src/bot/news',
  'src/bot/components',
  'src/bot/board-picture.ts',
  'src/bot/map.ts',
  'src/bot/act.ts',
  'src/bot/hand.ts',
  'src/bot/live-game.ts',
  'src/bot/waiting.ts',
];
const SENTENCE = /[A-Za-z]{2,}[,:;.!?]?\s+[A-Za-z]{2,}/;
/** Words that are not players': the names of a custom id's parts, for the error a malformed one throws. */
const NOT_PLAYERS = new Set([
  'src/bot/components/custom-id.ts: game type',
  'src/bot/components/custom-id.ts: game id',
  'src/bot/components/custom-id.ts: decision point',
]);

const filesUnder = (path: string): string[] =>
  path.endsWith('.ts')
    ? [path]
    : readdirSync(path).flatMap((n) => {
        const p = join(path, n);
        return statSync(p).isDirectory() ? filesUnder(p) : p.endsWith('.ts') ? [p] : [];
      });

const inError = (n: ts.Node): boolean =>
  ts.isNewExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'Error' ? true : n.parent ? inError(n.parent) : false;

function sentencesOf(file: string): string[] {
  const name = relative(root, file);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (n: ts.Node): void => {
    const text =
      ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateHead(n) || ts.isTemplateMiddle(n) || ts.isTemplateTail(n) ? n.text : null;
    if (text !== null && SENTENCE.test(text) && !ts.isImportDeclaration(n.parent) && !inError(n) && !NOT_PLAYERS.has(`${name}: ${text}`))
      found.push(`${name}:${source.getLineAndCharacterOfPosition(n.getStart()).line + 1}: ${JSON.stringify(text)}`);
    ts.forEachChild(n, visit);
  };
  visit(source);
  return found;
}

describe('one home for words', () => {
  it('the news, the components, the board picture and an action’s answer hold no sentence: their words are the catalogue’s (src/bot/text/)', () => {
    const files = COMPOSERS.flatMap((d) => filesUnder(join(root, d)));
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap(sentencesOf)).toEqual([]);
  });

  it('the check finds a sentence where there is one', () => {
    const catalogue = filesUnder(join(root, 'src/bot/text'));
    expect(catalogue.flatMap(sentencesOf).length).toBeGreaterThan(100);
  });
});
