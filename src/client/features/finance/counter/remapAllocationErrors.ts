/**
 * A refusal names `allocations[i]` of the body sent, which holds only the instalments given an
 * amount; the form shows every instalment owed. This renames each such path to the form's row.
 */
export function remapAllocationErrors(error: unknown, formIndex: readonly number[]): unknown {
  const data = (error as { data?: { fields?: Record<string, unknown> } } | null)?.data;
  if (!data?.fields || formIndex.length === 0) return error;
  const fields = Object.fromEntries(
    Object.entries(data.fields).map(([path, message]) => [
      path.replace(/^allocations\[(\d+)\]/, (whole, index: string) => {
        const row = formIndex[Number(index)];
        return row === undefined ? whole : `allocations[${row}]`;
      }),
      message,
    ]),
  );
  return { ...(error as object), data: { ...data, fields } };
}
