import { isIP, SocketAddress } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/**
 * An IP address in one spelling (IPv6 compressed and lower case, an IPv4-mapped IPv6 address as the IPv4 address), or
 * null for anything that is not one (text, a port, a zone id): what per-address limits count and the login history,
 * session list and audit log keep.
 */
export function canonicalAddress(value: string | undefined): string | null {
  if (value === undefined || value.includes('%')) return null;
  const family = isIP(value);
  if (family === 0) return null;
  const address = new SocketAddress({ address: value, family: family === 4 ? 'ipv4' : 'ipv6' }).address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * The client's address: Fastify's `request.ip`, which takes X-Forwarded-For only from the proxies TRUST_PROXY names
 * (config.ts), as a checked IP address. When a trusted proxy passes on an entry that is no IP address (it forwarded
 * what its client wrote), the nearest address that is one stands for the client: that proxy's own.
 */
export function clientAddress(request: FastifyRequest): string {
  // `ips`: the peer, then each trusted hop's X-Forwarded-For entry, up to `ip` (only with TRUST_PROXY set).
  const chain = request.ips ?? [request.ip];
  for (let i = chain.length - 1; i >= 0; i--) {
    const address = canonicalAddress(chain[i]);
    if (address !== null) return address;
  }
  const peer = canonicalAddress(request.socket.remoteAddress);
  if (peer === null) throw new AppError('BAD_REQUEST');
  return peer;
}
