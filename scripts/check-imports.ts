/**
 * `npm run lint:imports`: the import rules of .dependency-cruiser.mjs (layers, what cms/ may take from a
 * feature, module cycles, unresolvable imports), then one check dependency-cruiser cannot make: no cycle
 * between features as folders.
 *
 * Folder check: every module under features/<name>/ counts as `features/<name>`. A feature reaches another
 * when one of its modules imports the other's straight, or through cms/: a chain of cms/ modules that ends
 * in the other feature is an edge too. One chain is left out, and only it: through cms/payload.config.ts,
 * the config that assembles every feature's collections and globals. Every reader reaches Payload through
 * cms/client.ts, which must hand Payload that config, so counting it would make every feature a cycle with
 * every other; `features-below-routes` keeps a feature from importing the config itself. (lib/ reaching
 * back into a feature is the `lib-is-shared` rule's.)
 */
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

const options = await extractDepcruiseOptions('./.dependency-cruiser.mjs');
const result = await cruise(['.'], options, {}, { tsConfig: extractTSConfig('tsconfig.json') });
const cruised = result.output as ICruiseResult;

const describe = (violation: IViolation) =>
  violation.cycle
    ? `${violation.from} → ${violation.cycle.map((step) => step.name).join(' → ')}`
    : `${violation.from} → ${violation.to}`;
// A cycle is reported once per module in it: every one is printed, which names the modules to untangle.
const errors = cruised.summary.violations.filter((violation) => violation.rule.severity === 'error');
for (const violation of errors) console.log(`error ${violation.rule.name}: ${describe(violation)}`);

// The features' folder graph, each edge with the chain of modules behind it.
const featureOf = (path: string) => /^features\/([^/]+)\//.exec(path)?.[1];
const ASSEMBLY = 'cms/payload.config.ts';
const isCms = (path: string) => path.startsWith('cms/') && path !== ASSEMBLY;
const importsOf = new Map(
  cruised.modules.map((cruisedModule) => [
    cruisedModule.source,
    cruisedModule.dependencies.map((dependency) => dependency.resolved),
  ]),
);

/** Each module of another feature that `path` reaches, straight or through cms/ alone, with the chain. */
function reached(path: string): string[][] {
  const chains: string[][] = [];
  const seen = new Set<string>();
  const walk = (chain: string[]) => {
    for (const next of importsOf.get(chain.at(-1)!) ?? []) {
      if (featureOf(next)) chains.push([...chain, next]);
      else if (isCms(next) && !seen.has(next)) {
        seen.add(next);
        walk([...chain, next]);
      }
    }
  };
  walk([path]);
  return chains;
}

const edges = new Map<string, Map<string, string[]>>();
for (const cruisedModule of cruised.modules) {
  const from = featureOf(cruisedModule.source);
  if (!from) continue;
  for (const chain of reached(cruisedModule.source)) {
    const to = featureOf(chain.at(-1)!)!;
    if (to === from) continue;
    const targets = edges.get(from) ?? new Map<string, string[]>();
    edges.set(from, targets);
    targets.set(to, [...(targets.get(to) ?? []), chain.join(' → ')]);
  }
}

/**
 * The features that import each other in a loop, each group once: the strongly connected components of the
 * folder graph with more than one feature (Tarjan's algorithm), so a tangle is one finding, not every path.
 */
function tangles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (feature: string) => {
    index.set(feature, index.size);
    low.set(feature, index.get(feature)!);
    stack.push(feature);
    for (const next of edges.get(feature)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(feature, Math.min(low.get(feature)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(feature, Math.min(low.get(feature)!, index.get(next)!));
      }
    }
    if (low.get(feature) !== index.get(feature)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== feature);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const feature of [...edges.keys()].sort()) if (!index.has(feature)) visit(feature);
  return groups;
}

/** The shortest way back from `start` to itself inside `group` (breadth-first), to print one concrete cycle. */
function shortestCycle(start: string, group: string[]): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const feature = queue.shift()!;
    for (const next of edges.get(feature)?.keys() ?? []) {
      if (!group.includes(next)) continue;
      if (next === start) {
        const path = [feature];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return path;
      }
      if (!previous.has(next)) {
        previous.set(next, feature);
        queue.push(next);
      }
    }
  }
  return [start];
}

const cycles = tangles();
const name = (feature: string) => `features/${feature}`;
for (const group of cycles) {
  const example = shortestCycle(group[0]!, group);
  console.log(`error feature cycle among ${group.map(name).join(', ')}`);
  console.log(`    e.g. ${[...example, example[0]!].map(name).join(' → ')}; the imports between them:`);
  for (const from of group) {
    for (const [to, imports] of edges.get(from) ?? []) {
      if (!group.includes(to)) continue;
      for (const line of imports) console.log(`    ${line}`);
    }
  }
}

const failures = errors.length + cycles.length;
console.log(
  `imports: ${cruised.summary.totalCruised} modules, ${errors.length} rule violations, ${cycles.length} feature cycles`,
);
process.exit(failures > 0 ? 1 : 0);
