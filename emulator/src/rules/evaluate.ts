import type { Expr, FunctionDecl, MatchBlock, Operation, PathSegment, Ruleset } from './ast';
import { arithmetic, callGlobal, callMethod, compare, contains, equals, hasType, isList, mapOf, RuleError, RuleMap, Timestamp, typeOf, type RuleValue } from './values';

/** What a rule sees of one request. `auth`, `resource` and `requestResource` are maps or null. */
export interface RulesRequest {
  operation: Operation;
  bucket: string;
  /** Object path without a leading slash; for list, the prefix without its trailing slash. */
  path: string;
  auth: RuleMap | null;
  resource: RuleMap | null;
  requestResource: RuleMap | null;
  time: Date;
}

type FunctionChain = readonly ReadonlyMap<string, FunctionDecl>[];

interface Env {
  /** request, resource and the path wildcards. */
  base: ReadonlyMap<string, RuleValue>;
  /** Function parameters and let bindings (evaluated on first use). */
  locals: ReadonlyMap<string, () => RuleValue>;
  chain: FunctionChain;
  depth: number;
}

const MAX_CALL_DEPTH = 20;

function lookup(env: Env, name: string): RuleValue {
  const local = env.locals.get(name);
  if (local) return local();
  const value = env.base.get(name);
  if (value === undefined) throw new RuleError(`unknown variable ${name}`);
  return value;
}

function lazy(compute: () => RuleValue): () => RuleValue {
  let done = false;
  let value: RuleValue = null;
  let failure: unknown = null;
  return () => {
    if (!done) {
      done = true;
      try {
        value = compute();
      } catch (error) {
        failure = error;
      }
    }
    if (failure) throw failure;
    return value;
  };
}

function asBool(value: RuleValue): boolean {
  if (typeof value !== 'boolean') throw new RuleError(`expected a bool, got ${typeOf(value)}`);
  return value;
}

type Outcome = { ok: true; value: boolean } | { ok: false; error: unknown };

function attempt(expr: Expr, env: Env): Outcome {
  try {
    return { ok: true, value: asBool(evaluate(expr, env)) };
  } catch (error) {
    return { ok: false, error };
  }
}

/** `&&` and `||` forgive an error on one side when the other side alone decides, as the rules language does. */
function logical(op: '&&' | '||', left: Expr, right: Expr, env: Env): boolean {
  const decisive = op === '||';
  const l = attempt(left, env);
  if (l.ok && l.value === decisive) return decisive;
  const r = attempt(right, env);
  if (r.ok && r.value === decisive) return decisive;
  if (!l.ok) throw l.error;
  if (!r.ok) throw r.error;
  return !decisive;
}

function member(object: RuleValue, name: string): RuleValue {
  if (!(object instanceof RuleMap)) throw new RuleError(`cannot read .${name} of ${typeOf(object)}`);
  const value = object.entries.get(name);
  if (value === undefined) throw new RuleError(`no property ${name}`);
  return value;
}

function index(object: RuleValue, key: RuleValue): RuleValue {
  if (isList(object) && typeof key === 'bigint') {
    const item = key >= 0n ? object[Number(key)] : undefined;
    if (item === undefined) throw new RuleError(`index ${key} out of range`);
    return item;
  }
  if (object instanceof RuleMap && typeof key === 'string') return member(object, key);
  throw new RuleError(`cannot index ${typeOf(object)} with ${typeOf(key)}`);
}

function callFunction(name: string, args: RuleValue[], env: Env): RuleValue {
  const at = env.chain.findIndex((scope) => scope.has(name));
  const fn = env.chain[at]?.get(name);
  if (!fn) throw new RuleError(`unknown function ${name}`);
  if (env.depth >= MAX_CALL_DEPTH) throw new RuleError('function calls nested too deeply');
  const locals = new Map<string, () => RuleValue>();
  fn.params.forEach((param, i) => {
    const value = args[i] ?? null;
    locals.set(param, () => value);
  });
  const inner: Env = { base: env.base, locals, chain: env.chain.slice(at), depth: env.depth + 1 };
  for (const binding of fn.lets) locals.set(binding.name, lazy(() => evaluate(binding.value, inner)));
  return evaluate(fn.body, inner);
}

