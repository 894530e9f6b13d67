/**
 * A feature's stylesheet stays loaded once its route has been visited (Vite injects the chunk's
 * sheet and never takes it out), so its rules reach every later page that uses the same class:
 * landing's '.tier-group + .tier-group' pushed /book's Hair column 66 px down (commit 5e1a0ea).
 * Each feature's classes are its own; what every page may use lives in styles/, components/
 * and app/ (the shell), whose sheets a feature may add context rules to, scoped to its own classes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import postcss, { type Container, type Rule } from 'postcss';
import ts from 'typescript';

const SRC = path.resolve(__dirname, '..');
const SHARED_DIRS = ['styles', 'components', 'app'];

/**
 * Class names (or BEM blocks) two features style on purpose, each with the reason. A class both
 * render through one component belongs in styles/ or components/ instead.
 */
const SHARED_ON_PURPOSE: Readonly<Record<string, string>> = {};

const relative = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

function filesUnder(dir: string, wanted: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, wanted);
    return wanted(entry.name) ? [full] : [];
  });
}

/** 'features/booking/…' → 'booking'; a shared file → null. */
function featureOf(file: string): string | null {
  const [top, feature] = relative(file).split('/');
  return top === 'features' && feature && !feature.includes('.') ? feature : null;
}

/** `tier-group__tiles` and `tier-group--bridal` are parts of the block `tier-group`. */
const blockOf = (className: string) => className.split('__')[0]!.split('--')[0]!;
const sharedOnPurpose = (className: string) =>
  className in SHARED_ON_PURPOSE || blockOf(className) in SHARED_ON_PURPOSE;

const NAME_CHAR = /[-\w\u0080-\uffff]/;

/**
 * The classes a selector names, in `:not()`/`:is()`/`:has()` too. Scans it character by character so
 * quoted strings and attribute selectors (`[href$=".pdf"]`) name none; postcss has already split
 * the selector list and taken out comments.
 */
function classesIn(selector: string): string[] {
  const names: string[] = [];
  let at = 0;
  const skipQuoted = (quote: string) => {
    at++;
    while (at < selector.length && selector[at] !== quote) at += selector[at] === '\\' ? 2 : 1;
    at++;
  };
  while (at < selector.length) {
    const char = selector[at]!;
    if (char === '\\') at += 2;
    else if (char === '"' || char === "'") skipQuoted(char);
    else if (char === '[') {
      at++;
      while (at < selector.length && selector[at] !== ']') {
        const inside = selector[at]!;
        if (inside === '"' || inside === "'") skipQuoted(inside);
        else at += inside === '\\' ? 2 : 1;
      }
      at++;
    } else if (char === '.') {
      let name = '';
      at++;
      while (at < selector.length) {
        const next = selector[at]!;
        if (next === '\\' && at + 1 < selector.length) {
          name += selector[at + 1];
          at += 2;
        } else if (NAME_CHAR.test(next)) {
          name += next;
          at++;
        } else break;
      }
      if (name) names.push(name);
    } else at++;
  }
  return names;
}

type StyledSelector = { file: string; feature: string | null; selector: string; classes: string[] };

const insideKeyframes = (rule: Rule) =>
  rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name);

/** Every selector of every sheet; a nested rule's classes include its parents' (its scope). */
function readSheets(files: readonly string[]) {
  const selectors: StyledSelector[] = [];
  const globalNames: { file: string; name: string }[] = [];
  for (const file of files) {
    const root = postcss.parse(readFileSync(file, 'utf8'), { from: file });
    const feature = featureOf(file);
    root.walkAtRules(/^(keyframes|property|counter-style|font-palette-values)$/i, (atRule) => {
      globalNames.push({ file: relative(file), name: `@${atRule.name} ${atRule.params}` });
    });
    root.walkRules((rule) => {
      if (insideKeyframes(rule)) return;
      const scope: string[] = [];
      for (let parent: Container | undefined = rule.parent; parent; parent = parent.parent as Container) {
        if (parent.type === 'rule') scope.push(...classesIn((parent as Rule).selector));
      }
      for (const selector of rule.selectors) {
        selectors.push({
          file: relative(file),
          feature,
          selector,
          classes: [...classesIn(selector), ...scope],
        });
      }
    });
  }
  return { selectors, globalNames };
}

/** JSX attributes whose words are read out or shown, never classes (`aria-label="3 stars"`). */
const PROSE_ATTRIBUTE = /^(aria-.*|alt|title|placeholder|label|lang|href|to|src|type|name|role|id|htmlFor)$/;
const CLASS_LIKE = /^-?[_a-zA-Z][-\w]*$/;

