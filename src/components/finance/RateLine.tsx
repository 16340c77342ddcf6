/**
 * Australian credit advertising: wherever an interest rate is shown, the comparison rate stands
 * beside it with equal prominence and its warning asterisk.
 */
export function RateLine({ interest, comparison }: { interest: number; comparison: number }) {
  return (
    <p className="rate-line">
      <span>
        <strong>{interest.toFixed(2)}%</strong> p.a. interest rate
      </span>
      <span>
        <strong>{comparison.toFixed(2)}%</strong> p.a. comparison rate*
      </span>
    </p>
  )
}
