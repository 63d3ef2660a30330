// The wheel's random source: a uniform number in [0, 1) with 53 random bits from crypto.getRandomValues (never
// Math.random). private.spin_wheel maps it onto the weights of the prizes it can give at that moment.

export type TDraw = () => number

export const drawUniform: TDraw = () => {
  const [hi, lo] = crypto.getRandomValues(new Uint32Array(2)) as unknown as [number, number]
  // 21 high bits and 32 low bits: an integer below 2^53, divided by 2^53.
  return ((hi >>> 11) * 2 ** 32 + lo) / 2 ** 53
}