/** The class-like words in a source file's strings and template parts, prose attributes left out. */
function wordsIn(file: string): Set<string> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const words = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node) && PROSE_ATTRIBUTE.test(node.name.getText(source))) return;
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      for (const word of node.text.split(/\s+/)) if (CLASS_LIKE.test(word)) words.add(word);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return words;
}

const sheets = filesUnder(SRC, (name) => name.endsWith('.css')).filter(
  (file) => featureOf(file) !== null || SHARED_DIRS.includes(relative(file).split('/')[0]!),
);
const { selectors, globalNames } = readSheets(sheets);
const sharedClasses = new Set(selectors.filter((s) => s.feature === null).flatMap((s) => s.classes));
const sharedBlocks = new Set([...sharedClasses].map(blockOf));
const featureSelectors = selectors.filter((s) => s.feature !== null);

/** A feature class is owned by its block, unless a shared sheet already uses that block's name. */
const ownershipKey = (className: string) =>
  sharedClasses.has(className) ? null : sharedBlocks.has(blockOf(className)) ? className : blockOf(className);

const sources = filesUnder(SRC, (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)).map(
  (file) => ({ file: relative(file), feature: featureOf(file), words: wordsIn(file) }),
);

const show = (s: StyledSelector) => `${s.file} (\`${s.selector}\`)`;

describe("a feature's stylesheet styles only its own pages", () => {
  it('reads the sheets and finds classes in them', () => {
    expect(featureSelectors.length).toBeGreaterThan(500);
    expect(classesIn('.a:not(.b) > .c__d[data-x=".e"], p.f\\:g')).toEqual(['a', 'b', 'c__d', 'f:g']);
  });

  it('no class or BEM block is styled by two features, unless it is shared', () => {
    const owners = new Map<string, Map<string, StyledSelector>>();
    for (const styled of featureSelectors) {
      for (const className of styled.classes) {
        const key = ownershipKey(className);
        if (!key || sharedOnPurpose(className)) continue;
        const byFeature = owners.get(key) ?? new Map<string, StyledSelector>();
        owners.set(key, byFeature);
        if (!byFeature.has(styled.feature!)) byFeature.set(styled.feature!, styled);
      }
    }
    const collisions = [...owners].flatMap(([key, byFeature]) => {
      const [first, ...others] = [...byFeature.values()];
      return others.map(
        (other) =>
          `.${key} is styled by two features: ${show(first!)} and ${show(other)}; rename it in one ` +
          'of them, or move the rule to styles/ or components/ if both render the same thing',
      );
    });
    expect(collisions).toEqual([]);
  });

  it("no class a feature's sheet styles is written in another feature's markup", () => {
    const leaks = new Set<string>();
    for (const styled of featureSelectors) {
      for (const className of styled.classes) {
        if (sharedClasses.has(className) || sharedOnPurpose(className)) continue;
        for (const source of sources) {
          if (source.feature === null || source.feature === styled.feature) continue;
          if (source.words.has(className))
            leaks.add(`.${className}: styled by ${show(styled)}, written in ${source.file}`);
        }
      }
    }
    expect([...leaks]).toEqual([]);
  });

  it("every rule in a feature's sheet is scoped by a class no other page renders", () => {
    const unscoped = featureSelectors.flatMap((styled) => {
      if (styled.classes.length === 0)
        return [`${show(styled)} names no class: it styles every page once the route has loaded`];
      // Only shared classes, each written outside this feature: it restyles those other pages too.
      const writers = styled.classes.map((className) =>
        sharedClasses.has(className)
          ? sources.find((s) => s.feature !== styled.feature && s.words.has(className))
          : undefined,
      );
      if (!writers.every(Boolean)) return [];
      const where = styled.classes.map((className, index) => `.${className} in ${writers[index]!.file}`);
      return [`${show(styled)} names only shared classes, also written elsewhere (${where.join(', ')})`];
    });
    expect(unscoped).toEqual([]);
  });

  it('keyframes and other global names in feature sheets are declared once', () => {
    const declared = new Map<string, string>();
    const duplicates: string[] = [];
    for (const { file, name } of globalNames) {
      const earlier = declared.get(name);
      if (earlier && earlier !== file) duplicates.push(`${name}: ${earlier} and ${file}`);
      declared.set(name, file);
    }
    expect(duplicates).toEqual([]);
  });
});
