/** Runtime values of the rules language: int is bigint, float is number, maps and timestamps are classes. */

export class RuleMap {
  constructor(readonly entries: ReadonlyMap<string, RuleValue>) {}
}

export class Timestamp {
  constructor(readonly millis: number) {}
}

export type RuleValue = null | boolean | string | bigint | number | readonly RuleValue[] | RuleMap | Timestamp;

/** An expression that cannot be evaluated; the enclosing allow condition then denies. */
export class RuleError extends Error {
  override name = 'RuleError';
}

export const TYPE_NAMES: ReadonlySet<string> = new Set(['string', 'int', 'float', 'number', 'bool', 'null', 'list', 'map', 'timestamp']);

export function isList(value: RuleValue): value is readonly RuleValue[] {
  return Array.isArray(value);
}

export function typeOf(value: RuleValue): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'bigint') return 'int';
  if (typeof value === 'number') return 'float';
  if (value instanceof RuleMap) return 'map';
  if (value instanceof Timestamp) return 'timestamp';
  return 'list';
}

export function hasType(value: RuleValue, type: string): boolean {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && (actual === 'int' || actual === 'float'));
}

/** Converts decoded JSON (token claims, custom metadata) into rule values; integers become ints. */
export function fromJson(value: unknown): RuleValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value) : value;
  if (Array.isArray(value)) return value.map(fromJson);
  if (typeof value === 'object') {
    return new RuleMap(new Map(Object.entries(value).map(([key, item]) => [key, fromJson(item)])));
  }
  return null;
}

/** A map from a record, leaving out undefined entries. */
export function mapOf(record: Record<string, RuleValue | undefined>): RuleMap {
  const entries = new Map<string, RuleValue>();
  for (const [key, value] of Object.entries(record)) {
    if (value !== undefined) entries.set(key, value);
  }
  return new RuleMap(entries);
}

function isNumeric(value: RuleValue): value is bigint | number {
  return typeof value === 'bigint' || typeof value === 'number';
}

export function equals(a: RuleValue, b: RuleValue): boolean {
  if (isNumeric(a) && isNumeric(b)) return typeof a === typeof b ? a === b : Number(a) === Number(b);
  if (a instanceof Timestamp && b instanceof Timestamp) return a.millis === b.millis;
  if (isList(a) && isList(b)) return a.length === b.length && a.every((item, i) => equals(item, b[i] ?? null));
  if (a instanceof RuleMap && b instanceof RuleMap) {
    if (a.entries.size !== b.entries.size) return false;
    for (const [key, value] of a.entries) {
      const other = b.entries.get(key);
      if (other === undefined || !equals(value, other)) return false;
    }
    return true;
  }
  return a === b;
}

/** Orders numbers, strings and timestamps; anything else is an evaluation error. */
export function compare(a: RuleValue, b: RuleValue): number {
  if (isNumeric(a) && isNumeric(b)) {
    if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
    return Number(a) - Number(b);
  }
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (a instanceof Timestamp && b instanceof Timestamp) return a.millis - b.millis;
  throw new RuleError(`cannot compare ${typeOf(a)} with ${typeOf(b)}`);
}

export function arithmetic(op: '+' | '-' | '*' | '/' | '%', a: RuleValue, b: RuleValue): RuleValue {
  if (op === '+' && typeof a === 'string' && typeof b === 'string') return a + b;
  if (op === '+' && isList(a) && isList(b)) return [...a, ...b];
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    if ((op === '/' || op === '%') && b === 0n) throw new RuleError('division by zero');
    switch (op) {
      case '+':
        return a + b;
      case '-':
        return a - b;
      case '*':
        return a * b;
      case '/':
        return a / b;
      default:
        return a % b;
    }
  }
  if (isNumeric(a) && isNumeric(b)) {
    const x = Number(a);
    const y = Number(b);
    switch (op) {
      case '+':
        return x + y;
      case '-':
        return x - y;
      case '*':
        return x * y;
      case '/':
        return x / y;
      default:
        return x % y;
    }
  }
  throw new RuleError(`operator ${op} does not apply to ${typeOf(a)} and ${typeOf(b)}`);
}

export function contains(container: RuleValue, item: RuleValue): boolean {
  if (isList(container)) return container.some((element) => equals(element, item));
  if (container instanceof RuleMap && typeof item === 'string') return container.entries.has(item);
  throw new RuleError(`operator in does not apply to ${typeOf(container)}`);
}

const regexCache = new Map<string, RegExp>();

/** Compiles a rules regular expression (RE2 syntax, whole-string match) as a JavaScript RegExp. */
export function compileRegex(pattern: string): RegExp {
  let regex = regexCache.get(pattern);
  if (!regex) {
    regex = new RegExp(`^(?:${pattern})$`);
    regexCache.set(pattern, regex);
  }
  return regex;
}

function listArg(args: readonly RuleValue[], method: string): readonly RuleValue[] {
  const arg = args[0] ?? null;
  if (!isList(arg)) throw new RuleError(`${method}() expects a list`);
  return arg;
}

function stringArg(args: readonly RuleValue[], method: string): string {
  const arg = args[0] ?? null;
  if (typeof arg !== 'string') throw new RuleError(`${method}() expects a string`);
  return arg;
}

type Method = (receiver: RuleValue, args: readonly RuleValue[]) => RuleValue;

