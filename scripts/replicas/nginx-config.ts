/** The address nginx connects to the replicas from; replicas trust X-Forwarded-For from it alone (TRUST_PROXY). */
export const proxyAddress = '127.0.0.2';

/**
 * A round-robin nginx in front of the replicas. Paths are relative to nginx's
 * prefix (-p), so the file holds no machine-specific folder.
 *
 * nginx connects from proxyAddress (proxy_bind) rather than 127.0.0.1, so a
 * process on this machine that talks to a replica's port directly is not the
 * proxy, and its X-Forwarded-For is not believed.
 *
 * proxy_next_upstream keeps nginx's default cases (a refused connection, a
 * timeout): a GET moves to the other replica, and a POST does only when it
 * never reached the first; a POST that reached a replica which then died is
 * answered 502, and the browser retries it with the same Idempotency-Key.
 * 429 and 503 answers pass through untouched.
 */
export function nginxConfig(opts: { listenPort: number; upstreamPorts: number[] }): string {
  const servers = opts.upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n');
  return `worker_processes 1;
pid nginx.pid;
error_log error.log warn;

events {
  worker_connections 4096;
}

http {
  access_log off;
  client_body_temp_path tmp/client_body;
  proxy_temp_path tmp/proxy;
  fastcgi_temp_path tmp/fastcgi;
  uwsgi_temp_path tmp/uwsgi;
  scgi_temp_path tmp/scgi;

  upstream site {
${servers}
    keepalive 64;
    keepalive_timeout 4s;
  }

  server {
    listen 127.0.0.1:${opts.listenPort};

    location / {
      proxy_pass http://site;
      proxy_bind ${proxyAddress};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
    }
  }
}
`;
}
