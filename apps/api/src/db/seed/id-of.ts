/** The id of the inserted row that matches; a seed whose insert did not return it stops. */
export function idOf<Row extends { id: number }>(rows: readonly Row[], match: (row: Row) => boolean): number {
  const row = rows.find(match);
  if (!row) throw new Error('Demo seed: an inserted row was not returned');
  return row.id;
}
