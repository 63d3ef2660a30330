// Server side of a back-office island: the same markup as a public island (islands/island.tsx), named from the admin
// registry.
import type { ComponentType } from 'react'
import type { AdminIslandName } from './registry'

export function AdminIsland<P extends object>({ name, component: Component, props }: { name: AdminIslandName; component: ComponentType<P>; props: P }) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  )
}
