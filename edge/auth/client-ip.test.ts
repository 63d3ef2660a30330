// Trusted proxies as CIDRs, and which address a request is counted under.
import { describe, expect, it } from 'vitest'
import { addressKey, badCidrs, inCidrs, resolveClientIp } from './client-ip'
import { readSettings, SettingsError } from '../settings'

const settings = (TRUSTED_PROXIES: string) => ({ CLIENT_IP_HEADER: 'x-forwarded-for', TRUSTED_PROXIES })
const request = (headers: Record<string, string> = {}) => new Request('http://app.test/graphql', { headers })
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })

describe('CIDR lists', () => {
  it('matches IPv4 networks and single addresses', () => {
    expect(inCidrs('10.1.2.3', '10.0.0.0/8')).toBe(true)
    expect(inCidrs('11.0.0.1', '10.0.0.0/8')).toBe(false)
    expect(inCidrs('192.168.1.255', '192.168.1.0/24, 172.16.0.0/12')).toBe(true)
    expect(inCidrs('172.31.9.9', '192.168.1.0/24, 172.16.0.0/12')).toBe(true)
    expect(inCidrs('127.0.0.1', '127.0.0.1')).toBe(true)
    expect(inCidrs('127.0.0.2', '127.0.0.1/32')).toBe(false)
    expect(inCidrs('8.8.8.8', '0.0.0.0/0')).toBe(true)
  })

  it('matches IPv6 networks, and IPv4-mapped addresses as IPv4', () => {
    expect(inCidrs('::1', '::1/128')).toBe(true)
    expect(inCidrs('2001:db8::42', '2001:db8::/32')).toBe(true)
    expect(inCidrs('2001:db9::1', '2001:db8::/32')).toBe(false)
    expect(inCidrs('fd00:0:0:0:0:0:0:7', 'fd00::/8')).toBe(true)
    expect(inCidrs('::ffff:10.0.0.5', '10.0.0.0/8')).toBe(true)
    expect(inCidrs('10.0.0.5', '::/0')).toBe(false)
    expect(inCidrs('not-an-ip', '0.0.0.0/0')).toBe(false)
  })

  it('names the entries that are not addresses or networks', () => {
    expect(badCidrs('')).toEqual([])
    expect(badCidrs('10.0.0.0/8, ::1/128 ,fd00::/8')).toEqual([])
    expect(badCidrs('10.0.0.0/33,256.1.1.1,1.2.3.4/8/8,2001:db8:::1,::1/129,proxy.local,10.0.0.0/x')).toEqual([
      '10.0.0.0/33', '256.1.1.1', '1.2.3.4/8/8', '2001:db8:::1', '::1/129', 'proxy.local', '10.0.0.0/x',
    ])
  })

  it('refuses to start with a bad TRUSTED_PROXIES, in Russian, naming the entry', () => {
    expect(readSettings({ APP_ENV: 'test', TRUSTED_PROXIES: '10.0.0.0/8,::1/128' }).TRUSTED_PROXIES).toBe('10.0.0.0/8,::1/128')
    expect(() => readSettings({ APP_ENV: 'test', TRUSTED_PROXIES: '10.0.0.0/8,localhost' })).toThrow(SettingsError)
    expect(() => readSettings({ APP_ENV: 'test', TRUSTED_PROXIES: '10.0.0.0/8,localhost' })).toThrow(/TRUSTED_PROXIES: ожидается список .*не разобрано: localhost/)
  })
})

describe('client address', () => {
  it('is the socket address when the peer is not a trusted proxy, whatever the header says', () => {
    expect(resolveClientIp(request({ 'x-forwarded-for': '1.2.3.4' }), from('203.0.113.9'), settings(''))).toBe('203.0.113.9')
    expect(resolveClientIp(request({ 'x-forwarded-for': '1.2.3.4' }), from('::ffff:203.0.113.9'), settings('10.0.0.0/8'))).toBe('203.0.113.9')
  })

  it("is the right-most address a trusted proxy's header names outside the trusted list", () => {
    const s = settings('10.0.0.0/8')
    expect(resolveClientIp(request({ 'x-forwarded-for': '6.6.6.6, 198.51.100.1, 10.0.0.2' }), from('10.0.0.1'), s)).toBe('198.51.100.1')
    expect(resolveClientIp(request(), from('10.0.0.1'), s)).toBe('10.0.0.1')
    expect(resolveClientIp(request({ 'x-forwarded-for': 'junk, 198.51.100.1' }), from('10.0.0.1'), s)).toBe('198.51.100.1')
    expect(resolveClientIp(request({ 'x-forwarded-for': '198.51.100.1, junk' }), from('10.0.0.1'), s)).toBeNull()
  })

  it('drops the port and the brackets some proxies and sockets add, and spells IPv6 one way', () => {
    expect(resolveClientIp(request(), from('10.1.2.3:50312'), settings(''))).toBe('10.1.2.3')
    expect(resolveClientIp(request(), from('[2001:DB8:0:0:0:0:0:1]:443'), settings(''))).toBe('2001:db8::1')
    expect(resolveClientIp(request(), from('::ffff:0a01:0203'), settings(''))).toBe('10.1.2.3')
    expect(resolveClientIp(request(), from('fe80::1%eth0'), settings(''))).toBe('fe80::1')
    const s = settings('10.0.0.0/8')
    // A trusted proxy that writes ports: the client behind it, and the proxies themselves, are still recognised.
    expect(resolveClientIp(request({ 'x-forwarded-for': '198.51.100.1:50312, 10.0.0.2:8080' }), from('10.0.0.1'), s)).toBe('198.51.100.1')
    expect(resolveClientIp(request({ 'x-forwarded-for': '[2001:db8:0::7]:1234' }), from('::ffff:10.0.0.1'), s)).toBe('2001:db8::7')
    expect(resolveClientIp(request({ 'x-forwarded-for': '2001:0DB8:0000:0000:0001:0000:0000:0001' }), from('10.0.0.1'), s)).toBe('2001:db8::1:0:0:1')
  })

  it('is unknown without a socket, and CF-Connecting-IP on Workers', () => {
    expect(resolveClientIp(request({ 'x-forwarded-for': '1.2.3.4' }), undefined, settings('0.0.0.0/0'))).toBeNull()
    const onWorkers = Object.assign(request({ 'cf-connecting-ip': '2001:DB8::5', 'x-forwarded-for': '1.2.3.4' }), { cf: { colo: 'DME' } })
    expect(resolveClientIp(onWorkers, undefined, settings(''))).toBe('2001:db8::5')
  })
})

describe('per-address limit key', () => {
  it('is the IPv4 address, whatever its spelling', () => {
    for (const ip of ['10.1.2.3', ' 10.1.2.3 ', '10.1.2.3:50312', '::ffff:10.1.2.3', '[::ffff:10.1.2.3]:80', '::FFFF:a01:203', '0:0:0:0:0:ffff:10.1.2.3']) {
      expect(addressKey(ip), ip).toBe('10.1.2.3')
    }
  })

  it('is the /64 of an IPv6 address: one subscriber, one key', () => {
    for (const ip of ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '[2001:DB8:1:2::abcd]:443', '2001:0db8:0001:0002:0:0:0:9']) {
      expect(addressKey(ip), ip).toBe('2001:db8:1:2::/64')
    }
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(addressKey('::1')).toBe('::/64')
  })

  it('puts whatever is not an address under one limited key of its own', () => {
    for (const ip of [null, '', 'unknown', 'junk', '256.1.1.1', '1.2.3', '2001:db8:::1', '10.1.2.3:99999']) expect(addressKey(ip), String(ip)).toBe('unknown')
  })
})
