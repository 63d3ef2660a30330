// The one rule of a required text field in the forms' schemas: trimmed, not empty, at most `max` characters. A value
// that is missing or not a string reads `required` too, so the form shows one message for «nothing written».
import { z } from 'zod'

export const requiredText = (max: number, m: { required: string; tooLong: string }) => z.string({ error: m.required }).trim().min(1, m.required).max(max, m.tooLong)
