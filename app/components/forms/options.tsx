/** A select's options, each its value and the words the shopper reads. */
export function Options({ options }: { options: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
