import { describe, expect, it } from 'vitest';
import { system } from '../theme';

/** A colour token's hex value: semantic tokens are followed to the light-mode palette shade they name. */
function hexOf(name: string): string {
  const token = system.tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`No colour token ${name}`);
  const conditions: Record<string, string> | undefined = token.extensions.conditions;
  const value = conditions ? (conditions._light ?? conditions.base ?? '') : token.originalValue;
  if (typeof value !== 'string') throw new Error(`Colour token ${name} has no single value`);
  const reference = /^\{colors\.(.+)\}$/.exec(value)?.[1];
  if (reference !== undefined) return hexOf(reference);
  if (/^#[0-9a-f]{6}$/i.test(value)) return value;
  // A named colour such as 'white' is a token of its own.
  return hexOf(value);
}

/** WCAG 2.1 relative luminance of an sRGB hex colour. */
function luminance(hex: string): number {
  const [red, green, blue] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0);
}

/** `hex` drawn at `alpha` over white, as a solid button's hover (its colour at 90%) shows. */
function overWhite(hex: string, alpha: number): string {
  const channels = [1, 3, 5].map((start) => Math.round(Number.parseInt(hex.slice(start, start + 2), 16) * alpha + 255 * (1 - alpha)));
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

function ratio(foregroundHex: string, backgroundHex: string): number {
  const [lighter, darker] = [luminance(foregroundHex), luminance(backgroundHex)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

const contrast = (foreground: string, background: string): number => ratio(hexOf(foreground), hexOf(background));

/** The palettes the app's buttons, badges and links use (colorPalette), beside the brand tokens. */
const PALETTES = ['brand', 'teal', 'green', 'orange', 'red', 'blue', 'gray'];
/** The backgrounds pages draw on: cards and the header (bg), the page itself (gray.50). */
const PAGE_BACKGROUNDS = ['bg', 'gray.50'];

const TEXT: [foreground: string, background: string][] = [
  ...PALETTES.flatMap((palette): [string, string][] => [
    // Solid buttons and badges.
    [`${palette}.contrast`, `${palette}.solid`],
    // Subtle badges and buttons.
    [`${palette}.fg`, `${palette}.subtle`],
    ...PAGE_BACKGROUNDS.map((background): [string, string] => [`${palette}.fg`, background]),
  ]),
  ...['fg.muted', 'fg.error', 'fg.warning', 'fg.success', 'fg.info'].flatMap((foreground) => PAGE_BACKGROUNDS.map((background): [string, string] => [foreground, background])),
  // The admin's pending badges.
  ['white', 'red.600'],
  // The footer.
  ['gray.300', 'gray.900'],
  ['white', 'gray.900'],
];

const FOCUS_RINGS: [ring: string, background: string][] = [
  ...PALETTES.flatMap((palette) => PAGE_BACKGROUNDS.map((background): [string, string] => [`${palette}.focusRing`, background])),
  // The footer's links and button.
  ['teal.300', 'gray.900'],
];

describe('theme colour contrast (WCAG 2.1 AA)', () => {
  it.each(TEXT)('text in %s on %s reaches 4.5:1', (foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(PALETTES)('text on a hovered %s solid button reaches 4.5:1', (palette) => {
    expect(ratio(hexOf(`${palette}.contrast`), overWhite(hexOf(`${palette}.solid`), 0.9))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(FOCUS_RINGS)('a focus ring in %s on %s reaches 3:1', (ring, background) => {
    expect(contrast(ring, background)).toBeGreaterThanOrEqual(3);
  });
});
