// A formatting profile as the back-office lists it for review (issue 37 part 4; edge/admin/format-profiles).
export type TAdminFormatProfile = {
  id: string
  name: string
  university: string | null
  source: string
  review: 'private' | 'submitted' | 'approved' | 'rejected'
  /** The author's name, e-mail or phone. */
  author: string
  createdAt: string
  /** The whole profile (domain/format-check/profile.ts). */
  profile: unknown
}
