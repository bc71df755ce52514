/**
 * When a conversation was last used, as its list entry shows it: the time for today ('14:05'), the day
 * and month this year ('12 Mar'), else the full date ('12 Mar 2025'). In the browser's time zone.
 */
export function conversationTime(iso: string, now: Date = new Date(), timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const zone = timeZone === undefined ? {} : { timeZone };
  const dayOf = (value: Date) =>
    new Intl.DateTimeFormat('en-GB', { ...zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      value,
    );
  if (dayOf(date) === dayOf(now)) {
    return new Intl.DateTimeFormat('en-GB', {
      ...zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(date);
  }
  const yearOf = (value: Date) =>
    new Intl.DateTimeFormat('en-GB', { ...zone, year: 'numeric' }).format(value);
  const sameYear = yearOf(date) === yearOf(now);
  return new Intl.DateTimeFormat('en-GB', {
    ...zone,
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date);
}

/** '1 question', '3 questions'. */
export function questionsText(count: number): string {
  return `${count} ${count === 1 ? 'question' : 'questions'}`;
}
