/** `yyyy-mm-dd` as a date (midnight UTC is the same calendar day in Bangkok). */
export function parseDay(day: string): Date | undefined {
  const date = new Date(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(date.getTime()) ? date : undefined;
}

/** An identity number with all but the last 4 characters hidden: the hidden part and the visible tail. */
export function maskedParts(value: string): { hidden: string; tail: string } {
  const tail = value.slice(-4);
  return { hidden: '•'.repeat(Math.max(0, value.length - tail.length)), tail };
}

export const fullName = (first: string, last: string): string => [first, last].filter((part) => part.trim() !== '').join(' ');
