import { describe, expect, it } from 'vitest'
import { describeAgent, whereFromTimeZone } from './account-sign-ins'

describe('a sign-in described', () => {
  it('names the browser and the system of common user agents', () => {
    const agents: Array<[string, string, string]> = [
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
        'Chrome',
        'Windows',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 Edg/126.0',
        'Edge',
        'Windows',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5; rv:127.0) Gecko/20100101 Firefox/127.0',
        'Firefox',
        'macOS',
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
        'Chrome',
        'Android',
      ],
      [
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/126.0 Safari/537.36',
        'Chrome',
        'Linux',
      ],
      ['curl/8.0', 'Unknown', 'Unknown'],
    ]
    for (const [agent, browser, device] of agents)
      expect(describeAgent(agent)).toEqual({ browser, device })
  })

  it('says where from the time zone', () => {
    expect(whereFromTimeZone('Europe/Madrid')).toBe('Madrid')
    expect(whereFromTimeZone('America/Argentina/Buenos_Aires')).toBe('Buenos Aires')
    expect(whereFromTimeZone('UTC')).toBe('UTC')
    expect(whereFromTimeZone(undefined)).toBe('')
  })
})
