// The QR code is uqr's matrix drawn module for module: one unit square per dark module, on a white quiet zone.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { QrCode } from './qr-code';

afterEach(cleanup);

test('one square per dark module, in a viewBox with three modules of white around the code', () => {
  const uri = 'otpauth://totp/Site:admin?secret=JBSWY3DPEHPK3PXP&issuer=Site';
  render(<QrCode text={uri} label="QR" />);
  const svg = screen.getByRole('img', { name: 'QR' });
  const { data, size } = encode(uri, { ecc: 'L', border: 0 });
  const squares = svg
    .querySelector('path')!
    .getAttribute('d')!
    .match(/M(\d+) (\d+)h1v1h-1z/g)!;
  expect(squares).toHaveLength(data.flat().filter(Boolean).length);
  expect(squares[0]).toBe('M0 0h1v1h-1z'); // the finder pattern's corner
  expect(svg.getAttribute('viewBox')).toBe(`-3 -3 ${size + 6} ${size + 6}`);
  expect(svg.querySelector('rect')!.getAttribute('fill')).toBe('#fff');
});
