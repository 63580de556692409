import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nginxConf } from '../../scripts/lib/nginx-conf.mjs';

/**
 * deploy/nginx.conf (issue 16, item 6) as text: what the scale-out journey proves in a browser
 * (tests/e2e/deploy-scale-out.spec.ts), checked on every unit run without starting nginx.
 */
const conf = readFileSync('deploy/nginx.conf', 'utf8');

/** The body of `name { … }` (one level of nesting is enough for this file). */
function block(text: string, name: string): string {
  const start = text.indexOf(`${name} {`);
  expect(start, name).toBeGreaterThanOrEqual(0);
  let depth = 0;
  for (let i = text.indexOf('{', start); i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    if (text[i] === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  throw new Error(`${name} is not closed`);
}

describe('deploy/nginx.conf', () => {
  it('balances the site round robin over several instances, without sticky sessions', () => {
    const site = block(conf, 'upstream p2p_site');
    expect(site.match(/^\s*server /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(site).not.toMatch(/\b(ip_hash|hash|sticky|least_conn|random)\b/);
  });

  it('relays the API, the stand-in main site and the socket upgrade to the API', () => {
    expect(block(conf, 'location /api/')).toContain('proxy_pass http://p2p_api;');
    expect(block(conf, 'location /sandbox/')).toContain('proxy_pass http://p2p_api;');
    const socket = block(conf, 'location = /api/socket');
    expect(socket).toContain('proxy_pass http://p2p_api;');
    expect(socket).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(socket).toContain('proxy_set_header Connection $connection_upgrade;');
    expect(Number(/proxy_read_timeout (\d+)s;/.exec(socket)?.[1])).toBeGreaterThanOrEqual(3600);
    // A location with its own proxy_set_header inherits none: the forwarded ones are repeated.
    for (const header of ['Host $http_host', 'X-Forwarded-Proto $scheme', 'X-Forwarded-For'])
      expect(socket).toContain(`proxy_set_header ${header}`);
    expect(block(conf, 'location /')).toContain('proxy_pass http://p2p_site;');
  });

  it('forwards the host and the scheme the site and the API rely on, and runs under a prefix', () => {
    const server = block(conf, 'server');
    expect(server).toContain('proxy_set_header Host $http_host;');
    expect(server).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
    // Relative paths live under `nginx -p <prefix>`: nothing written to /var or /run.
    for (const line of conf
      .split('\n')
      .filter((l) => /^\s*(pid|error_log|access_log|\w+_temp_path)\s/.test(l)))
      expect(line, line).not.toMatch(/\s\//);
  });

  it('takes other ports for a test or the bench, and fails loudly if the file changes shape', () => {
    const rendered = nginxConf({ listen: 9000, api: 9001, sites: [9002, 9003, 9004] });
    expect(rendered).toContain('listen 127.0.0.1:9000;');
    expect(rendered).toContain('worker_processes 1;');
    expect(block(rendered, 'upstream p2p_api').match(/server [^;]+;/g)).toEqual([
      'server 127.0.0.1:9001;',
    ]);
    expect(block(rendered, 'upstream p2p_site').match(/server [^;]+;/g)).toEqual([
      'server 127.0.0.1:9002;',
      'server 127.0.0.1:9003;',
      'server 127.0.0.1:9004;',
    ]);
  });
});
