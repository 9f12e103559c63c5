import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Ruleset } from './ast';
import { checkRuleset } from './check';
import { parseRules } from './parser';

/** Parses and checks rules source; errors name `file:line:column`. */
export function compileRules(source: string, file: string): Ruleset {
  const ruleset = parseRules(source, file);
  checkRuleset(ruleset, file);
  return ruleset;
}

/** Reads a storage.rules file; a RulesLoadError names the file by its base name, e.g. `storage.rules:4:17: ...`. */
export async function loadRulesFile(path: string): Promise<Ruleset> {
  return compileRules(await readFile(path, 'utf8'), basename(path));
}
