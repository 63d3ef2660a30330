// The demo writers standing in for a connected AI provider: what they write is charged as a real model's answer is
// (issue 33: the demo writer's own output is free). Tests of the charge use it; a test of the demo rule does not.
import type { TAi } from '../../edge/ai/port'
import type { AppDeps } from '../../edge/context'

export const CONNECTED_AI_INFO = { kind: 'openai', model: 'test-connected-model', isDemo: false } as const

/** The same writer, reporting a connected model. */
export const asConnectedAi = (ai: TAi): TAi => ({ ...ai, info: CONNECTED_AI_INFO })

/** The same deps with their AI reporting a connected model. */
export const withConnectedAi = <D extends AppDeps>(deps: D): D => ({ ...deps, ports: { ...deps.ports, ai: asConnectedAi(deps.ports.ai) } })
