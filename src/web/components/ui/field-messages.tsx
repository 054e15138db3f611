/** A field's hint and error lines, with the ids its input names in aria-describedby. */
export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: React.ReactNode;
  hintId?: string;
  error?: React.ReactNode;
  errorId?: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="text-slate-600 text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </>
  );
}
