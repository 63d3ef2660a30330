// One table of the price list: its heading, the first column's title beside «Цена», and its rows; while there are no
// rows to sell (`empty`: what the page says instead), the sentence in place of the table.
import type { ReactNode } from 'react'

export function PriceTable({ id, heading, what, empty, children }: { id: string; heading: string; what: string; empty?: string | false; children: ReactNode }) {
  return (
    <>
      <h2 id={id}>{heading}</h2>
      {empty ? (
        <p>{empty}</p>
      ) : (
        <table className="prices-table" aria-labelledby={id}>
          <thead>
            <tr>
              <th scope="col">{what}</th>
              <th scope="col">Цена</th>
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      )}
    </>
  )
}
