// A palette token's value (#rrggbb or oklch(L C h)) as sRGB: the contrast checks (tokens.test.ts) read it as linear
// light, and the drawn share cards (src/modules/publishing/share-card.ts), whose renderer reads no OKLCH, as hex.

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const toGamma = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

/** The colour as linear sRGB channels (0–1), clipped to the gamut as a browser shows it. */
export function linearRgb(value: string): number[] {
  if (value.startsWith('#')) return [1, 3, 5].map((i) => toLinear(Number.parseInt(value.slice(i, i + 2), 16) / 255));
  const [L, C, h] = value.match(/[\d.]+/g)!.map(Number) as [number, number, number];
  const [a, b] = [C * Math.cos((h * Math.PI) / 180), C * Math.sin((h * Math.PI) / 180)];
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ].map((x) => Math.min(1, Math.max(0, x)));
}

/** The colour as #rrggbb. */
export const hexOf = (value: string): string =>
  `#${linearRgb(value)
    .map((c) =>
      Math.round(toGamma(c) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
