import { describe, expect, it } from 'vitest';
import { asList, asNumber, asRecord, asText, asTextList, isRecord } from '../src/values';

describe('reading untyped values', () => {
  it('tells plain objects from null, arrays and primitives', () => {
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord(null)).toBe(false);
    expect(isRecord([1])).toBe(false);
    expect(isRecord('x')).toBe(false);
  });

  it('keeps values of the expected type and falls back otherwise', () => {
    expect(asText('abc')).toBe('abc');
    expect(asText(12)).toBe('');
    expect(asNumber(12.5)).toBe(12.5);
    expect(asNumber(Number.NaN)).toBe(0);
    expect(asNumber(Number.POSITIVE_INFINITY)).toBe(0);
    expect(asNumber('12')).toBe(0);
    expect(asRecord({ a: 1 })).toEqual({ a: 1 });
    expect(asRecord([1])).toEqual({});
    expect(asList([1, 'a'])).toEqual([1, 'a']);
    expect(asList({ 0: 1 })).toEqual([]);
    expect(asTextList(['a', 1, null, 'b'])).toEqual(['a', 'b']);
  });
});
