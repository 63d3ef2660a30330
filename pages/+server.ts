// Server entry for Node and Workers: `#platform` resolves per runtime (package.json "imports").
import type { Server } from 'vike/types'
import vike from '@vikejs/hono'
import { serverEntry } from '#platform'

export default (await serverEntry((app) => vike(app))) satisfies Server
