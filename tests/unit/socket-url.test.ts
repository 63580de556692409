import { describe, expect, it } from 'vitest';
import { socketUrl } from '@/client/socket-instance';

describe('socket URL from the API base', () => {
  it('puts a relative base on the page host with ws under http', () => {
    expect(socketUrl('/api', { protocol: 'http:', host: 'localhost:4321' })).toBe(
      'ws://localhost:4321/api/socket',
    );
  });

  it('uses wss under https and ignores a trailing slash', () => {
    expect(socketUrl('/api/', { protocol: 'https:', host: 'p2p.example.com' })).toBe(
      'wss://p2p.example.com/api/socket',
    );
  });

  it('maps an absolute http(s) base to ws(s) on its own host', () => {
    const page = { protocol: 'https:', host: 'p2p.example.com' };
    expect(socketUrl('https://api.example.com/v1', page)).toBe('wss://api.example.com/v1/socket');
    expect(socketUrl('http://127.0.0.1:9000', page)).toBe('ws://127.0.0.1:9000/socket');
  });
});
