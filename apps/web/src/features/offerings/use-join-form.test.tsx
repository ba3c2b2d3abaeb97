import { getClientConfig } from '@ico/domain/contracts/client-config';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, routeKey } from '../../test/api';
import { offeringAnswer, progressAnswer } from '../../test/fixtures';
import { renderHookIn, text } from '../../test/render';
import { useJoinForm } from './use-join-form';

const api = { [routeKey(getClientConfig)]: () => answer(getClientConfig.response[200], { walletConnectProjectId: null }) };
const offering = offeringAnswer();

/** The reservation form's logic without its markup (the screen: join-form.test.tsx). */
describe('useJoinForm', () => {
  it('estimates the tokens of a whole amount and names the retail cap; a professional has none', async () => {
    const { result } = await renderHookIn(
      () => useJoinForm({ offering, progress: progressAnswer(), me: { userLevel: 'RETAIL_INVESTOR_LEVEL', mfa_enabled: true } }),
      { api, url: '/ico/11' },
    );
    expect(result.current.tokens).toBeUndefined();
    expect(result.current.cap).toBe(300_000);
    act(() => result.current.form.setValue('amount', '400000'));
    await waitFor(() => expect(result.current.tokens).toBeDefined());
    expect(Number(result.current.tokens)).toBe(200_000);
    expect(result.current.overRetailCap).toBe(true);
    // The wallet apps open this screen with the amount typed so far.
    expect(result.current.pageUrl).toBe(`${window.location.origin}/ico/11?amount=400000`);

    const professional = await renderHookIn(
      () => useJoinForm({ offering, progress: progressAnswer(), me: { userLevel: 'PROFESSIONAL_INVESTOR_LEVEL', mfa_enabled: false } }),
      { api },
    );
    expect(professional.result.current.cap).toBeUndefined();
    expect(professional.result.current.mfaMissing).toBe(true);
  });

  it('refuses an amount against the offering as soon as it is checked, by the domain rule', async () => {
    const { result } = await renderHookIn(
      () => useJoinForm({ offering, progress: progressAnswer('15000'), me: { userLevel: 'RETAIL_INVESTOR_LEVEL', mfa_enabled: true } }),
      { api },
    );
    act(() => result.current.form.setValue('amount', '20000', { shouldValidate: true }));
    await waitFor(() => expect(result.current.form.formState.errors.amount?.message).toBe('OVER_TOTAL_VOLUME'));
    expect(result.current.fieldError('amount')).toBe(text('en', 'common:validation.AMOUNT_OVER_AVAILABLE'));
    act(() => result.current.form.setValue('amount', '5000', { shouldValidate: true }));
    await waitFor(() => expect(result.current.form.formState.errors.amount?.message).toBe('UNDER_MINIMUM'));
  });

  it('without a browser wallet, signing does nothing and leaves the fields as they are', async () => {
    const { result } = await renderHookIn(
      () => useJoinForm({ offering, progress: progressAnswer(), me: { userLevel: 'RETAIL_INVESTOR_LEVEL', mfa_enabled: true } }),
      { api },
    );
    expect(result.current.hasBrowserWallet).toBe(false);
    await act(() => result.current.sign('browser'));
    expect(result.current.signState).toBeNull();
    expect(result.current.form.getValues('signature')).toBe('');
  });

  it('new words replace the message and drop a signature of the old ones', async () => {
    const { result } = await renderHookIn(
      () => useJoinForm({ offering, progress: progressAnswer(), me: { userLevel: 'RETAIL_INVESTOR_LEVEL', mfa_enabled: true } }),
      { api },
    );
    const before = result.current.form.getValues('message');
    act(() => result.current.form.setValue('signature', `0x${'ab'.repeat(65)}`));
    act(() => result.current.renewMessage());
    expect(result.current.form.getValues('message')).not.toBe(before);
    expect(result.current.form.getValues('message')).toMatch(/^[a-z]+-[a-z]+-[a-z]+$/);
    expect(result.current.form.getValues('signature')).toBe('');
  });
});
