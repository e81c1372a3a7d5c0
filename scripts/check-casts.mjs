// Casts that defeat the compiler: `as unknown as` and `as never` anywhere in src/ (generated files
// aside), and any type assertion in src/dune/choices/, whose forms read arguments typed by their
// action's declaration (docs/architecture.md, "Adding an action"). `as const` is no assertion.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = 'src';
const STRICT = join('src', 'dune', 'choices');

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : files(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.generated.ts') ? [path] : [];
  });

const isConst = (type) => ts.isTypeReferenceNode(type) && type.typeName.getText() === 'const';

const problems = [];
for (const file of files(ROOT)) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const strict = !relative(STRICT, file).startsWith('..');
  const visit = (node) => {
    if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && !isConst(node.type)) {
      const doubled = ts.isAsExpression(node.expression) && node.expression.type.kind === ts.SyntaxKind.UnknownKeyword;
      if (strict || doubled || node.type.kind === ts.SyntaxKind.NeverKeyword) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        problems.push(`${file}:${line + 1}: ${node.getText().replace(/\s+/g, ' ').slice(0, 100)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
if (problems.length > 0) {
  console.error(`${problems.length} cast(s) the compiler cannot check (no \`as unknown as\` or \`as never\` in src/, no \`as\` in src/dune/choices/):`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log('No unchecked casts: no `as unknown as` or `as never` in src/, no `as` in src/dune/choices/.');
