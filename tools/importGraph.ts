// What a TypeScript entry point loads when it runs: the repository's files it reaches through
// their imports, and the packages among them. node: builtins and type-only imports (`import type`,
// `export type`, `import('x').T`: erased) load nothing; with verbatimModuleSyntax (tsconfig.json),
// `import { type X } from 'x'` still loads 'x', so it counts. An import of a path put together at
// run time (import(`./${name}/index.ts`): the route folders the server finds) loads every file
// its pattern, ./*/index.ts, matches. Used by the runtime dependencies'
// test and by the production path's copy of what a deploy needs (tools/productionPath.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

/** `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const isBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]);

/** The specifiers of a module's imports that load something at run time, in source order. */
export function runtimeImports(source: string, fileName = 'module.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.importClause?.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments.length > 0 &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments.length > 0 &&
      ts.isTemplateExpression(node.arguments[0])
    ) {
      const { head, templateSpans } = node.arguments[0];
      found.push(head.text + templateSpans.map((span) => `*${span.literal.text}`).join(''));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** The files a relative pattern names, each `*` standing for part of one path segment. */
function matchingFiles(from: string, pattern: string): string[] {
  let paths = [path.dirname(from)];
  for (const segment of pattern.split('/')) {
    if (!segment.includes('*')) {
      paths = paths.map((dir) => path.join(dir, segment));
      continue;
    }
    const escaped = segment.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
    const matches = new RegExp(`^${escaped.join('[^/]*')}$`);
    paths = paths.flatMap((dir) =>
      existsSync(dir) && statSync(dir).isDirectory()
        ? readdirSync(dir)
            .filter((name) => matches.test(name))
            .map((name) => path.join(dir, name))
        : [],
    );
  }
  return paths.filter(isFile);
}

function resolveRelative(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(isFile);
  if (!found) throw new Error(`${from}: cannot resolve "${specifier}"`);
  return found;
}

export interface LoadedByEntry {
  /** Absolute paths of the repository's files it loads, the entry included. */
  files: Set<string>;
  /** Each package it loads, with the first file found importing it. */
  packages: Map<string, string>;
}

/** Everything `entry` (an absolute path) loads, following the repository's own imports. */
export function loadedBy(entry: string): LoadedByEntry {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    if (!/\.(ts|tsx|js|mjs)$/.test(file)) continue; // JSON and the like load nothing more
    for (const specifier of runtimeImports(readFileSync(file, 'utf8'), file)) {
      if (specifier.startsWith('.') && specifier.includes('*')) {
        queue.push(...matchingFiles(file, specifier));
      } else if (specifier.startsWith('.') || specifier.startsWith('/')) {
        queue.push(resolveRelative(file, specifier));
      } else if (!isBuiltin(specifier) && !packages.has(packageOf(specifier))) {
        packages.set(packageOf(specifier), file);
      }
    }
  }
  return { files, packages };
}

interface PackageScripts {
  scripts?: Record<string, string>;
}

/** The scripts an operator runs where only the runtime dependencies are installed. */
export const OPERATOR_SCRIPTS = ['serve', 'account', 'backup', 'restore'];

/** `node --import tsx server/server.ts` -> its loader packages and the file it runs. */
export function nodeCommandOf(
  pkg: PackageScripts,
  script: string,
): { loaders: string[]; file: string } {
  // `exec node …`: the shell npm runs a script in becomes node, so a signal to npm's child (npm
  // hands SIGTERM on) reaches the server.
  const words = (pkg.scripts?.[script]?.trim().split(/\s+/) ?? []).filter(
    (word, index) => !(index === 0 && word === 'exec'),
  );
  const file = words.find((word) => /\.(ts|js|mjs)$/.test(word));
  if (words[0] !== 'node' || !file) {
    throw new Error(`npm run ${script} is not \`[exec] node [--import <loader>] <file>\``);
  }
  const loaders = words.flatMap((word, index) =>
    words[index - 1] === '--import' ? [packageOf(word)] : [],
  );
  return { loaders, file };
}
