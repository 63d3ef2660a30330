// The clients of the training SSE bench, in their own process so the server's process holds only the streams: opens
// one stream per task over node:http, stamps each delta as its characters arrive (wall clock, shared with the server
// process) and reports the stamps when every stream has its `complete`.
import http from 'node:http'

const now = () => performance.timeOrigin + performance.now()

process.once('message', ({ base, token, uuids, deltaLen }) => {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity })
  const results = uuids.map(() => [])
  let opened = 0
  let completed = 0
  uuids.forEach((uuid, i) => {
    const req = http.get(`${base}/training-mode/sse/v1/tasks/${uuid}/messages`, { agent, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) throw new Error(`stream answered ${res.statusCode}`)
      res.setEncoding('utf8')
      let buf = ''
      let have = 0
      let started = false
      res.on('data', (chunk) => {
        const at = now()
        buf += chunk
        let cut
        while ((cut = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, cut)
          buf = buf.slice(cut + 2)
          const event = /^event: (.*)$/m.exec(block)?.[1]
          if (event === 'start' && !started) {
            started = true
            if (++opened === uuids.length) process.send({ opened })
          } else if (event === 'chunk') {
            const offset = Number(/^id: \d+\.(\d+)$/m.exec(block)?.[1] ?? 0)
            for (; have < Math.floor(offset / deltaLen); have++) results[i][have] = at
          } else if (event === 'complete') {
            req.destroy()
            if (++completed === uuids.length) process.send({ results }, () => process.exit(0))
          }
        }
      })
    })
    req.on('error', () => {})
  })
})
