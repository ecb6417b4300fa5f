// A QR code drawn as one SVG path from uqr's module matrix: dark on white in both themes (a scanner wants dark modules on
// a light ground, and a white quiet zone around them), crisp at any size.
import { encode } from 'uqr';

/** Modules of white around the code: the standard asks for four; phones read three, which keeps it larger in the box. */
const QUIET = 3;

export function QrCode({ text, label }: { text: string; label: string }) {
  // 'L' error correction: a screen is not a smudged label, and the lowest level keeps the modules of a long otpauth
  // address large enough for a phone's camera at arm's length.
  const { data, size } = encode(text, { ecc: 'L', border: 0 });
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  const span = size + QUIET * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-QUIET} ${-QUIET} ${span} ${span}`}
      shapeRendering="crispEdges"
      className="h-52 w-52 shrink-0 rounded-lg border border-line"
      data-qr-size={size}
    >
      <rect x={-QUIET} y={-QUIET} width={span} height={span} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
