// A small round-robin HTTP load balancer for the replica runs of the browser tests: every request goes
// to the next upstream; one that refuses the connection is skipped for that request (like nginx's
// proxy_next_upstream error in docker/nginx.conf).
import { Buffer } from 'node:buffer';
import { Agent, createServer, request } from 'node:http';

export async function startLoadBalancer(port, upstreams) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const counts = upstreams.map(() => 0);
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const chunks = [];
    incoming.on('data', (chunk) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const attempt = (tries) => {
        const index = next % upstreams.length;
        next += 1;
        const target = new URL(incoming.url ?? '/', upstreams[index]);
        const proxied = request(
          target,
          {
            method: incoming.method,
            headers: { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress ?? '' },
            agent,
          },
          (answer) => {
            counts[index] += 1;
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
        );
        proxied.on('error', () => {
          if (tries + 1 < upstreams.length && !outgoing.headersSent) attempt(tries + 1);
          else if (!outgoing.headersSent) outgoing.writeHead(502).end();
          else outgoing.destroy();
        });
        proxied.end(body);
      };
      attempt(0);
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    counts: () => [...counts],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        agent.destroy();
      }),
  };
}
