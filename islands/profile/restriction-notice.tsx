// What the account may not do now (platform spec §3 User.restriction), in Russian.
import { restrictionLines, type TRestrictionView } from '../../domain/auth/restriction-text'

export function RestrictionNotice({ restriction }: { restriction: TRestrictionView }) {
  const { title, limits, reason, until } = restrictionLines(restriction)
  return (
    <section className="profile-restriction" role="status" aria-labelledby="restriction-title">
      <h2 id="restriction-title">{title}</h2>
      {limits.length > 0 && (
        <ul>
          {limits.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      )}
      {reason && <p>{reason}</p>}
      <p>{until}</p>
    </section>
  )
}
