import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type PlausibleEvent = { n: string; u: string; d: string; r: string | null; p?: Record<string, unknown> };

// What Plausible's script.manual.js does, in a few lines: replay the queue the
// page built before it arrived, then POST each event as text/plain JSON to
// /api/event on the host it was loaded from (Plausible's Events API).
const SCRIPT = `(function () {
  var script = document.currentScript;
  var endpoint = new URL(script.src).origin + '/api/event';
  var domain = script.getAttribute('data-domain');
  function plausible(name, options) {
    var body = { n: name, u: (options && options.u) || location.href, d: domain, r: document.referrer || null };
    if (options && options.props) body.p = options.props;
    fetch(endpoint, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(body), keepalive: true });
  }
  var queue = (window.plausible && window.plausible.q) || [];
  window.plausible = plausible;
  for (var i = 0; i < queue.length; i++) plausible.apply(null, queue[i]);
})();
`;

/** A stand-in for a self-hosted Plausible: serves the script and records every request and event. */
export async function startFakePlausible(): Promise<{
  origin: string;
  requests: string[];
  events: PlausibleEvent[];
  close: () => Promise<void>;
}> {
  const requests: string[] = [];
  const events: PlausibleEvent[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    response.setHeader('access-control-allow-origin', '*');
    if (request.method === 'GET' && request.url === '/js/script.manual.js') {
      response.writeHead(200, { 'content-type': 'application/javascript' }).end(SCRIPT);
      return;
    }
    if (request.method === 'POST' && request.url === '/api/event') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        events.push(JSON.parse(body) as PlausibleEvent);
        response.writeHead(202, { 'content-type': 'text/plain' }).end('ok');
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    events,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