function onString(fn: (receiver: string, args: readonly RuleValue[]) => RuleValue, name: string): Method {
  return (receiver, args) => {
    if (typeof receiver !== 'string') throw new RuleError(`${name}() is not a method of ${typeOf(receiver)}`);
    return fn(receiver, args);
  };
}

function onList(fn: (receiver: readonly RuleValue[], args: readonly RuleValue[]) => RuleValue, name: string): Method {
  return (receiver, args) => {
    if (!isList(receiver)) throw new RuleError(`${name}() is not a method of ${typeOf(receiver)}`);
    return fn(receiver, args);
  };
}

function onMap(fn: (receiver: RuleMap, args: readonly RuleValue[]) => RuleValue, name: string): Method {
  return (receiver, args) => {
    if (!(receiver instanceof RuleMap)) throw new RuleError(`${name}() is not a method of ${typeOf(receiver)}`);
    return fn(receiver, args);
  };
}

function mapGet(map: RuleMap, key: RuleValue, fallback: RuleValue): RuleValue {
  const path = isList(key) ? key : [key];
  let current: RuleValue = map;
  for (const part of path) {
    if (typeof part !== 'string') throw new RuleError('get() keys must be strings');
    if (!(current instanceof RuleMap)) return fallback;
    const next: RuleValue | undefined = current.entries.get(part);
    if (next === undefined) return fallback;
    current = next;
  }
  return current;
}

const METHODS: Record<string, { arity: number; call: Method }> = {
  size: {
    arity: 0,
    call: (receiver) => {
      if (typeof receiver === 'string') return BigInt([...receiver].length);
      if (isList(receiver)) return BigInt(receiver.length);
      if (receiver instanceof RuleMap) return BigInt(receiver.entries.size);
      throw new RuleError(`size() is not a method of ${typeOf(receiver)}`);
    },
  },
  lower: { arity: 0, call: onString((s) => s.toLowerCase(), 'lower') },
  upper: { arity: 0, call: onString((s) => s.toUpperCase(), 'upper') },
  trim: { arity: 0, call: onString((s) => s.trim(), 'trim') },
  matches: { arity: 1, call: onString((s, args) => compileRegex(stringArg(args, 'matches')).test(s), 'matches') },
  split: { arity: 1, call: onString((s, args) => s.split(new RegExp(stringArg(args, 'split'))), 'split') },
  hasAny: { arity: 1, call: onList((list, args) => listArg(args, 'hasAny').some((item) => contains(list, item)), 'hasAny') },
  hasAll: { arity: 1, call: onList((list, args) => listArg(args, 'hasAll').every((item) => contains(list, item)), 'hasAll') },
  hasOnly: { arity: 1, call: onList((list, args) => list.every((item) => contains(listArg(args, 'hasOnly'), item)), 'hasOnly') },
  keys: { arity: 0, call: onMap((map) => [...map.entries.keys()], 'keys') },
  values: { arity: 0, call: onMap((map) => [...map.entries.values()], 'values') },
  get: { arity: 2, call: onMap((map, args) => mapGet(map, args[0] ?? null, args[1] ?? null), 'get') },
  toMillis: {
    arity: 0,
    call: (receiver) => {
      if (!(receiver instanceof Timestamp)) throw new RuleError(`toMillis() is not a method of ${typeOf(receiver)}`);
      return BigInt(receiver.millis);
    },
  },
};

export function methodArity(name: string): number | undefined {
  return Object.hasOwn(METHODS, name) ? METHODS[name]?.arity : undefined;
}

export function callMethod(receiver: RuleValue, name: string, args: readonly RuleValue[]): RuleValue {
  const method = Object.hasOwn(METHODS, name) ? METHODS[name] : undefined;
  if (!method) throw new RuleError(`unknown method ${name}()`);
  return method.call(receiver, args);
}

const GLOBALS: Record<string, (arg: RuleValue) => RuleValue> = {
  int: (arg) => {
    if (typeof arg === 'bigint') return arg;
    if (typeof arg === 'number' && Number.isFinite(arg)) return BigInt(Math.trunc(arg));
    if (typeof arg === 'string' && /^-?\d+$/.test(arg)) return BigInt(arg);
    throw new RuleError(`int() cannot convert ${typeOf(arg)}`);
  },
  float: (arg) => {
    if (typeof arg === 'bigint' || typeof arg === 'number') return Number(arg);
    if (typeof arg === 'string' && arg.trim() !== '' && Number.isFinite(Number(arg))) return Number(arg);
    throw new RuleError(`float() cannot convert ${typeOf(arg)}`);
  },
  string: (arg) => {
    if (typeof arg === 'string') return arg;
    if (arg === null || typeof arg === 'boolean' || typeof arg === 'bigint' || typeof arg === 'number') return String(arg);
    throw new RuleError(`string() cannot convert ${typeOf(arg)}`);
  },
};

/** Built-in one-argument functions: int(), float(), string(). */
export function isGlobalFunction(name: string): boolean {
  return Object.hasOwn(GLOBALS, name);
}

export function callGlobal(name: string, arg: RuleValue): RuleValue {
  const fn = Object.hasOwn(GLOBALS, name) ? GLOBALS[name] : undefined;
  if (!fn) throw new RuleError(`unknown function ${name}()`);
  return fn(arg);
}
