import { readFileSync } from 'node:fs';

export type Instruction = { keyword: string; args: string };
export type Stage = { name: string; instructions: Instruction[] };

/** The Dockerfile's stages, each with its instructions (continuation lines joined, comments dropped). */
export function parseDockerfile(path: string): Stage[] {
  const text = readFileSync(path, 'utf8').replace(/\\\n/g, ' ');
  const stages: Stage[] = [];
  for (const line of text.split('\n').map((raw) => raw.trim())) {
    if (line === '' || line.startsWith('#')) continue;
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (keyword.toUpperCase() === 'FROM')
      stages.push({ name: /\bAS\s+(\S+)/i.exec(args)?.[1] ?? '', instructions: [] });
    stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args });
  }
  return stages;
}

/** An `ENV a=1 b="x y"` instruction's variables. */
export function envOf(args: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [, name = '', quoted, bare] of args.matchAll(/(\w+)=(?:"([^"]*)"|(\S*))/g))
    env[name] = quoted ?? bare ?? '';
  return env;
}
