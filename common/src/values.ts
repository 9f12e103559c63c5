/**
 * Reading untyped values (Firestore documents, request bodies, parsed JSON) into typed ones without
 * casts: each helper returns the value when it has the expected type, else a neutral fallback.
 */

/** A plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The string, or '' for anything else. */
export const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A finite number, or 0 for anything else (NaN and Infinity included). */
export const asNumber = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The object, or {} for anything else. */
export const asRecord = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

/** The array, or [] for anything else. */
export const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The strings of an array; other elements are dropped. */
export const asTextList = (value: unknown): string[] => asList(value).filter((item): item is string => typeof item === 'string');
