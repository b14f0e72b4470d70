/**
 * The visitor's network address, decided once per request by the HTTP server and handed to the app in the
 * request's context (lib/server-bridge.ts), which no visitor can write.
 * It is the socket's address, or, when that is a proxy listed in TRUSTED_PROXIES, the last address in
 * X-Forwarded-For that is not one of them (each proxy appends the address it was reached from).
 */
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { getSettings } from '../lib/settings.ts';

// An X-Forwarded-For entry with the port some proxies append: `203.0.113.7:5678`, `[2001:db8::1]:443`.
const WITH_PORT = /^(?:\[([0-9A-Fa-f:.]+)\]|(\d{1,3}(?:\.\d{1,3}){3}))(?::\d{1,5})?$/;

function plain(address: string): string {
  let trimmed = address.trim();
  const withPort = WITH_PORT.exec(trimmed);
  if (withPort) trimmed = withPort[1] ?? withPort[2] ?? trimmed;
  // IPv4 reached over an IPv6 socket: `::ffff:203.0.113.7`.
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

const isTrusted = (list: BlockList, address: string) => {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
};

/** The client's address from the socket's and the X-Forwarded-For chain, trusting only the listed proxies. */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: BlockList,
): string {
  let address = plain(socketAddress ?? '');
  if (!address) return 'unknown';
  const hops = [forwardedFor ?? []]
    .flat()
    .join(',')
    .split(',')
    .map(plain)
    .filter((hop) => hop !== '');
  while (isTrusted(trusted, address) && hops.length > 0) {
    const next = hops.pop() ?? '';
    if (isIP(next) === 0) break;
    address = next;
  }
  return address;
}

let trusted: BlockList | undefined;

function trustedProxies(): BlockList {
  if (!trusted) {
    try {
      trusted = trustedProxyList(getSettings().trustedProxies);
    } catch {
      // Invalid settings stop the server's start with their own line; until then, trust no proxy.
      trusted = new BlockList();
    }
  }
  return trusted;
}

/** The request's client address, by the settings' trusted proxies. */
export function clientAddressOf(request: IncomingMessage): string {
  return clientAddress(request.socket?.remoteAddress, request.headers['x-forwarded-for'], trustedProxies());
}

/** Whether the request came straight from a proxy in TRUSTED_PROXIES, whose forwarded headers count. */
export function fromTrustedProxy(request: IncomingMessage): boolean {
  return isTrusted(trustedProxies(), plain(request.socket?.remoteAddress ?? ''));
}
