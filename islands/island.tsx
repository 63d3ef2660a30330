// Server side of an island: renders the component to HTML and marks it for hydration with its props.
import type { ComponentType } from 'react'
import type { IslandName } from './registry'

type Props<P> = { name: IslandName; component: ComponentType<P>; props: P }

/** Props travel as JSON, so they must be plain data. */
export function Island<P extends object>({ name, component: Component, props }: Props<P>) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  )
}
