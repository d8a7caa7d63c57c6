// Version skew, the static half (scripts/skew.sh): the workspace packages the apps share as Module Federation
// singletons (packages/mf-config/federation.cjs) are loaded once per page, from whichever app came first, so a
// remote of the previous release runs on today's @talent/api-sdk, @talent/event-bus, @talent/i18n and @talent/ui.
// Every value the previous release's apps import from them must therefore still be exported today, or that
// remote fails at run time (an undefined function). Types vanish in the build and are not checked.
//
// Usage: node scripts/skew-imports.mjs <previous release's tree> <this tree>
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const [previousTree, currentTree] = process.argv.slice(2);
if (!previousTree || !currentTree) {
  console.error('usage: node scripts/skew-imports.mjs <previous tree> <current tree>');
  process.exit(2);
}

const singletons = {
  '@talent/api-sdk': 'packages/api-sdk/src/index.ts',
  '@talent/event-bus': 'packages/event-bus/src/index.ts',
  '@talent/i18n': 'packages/i18n/src/index.ts',
  '@talent/ui': 'packages/ui/src/index.ts',
};
const apps = ['shell', 'mfe-directory', 'mfe-builder', 'mfe-account', 'mfe-profile', 'mfe-employer'];
// What ships: tests, stories and test fixtures do not.
const shipped = (file) =>
  /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file) && !/[\\/]testing[\\/]/.test(file);

function* sourceFiles(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (shipped(full)) yield full;
  }
}

/** package → name → the files importing it, of the previous release's apps. */
const imported = new Map(Object.keys(singletons).map((name) => [name, new Map()]));
for (const app of apps) {
  for (const file of sourceFiles(path.join(previousTree, app, 'src'))) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      const isImport = ts.isImportDeclaration(statement);
      const isReExport = ts.isExportDeclaration(statement) && statement.moduleSpecifier;
      if (!isImport && !isReExport) continue;
      const from = statement.moduleSpecifier.text;
      const names = imported.get(from);
      if (!names) continue;
      const use = (name) => {
        const files = names.get(name) ?? new Set();
        files.add(path.relative(previousTree, file));
        names.set(name, files);
      };
      if (isImport) {
        const clause = statement.importClause;
        if (!clause || clause.isTypeOnly) continue;
        if (clause.name) use('default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) {
            if (!element.isTypeOnly) use((element.propertyName ?? element.name).text);
          }
        } else if (bindings) {
          use('*');
        }
      } else if (
        !statement.isTypeOnly &&
        statement.exportClause &&
        ts.isNamedExports(statement.exportClause)
      ) {
        for (const element of statement.exportClause.elements) {
          if (!element.isTypeOnly) use((element.propertyName ?? element.name).text);
        }
      }
    }
  }
}

const entries = Object.values(singletons).map((entry) => path.join(currentTree, entry));
const program = ts.createProgram(entries, {
  allowJs: false,
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  resolveJsonModule: true,
  skipLibCheck: true,
  noEmit: true,
});
const checker = program.getTypeChecker();

let missing = 0;
for (const [name, entry] of Object.entries(singletons)) {
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(path.join(currentTree, entry)));
  const exportedValues = new Set(
    checker
      .getExportsOfModule(moduleSymbol)
      .filter((symbol) => {
        const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
        return target.flags & ts.SymbolFlags.Value;
      })
      .map((symbol) => symbol.name),
  );
  const names = imported.get(name);
  for (const [importedName, files] of [...names].sort()) {
    if (importedName === '*' || exportedValues.has(importedName)) continue;
    missing += 1;
    console.error(`${name} no longer exports '${importedName}', which the previous release imports in:`);
    for (const file of files) console.error(`  ${file}`);
  }
  console.log(
    `${name}: the previous release imports ${names.size} values; ${exportedValues.size} exported today`,
  );
}

if (missing > 0) {
  console.error(
    `\n${missing} value(s) gone: a remote of the previous release would fail on this shell's singleton. Keep each` +
      ' export for a release after its last use (docs/decisions.md "Version skew").',
  );
  process.exit(1);
}
console.log('Every value the previous release imports from a shared singleton is still exported.');