function evaluate(expr: Expr, env: Env): RuleValue {
  switch (expr.kind) {
    case 'string':
    case 'int':
    case 'float':
    case 'bool':
      return expr.value;
    case 'null':
      return null;
    case 'list':
      return expr.items.map((item) => evaluate(item, env));
    case 'ident':
      return lookup(env, expr.name);
    case 'member':
      return member(evaluate(expr.object, env), expr.name);
    case 'index':
      return index(evaluate(expr.object, env), evaluate(expr.index, env));
    case 'call': {
      const args = expr.args.map((arg) => evaluate(arg, env));
      if (env.chain.some((scope) => scope.has(expr.name))) return callFunction(expr.name, args, env);
      return callGlobal(expr.name, args[0] ?? null);
    }
    case 'method':
      return callMethod(
        evaluate(expr.object, env),
        expr.name,
        expr.args.map((arg) => evaluate(arg, env)),
      );
    case 'not':
      return !asBool(evaluate(expr.operand, env));
    case 'negate': {
      const value = evaluate(expr.operand, env);
      if (typeof value === 'bigint' || typeof value === 'number') return -value;
      throw new RuleError(`cannot negate ${typeOf(value)}`);
    }
    case 'is':
      return hasType(evaluate(expr.operand, env), expr.type);
    case 'ternary':
      return asBool(evaluate(expr.condition, env)) ? evaluate(expr.then, env) : evaluate(expr.otherwise, env);
    case 'binary': {
      const { op } = expr;
      if (op === '&&' || op === '||') return logical(op, expr.left, expr.right, env);
      const left = evaluate(expr.left, env);
      const right = evaluate(expr.right, env);
      switch (op) {
        case '==':
          return equals(left, right);
        case '!=':
          return !equals(left, right);
        case '<':
          return compare(left, right) < 0;
        case '<=':
          return compare(left, right) <= 0;
        case '>':
          return compare(left, right) > 0;
        case '>=':
          return compare(left, right) >= 0;
        case 'in':
          return contains(right, left);
        default:
          return arithmetic(op, left, right);
      }
    }
  }
}

function matchSegments(pattern: readonly PathSegment[], path: readonly string[]): { consumed: number; bindings: [string, string][] } | null {
  const bindings: [string, string][] = [];
  for (const [i, segment] of pattern.entries()) {
    if (segment.kind === 'rest') {
      bindings.push([segment.name, path.slice(i).join('/')]);
      return { consumed: path.length, bindings };
    }
    const part = path[i];
    if (part === undefined) return null;
    if (segment.kind === 'literal' && segment.text !== part) return null;
    if (segment.kind === 'wildcard') bindings.push([segment.name, part]);
  }
  return { consumed: pattern.length, bindings };
}

function conditionHolds(condition: Expr | null, env: Env): boolean {
  if (!condition) return true;
  try {
    return evaluate(condition, env) === true;
  } catch {
    return false;
  }
}

/** True when some `allow` whose match path covers the request path grants its operation. */
export function isAllowed(ruleset: Ruleset, request: RulesRequest): boolean {
  const segments = ['b', request.bucket, 'o', ...(request.path ? request.path.split('/') : [])];
  const globals = new Map<string, RuleValue>([
    [
      'request',
      mapOf({
        auth: request.auth,
        resource: request.requestResource,
        time: new Timestamp(request.time.getTime()),
        path: '/' + segments.join('/'),
        method: request.operation,
      }),
    ],
    ['resource', request.resource],
  ]);

  const visit = (block: MatchBlock, remaining: readonly string[], bindings: ReadonlyMap<string, RuleValue>, outer: FunctionChain): boolean => {
    const matched = matchSegments(block.segments, remaining);
    if (!matched) return false;
    const base = new Map([...bindings, ...matched.bindings]);
    const chain = [block.functions, ...outer];
    const rest = remaining.slice(matched.consumed);
    if (rest.length === 0) {
      const env: Env = { base, locals: new Map(), chain, depth: 0 };
      const granted = block.allows.some((allow) => allow.operations.includes(request.operation) && conditionHolds(allow.condition, env));
      if (granted) return true;
    }
    return block.matches.some((child) => visit(child, rest, base, chain));
  };

  return ruleset.matches.some((block) => visit(block, segments, globals, [ruleset.functions]));
}
