export function readFlag(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

export function readPortOffset(args: readonly string[], fallback: number): number {
  const text = readFlag(args, '--port-offset') ?? process.env.STACK_PORT_OFFSET;
  const offset = text === undefined ? fallback : Number(text);
  if (!Number.isInteger(offset) || offset < 0 || offset > 55_000) throw new Error(`Invalid port offset: ${text}`);
  return offset;
}
