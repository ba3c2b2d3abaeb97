import { offeringProgressSchema } from '@ico/domain/contracts/offerings';
import { formatBaht } from '@ico/domain/money';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen, text } from '../../test/render';
import { OfferingProgress } from './offering-progress';

const progress = (sumReservated: string, sumPayment = '0') =>
  offeringProgressSchema.parse({
    totalAmount: '2000000',
    totalAmountToken: '1000000',
    sumReservated,
    sumPayment,
    availableAmount: String(2_000_000 - Number(sumReservated)),
  });

/** The progress as the offering page holds it: replaced whole when the stream pushes a new one. */
let push: (next: ReturnType<typeof progress>) => void = () => {};
function Pushed() {
  const [current, setCurrent] = useState(() => progress('0'));
  push = setCurrent;
  return <OfferingProgress progress={current} />;
}

/**
 * The offering page's progress in both languages. live-progress.spec.ts keeps the English journey (the progress
 * pushed on the page's event stream by another investor's reservation, no polling); the Thai labels it showed, the
 * reserved share before and after such a reservation, are checked here.
 */
describe.each(['en', 'th'] as const)('the offering progress in %s', (language) => {
  const o = (key: string, values?: Record<string, unknown>) => text(language, `offerings:${key}`, values);

  it('shows the reserved share, then the new one when the progress moves, with paid, awaiting and available in Baht', async () => {
    await renderScreen(<Pushed />, { language });
    expect(screen.getByText(o('progress.reservedPercent', { percent: '0' }))).toBeTruthy();
    expect(screen.getByText(o('progress.title'))).toBeTruthy();

    // 200,000 of 2,000,000 Baht reserved, 50,000 of it paid: what a pushed progress gives the page.
    act(() => push(progress('200000', '50000')));
    expect(await screen.findByText(o('progress.reservedPercent', { percent: '10' }))).toBeTruthy();
    expect(screen.queryByText(o('progress.reservedPercent', { percent: '0' }))).toBeNull();
    const row = (label: string) => screen.getByText(label).closest('.mantine-Group-root')?.parentElement?.textContent ?? '';
    expect(row(o('progress.paid'))).toContain(o('progress.baht', { amount: formatBaht('50000') }));
    expect(row(o('progress.reservedUnpaid'))).toContain(o('progress.baht', { amount: formatBaht('150000') }));
    expect(row(o('progress.available'))).toContain(o('progress.baht', { amount: formatBaht('1800000') }));
  });
});
