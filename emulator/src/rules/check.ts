import type { Expr, FunctionDecl, MatchBlock, Position, Ruleset } from './ast';
import { RulesLoadError } from './parser';
import { compileRegex, isGlobalFunction, methodArity, TYPE_NAMES } from './values';

const GLOBAL_NAMES: ReadonlySet<string> = new Set(['request', 'resource']);

type FunctionChain = readonly ReadonlyMap<string, FunctionDecl>[];

/**
 * Rejects at load what evaluation could only get wrong at request time: unknown names, functions,
 * methods and types, wrong argument counts, invalid literal regular expressions.
 */
export function checkRuleset(ruleset: Ruleset, file: string): void {
  const fail = (pos: Position, detail: string): never => {
    throw new RulesLoadError(file, pos, detail);
  };

  const findFunction = (chain: FunctionChain, name: string): FunctionDecl | undefined => {
    for (const scope of chain) {
      const fn = scope.get(name);
      if (fn) return fn;
    }
    return undefined;
  };

  const checkExpr = (expr: Expr, names: ReadonlySet<string>, chain: FunctionChain): void => {
    const check = (inner: Expr): void => checkExpr(inner, names, chain);
    switch (expr.kind) {
      case 'string':
      case 'int':
      case 'float':
      case 'bool':
      case 'null':
        return;
      case 'list':
        expr.items.forEach(check);
        return;
      case 'ident':
        if (!names.has(expr.name) && !GLOBAL_NAMES.has(expr.name)) fail(expr.pos, `unsupported identifier '${expr.name}'`);
        return;
      case 'member':
        check(expr.object);
        return;
      case 'index':
        check(expr.object);
        check(expr.index);
        return;
      case 'call': {
        const fn = findFunction(chain, expr.name);
        if (fn) {
          if (fn.params.length !== expr.args.length) {
            fail(expr.pos, `function '${expr.name}' takes ${fn.params.length} argument(s), ${expr.args.length} given`);
          }
        } else if (isGlobalFunction(expr.name)) {
          if (expr.args.length !== 1) fail(expr.pos, `function '${expr.name}' takes 1 argument`);
        } else {
          fail(expr.pos, `unsupported function '${expr.name}'`);
        }
        expr.args.forEach(check);
        return;
      }
      case 'method': {
        check(expr.object);
        const arity = methodArity(expr.name);
        if (arity === undefined) fail(expr.pos, `unsupported method '${expr.name}()'`);
        if (arity !== expr.args.length) fail(expr.pos, `method '${expr.name}()' takes ${arity} argument(s), ${expr.args.length} given`);
        const pattern = expr.args[0];
        if ((expr.name === 'matches' || expr.name === 'split') && pattern?.kind === 'string') {
          try {
            compileRegex(pattern.value);
          } catch {
            fail(pattern.pos, `invalid regular expression '${pattern.value}'`);
          }
        }
        expr.args.forEach(check);
        return;
      }
      case 'not':
      case 'negate':
        check(expr.operand);
        return;
      case 'binary':
        check(expr.left);
        check(expr.right);
        return;
      case 'is':
        if (!TYPE_NAMES.has(expr.type)) fail(expr.pos, `unsupported type '${expr.type}'`);
        check(expr.operand);
        return;
      case 'ternary':
        check(expr.condition);
        check(expr.then);
        check(expr.otherwise);
        return;
    }
  };

  const checkFunctions = (functions: ReadonlyMap<string, FunctionDecl>, wildcards: ReadonlySet<string>, chain: FunctionChain): void => {
    for (const fn of functions.values()) {
      const names = new Set([...wildcards, ...fn.params]);
      for (const binding of fn.lets) {
        checkExpr(binding.value, names, chain);
        names.add(binding.name);
      }
      checkExpr(fn.body, names, chain);
    }
  };

  const checkMatch = (block: MatchBlock, outerWildcards: ReadonlySet<string>, outerChain: FunctionChain): void => {
    const wildcards = new Set(outerWildcards);
    for (const segment of block.segments) {
      if (segment.kind !== 'literal') wildcards.add(segment.name);
    }
    const chain = [block.functions, ...outerChain];
    checkFunctions(block.functions, wildcards, chain);
    for (const allow of block.allows) {
      if (allow.condition) checkExpr(allow.condition, wildcards, chain);
    }
    for (const child of block.matches) checkMatch(child, wildcards, chain);
  };

  const rootChain = [ruleset.functions];
  checkFunctions(ruleset.functions, new Set(), rootChain);
  for (const block of ruleset.matches) checkMatch(block, new Set(), rootChain);
}
