export function FieldErrors({ id, errors }: { id: string; errors: string[] }) {
  if (!errors.length) return null;
  return (
    <ul id={id} className="field-errors" role="alert">
      {errors.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}
