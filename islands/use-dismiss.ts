// Closes a <details> menu on Escape, on a press outside it and after a choice inside it. The <details>
// itself opens and closes without any script, so the menu works before (or without) hydration too.
import { useEffect, type RefObject } from 'react'

export function useDetailsDismiss(ref: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const details = ref.current
    if (!details) return
    const close = () => {
      details.open = false
    }
    const onPointer = (e: PointerEvent) => {
      if (details.open && !details.contains(e.target as Node)) close()
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !details.open) return
      close()
      details.querySelector('summary')?.focus()
    }
    const onClick = (e: MouseEvent) => {
      if ((e.target as Element).closest('a')) close()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    details.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
      details.removeEventListener('click', onClick)
    }
  }, [ref])
}
