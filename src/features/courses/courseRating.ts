/** A course's rating as the course list shows it, when the list carries one. */

/** The average to one decimal ("4.7"), or null while the course has no ratings or no usable average. */
export function shownRating(average: number | undefined, count: number | undefined): string | null {
  if (typeof average !== 'number' || !Number.isFinite(average) || !count) return null;
  return average.toFixed(1);
}
