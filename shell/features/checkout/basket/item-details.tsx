/** The configuration as the customer chose it (the instruction's customerDetails). */
export function ItemDetails({ details }: { details: readonly { property: string; value: string }[] }) {
  if (!details.length) return null;
  return (
    <dl className="basket-details">
      {details.map((detail) => (
        <div key={detail.property}>
          <dt>{detail.property}</dt>
          <dd>{detail.value}</dd>
        </div>
      ))}
    </dl>
  );
}
