import { isIP } from 'node:net';

/** The shortest prefix a proxy range may have: a wider one is no proxy network but a share of the whole internet. */
const MIN_PREFIX = 8;

const EXAMPLE = 'e.g. TRUST_PROXY=10.0.0.5,10.1.0.0/16';

/**
 * TRUST_PROXY: the proxies whose X-Forwarded-For is believed, as IP addresses and CIDR ranges, comma separated; unset,
 * empty or `false`: none (the connection's peer is the client). Whatever would believe any client is refused, since
 * any client could then write its own address, void every per-address limit and put its text in the login history:
 * `true`, `*`, a hop count (it does not say who the proxy is), `0.0.0.0/0`, `::/0` and any range shorter than /8.
 * Names (`loopback`) and netmasks are refused too: a list of addresses is what an operator can check.
 */
export function parseTrustedProxies(value: string | undefined): { proxies: string[] } | { problem: string } {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return { proxies: [] };
  const proxies: string[] = [];
  for (const entry of text.split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const problem = entryProblem(entry);
    if (problem) return { problem: `${problem}; name the proxies' addresses or CIDR ranges, comma separated (${EXAMPLE})` };
    proxies.push(entry);
  }
  return { proxies };
}

function entryProblem(entry: string): string | null {
  if (entry === 'true' || entry === '*') return `"${entry}" would believe X-Forwarded-For from any client`;
  if (/^\d+$/.test(entry)) return `"${entry}" is a hop count, which would believe X-Forwarded-For from any client that sends enough hops`;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0 || address.includes('%')) return `"${entry}" is not an IP address or CIDR range`;
  if (family === 6 && /^::ffff:/i.test(address)) return `"${entry}" is an IPv4-mapped address: write the IPv4 address or range`;
  if (prefix === undefined) return null;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
  if (!(bits <= (family === 4 ? 32 : 128))) return `"${entry}" is not an IP address or CIDR range`;
  if (bits === 0) return `"${entry}" is every address: it would believe X-Forwarded-For from any client`;
  if (bits < MIN_PREFIX) return `"${entry}" is too wide for a proxy network (at most /${MIN_PREFIX})`;
  return null;
}
