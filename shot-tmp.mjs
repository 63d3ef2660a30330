import { chromium } from 'playwright-core'
const [,, url, out, width = '375', height = '812', token] = process.argv
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const p = await b.newPage({ viewport: { width: +width, height: +height } })
if (token) await p.addInitScript((t) => { localStorage.setItem('apiToken', t) }, token)
await p.goto(url, { waitUntil: 'load' })
await p.waitForTimeout(2500)
await p.screenshot({ path: out })
await b.close()
