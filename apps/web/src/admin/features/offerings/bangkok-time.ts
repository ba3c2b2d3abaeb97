/** Bangkok keeps UTC+7 all year (no daylight saving), so a fixed offset converts both ways. */
const OFFSET_MS = 7 * 60 * 60 * 1000;

/** An instant as the value of a `datetime-local` input in Bangkok time ('2026-12-01T10:00'); '' when unset. */
export function toBangkokLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() + OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as Bangkok time, as ISO with its offset ('2026-12-01T10:00:00+07:00'). */
export function fromBangkokLocal(local: string): string {
  return local ? `${local.slice(0, 16)}:00+07:00` : '';
}
