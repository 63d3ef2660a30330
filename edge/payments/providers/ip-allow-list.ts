// Matches an address against single addresses and CIDR ranges (IPv4 and IPv6), for providers that publish their IPs.
import { inCidrs } from '../../auth/client-ip'

/**
 * Whether `ip` lies in one of the addresses and CIDR ranges, read by the one address parser (edge/auth/client-ip.ts):
 * any spelling of an address, IPv4-mapped IPv6 as IPv4, a port a proxy wrote stripped.
 */
export const ipAllowed = (ip: string, allowList: string[]): boolean => inCidrs(ip, allowList.join(','))
