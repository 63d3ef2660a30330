// Seconds left until a deadline, ticking; measured from the clock each tick so a throttled tab still shows the truth.
import { useEffect, useState } from 'react'

export function useCountdown(deadline: number | null): number {
  const left = () => (deadline ? Math.max(0, Math.ceil((deadline - Date.now()) / 1000)) : 0)
  const [seconds, setSeconds] = useState(left)
  useEffect(() => {
    setSeconds(left())
    if (!deadline) return
    const id = setInterval(() => {
      const s = left()
      setSeconds(s)
      if (s <= 0) clearInterval(id)
    }, 250)
    return () => clearInterval(id)
  }, [deadline])
  return seconds
}
