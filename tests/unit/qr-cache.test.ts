import { describe, expect, it, vi } from 'vitest';
import { qrSvg } from '@/shell/qr';

const encode = vi.hoisted(() => vi.fn());
vi.mock('uqr', async (importActual) => {
  const actual = await importActual<typeof import('uqr')>();
  encode.mockImplementation(actual.encode);
  return { ...actual, encode };
});

describe('qrSvg drawing once per code (issue 16: the header drew it on every request)', () => {
  it('encodes an address once and answers the same SVG after', () => {
    encode.mockClear();
    const first = qrSvg('https://p2p.example/download?inviteCode=A1', { label: 'Scan' });
    const again = qrSvg('https://p2p.example/download?inviteCode=A1', { label: 'Scan' });
    expect(again).toBe(first);
    expect(encode).toHaveBeenCalledTimes(1);
  });

  it('draws again for another address, label or size', () => {
    encode.mockClear();
    const base = qrSvg('https://p2p.example/download?inviteCode=B2', { label: 'Scan' });
    expect(qrSvg('https://p2p.example/download?inviteCode=B3', { label: 'Scan' })).not.toBe(base);
    expect(qrSvg('https://p2p.example/download?inviteCode=B2', { label: 'اسکن' })).toContain(
      'aria-label="اسکن"',
    );
    expect(
      qrSvg('https://p2p.example/download?inviteCode=B2', { label: 'Scan', size: 96 }),
    ).toContain('width="96"');
    expect(encode).toHaveBeenCalledTimes(4);
  });

  it('keeps at most 500 codes, dropping the least recently used first', () => {
    // 501 real encodings take seconds on a busy machine; the cap does not depend on the drawing.
    encode.mockImplementation(() => ({ data: [[true]] }));
    const address = (n: number) => `https://p2p.example/download?inviteCode=C${n}`;
    qrSvg(address(0), { label: 'Scan' });
    for (let n = 1; n <= 499; n++) qrSvg(address(n), { label: 'Scan' });
    // C0 used again: now the newest; C1 becomes the oldest and is the one dropped by C500.
    qrSvg(address(0), { label: 'Scan' });
    qrSvg(address(500), { label: 'Scan' });
    encode.mockClear();
    qrSvg(address(0), { label: 'Scan' });
    expect(encode).toHaveBeenCalledTimes(0);
    qrSvg(address(1), { label: 'Scan' });
    expect(encode).toHaveBeenCalledTimes(1);
  });
});
