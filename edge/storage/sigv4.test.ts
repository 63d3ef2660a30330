// The signer against AWS's published examples, so a mistake shared by the adapter and the fake S3 cannot hide.
import { describe, expect, it } from 'vitest'
import { amzDate, sha256Hex, signV4, uriEncode } from './sigv4'

const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'

describe('signV4', () => {
  it('reproduces the IAM ListUsers example of the SigV4 documentation (20150830T123600Z, us-east-1, iam)', async () => {
    const signed = await signV4(
      {
        method: 'GET',
        path: '/',
        query: [['Version', '2010-05-08'], ['Action', 'ListUsers']],
        headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8', Host: 'iam.amazonaws.com', 'X-Amz-Date': '20150830T123600Z' },
        payloadHash: EMPTY_SHA256,
      },
      { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', region: 'us-east-1', service: 'iam' },
    )
    expect(signed.canonicalRequest).toBe(
      'GET\n/\nAction=ListUsers&Version=2010-05-08\ncontent-type:application/x-www-form-urlencoded; charset=utf-8\nhost:iam.amazonaws.com\nx-amz-date:20150830T123600Z\n\ncontent-type;host;x-amz-date\n' + EMPTY_SHA256,
    )
    expect(await sha256Hex(signed.canonicalRequest)).toBe('f536975d06c0309214f805bb90ccff089219ecd68b2577efef23edd43b7e1a59')
    expect(signed.signature).toBe('5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7')
    expect(signed.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/iam/aws4_request, SignedHeaders=content-type;host;x-amz-date, Signature=5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7',
    )
  })

  it('reproduces the S3 GetObject example of the S3 documentation (examplebucket, /test.txt, Range bytes=0-9)', async () => {
    const signed = await signV4(
      {
        method: 'GET',
        path: '/test.txt',
        headers: { host: 'examplebucket.s3.amazonaws.com', range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256, 'x-amz-date': '20130524T000000Z' },
        payloadHash: EMPTY_SHA256,
      },
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1', service: 's3' },
    )
    expect(signed.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41')
  })

  it('refuses to sign without x-amz-date', async () => {
    await expect(signV4({ method: 'GET', path: '/', headers: { host: 'h' }, payloadHash: EMPTY_SHA256 }, { accessKeyId: 'a', secretAccessKey: 's', region: 'r', service: 's3' })).rejects.toThrow(/x-amz-date/)
  })
})

describe('uriEncode', () => {
  it('keeps only unreserved characters and encodes UTF-8 bytes in upper-case hex', () => {
    expect(uriEncode("Мой файл (1)!*'.pdf")).toBe('%D0%9C%D0%BE%D0%B9%20%D1%84%D0%B0%D0%B9%D0%BB%20%281%29%21%2A%27.pdf')
    expect(uriEncode('a/b c~_-.', true)).toBe('a/b%20c~_-.')
    expect(uriEncode('a/b')).toBe('a%2Fb')
  })

  it('formats the request time as SigV4 wants it', () => {
    expect(amzDate(new Date('2015-08-30T12:36:00.123Z'))).toBe('20150830T123600Z')
  })
})
