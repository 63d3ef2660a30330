// Job definitions: a name, a zod schema for the payload and a handler, collected into the map the worker runs.
import type { z } from 'zod'
import type { Db, Queryable } from '../db/port'
import type { Logger } from '../log'
import type { AppDeps } from '../context'
import { enqueueJob, type EnqueueJobOptions } from './queue'

export type JobContext = {
  db: Db
  jobId: string
  /** 1 on the first run; handlers guard their effects (e.g. by order status) so a repeat does nothing. */
  attempt: number
  log: Logger
  /** The server's settings, realtime hub, ports and caches; jobs that reach past the database need them (jobDeps). */
  services?: TJobServices
}

/** The app's dependencies the worker hands every handler (settings, realtime hub, ports, caches). */
export type TJobServices = Pick<AppDeps, 'settings' | 'realtime' | 'ports' | 'caches'>

// Method syntax on purpose: it lets a list hold definitions with different payload types.
export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  readonly name: string
  readonly schema: S
  handler(payload: z.output<S>, ctx: JobContext): Promise<void>
  /**
   * Called once when the job is given up for good — its last attempt threw, or its process died during the last
   * attempt and the lease ran out — so what the job owed someone (an answer a client paid for) is settled, not left
   * half-done. Guards its effects like a handler: it may find the work already settled.
   */
  onDead?(payload: z.output<S>, ctx: JobContext & { error: string }): Promise<void>
  /** Checks `payload` against the schema now, so a bad payload fails its request instead of dying later. */
  enqueue(q: Queryable, payload: z.input<S>, opts?: Omit<EnqueueJobOptions, 'name' | 'payload'>): Promise<string>
}

export type JobHandlers = ReadonlyMap<string, JobDefinition>

export function defineJob<S extends z.ZodType>(def: {
  name: string
  schema: S
  handler: (payload: z.output<S>, ctx: JobContext) => Promise<void>
  onDead?: (payload: z.output<S>, ctx: JobContext & { error: string }) => Promise<void>
}): JobDefinition<S> {
  return {
    name: def.name,
    schema: def.schema,
    handler: def.handler,
    ...(def.onDead && { onDead: def.onDead }),
    async enqueue(q, payload, opts) {
      def.schema.parse(payload)
      return enqueueJob(q, { ...opts, name: def.name, payload })
    },
  }
}

/** Builds the name → definition map; two definitions with one name are a wiring mistake, so it throws. */
export function jobHandlerMap(defs: readonly JobDefinition[]): JobHandlers {
  const map = new Map<string, JobDefinition>()
  for (const def of defs) {
    if (map.has(def.name)) throw new Error(`job "${def.name}" is defined twice`)
    map.set(def.name, def)
  }
  return map
}
