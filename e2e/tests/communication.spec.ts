import { MEMBER_INQUIRY_CATEGORY_OPTIONS } from '@ico/domain/options';
import type { Page } from '@playwright/test';
import { newUser, obtainTokens, signInBrowser, signUpByApi } from '../support/accounts';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { bearer, createStaffMember } from '../support/verification';

const a = (key: string, options?: Record<string, unknown>) => text('en', 'admin-communication', key, options);
const common = (key: string, options?: Record<string, unknown>) => text('en', 'common', key, options);
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The header link and its unread badge, by the badge's screen-reader text ('1 unread message'). */
const navLink = (page: Page, key: 'nav.messages' | 'nav.notices') =>
  page.getByRole('navigation', { name: common('nav.main') }).getByRole('link', { name: new RegExp(`^${escapeRegExp(common(key))}`) });

/**
 * Issue 6's journey: an operations member writes to one investor and publishes a members' notice; the investor
 * sees both badges, opens both, the badges clear; the investor replies through the member inquiry; a support
 * member finds it in the inbox and answers, and the answer reaches the investor's inbox and mailbox.
 */
test('staff write to an investor and publish a notice; the investor reads both and asks back; support answers', async ({
  page,
  request,
  pageErrors,
}) => {
  test.setTimeout(150_000);
  const marker = Math.random().toString(36).slice(2, 8);
  const investor = newUser();
  await signUpByApi(request, investor);
  const investorTokens = await obtainTokens(request, investor);
  const me = await (await request.get('/api/auth/me/', { headers: bearer(investorTokens) })).json();
  const [operator, support] = await Promise.all([createStaffMember(request, 'operations'), createStaffMember(request, 'support')]);

  // An operations member writes to the investor from the compose screen, the investor preselected.
  const messageTitle = `Your documents are complete ${marker}`;
  await signInBrowser(page, operator, operator.tokens, `/admin/messages/new?userId=${me.id}`);
  await expect(page.getByText(investor.username).first()).toBeVisible();
  const english = page.getByRole('region', { name: a('compose.english') });
  await english.getByRole('textbox', { name: a('compose.messageTitle') }).fill(messageTitle);
  await english
    .getByRole('textbox', { name: a('compose.messageText') })
    .fill('Thank you: we have everything we need.\nNo action is needed. Your profile is at /profile.');
  await expect(page.getByText(a('compose.count_one', { total: 1 }))).toBeVisible();
  await page.getByRole('button', { name: a('compose.submit') }).click();
  const confirm = page.getByRole('dialog', { name: a('compose.confirmTitle_one', { total: 1 }) });
  await confirm.getByRole('button', { name: a('compose.confirmSend') }).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page.getByText(a('messages.sent_one', { total: 1 }))).toBeVisible();
  await expect(page.getByRole('table', { name: a('messages.tableLabel') })).toContainText(messageTitle);

  // ... and publishes a notice for members.
  const noticeTitle = `Members' briefing ${marker}`;
  await page.goto('/admin/notices');
  await page.getByRole('button', { name: a('notices.new') }).click();
  const form = page.getByRole('dialog', { name: a('notices.form.newTitle') });
  await form.getByRole('radio', { name: a('notices.audience.MEMBERS') }).check();
  await form
    .getByRole('textbox', { name: a('notices.form.title') })
    .nth(0)
    .fill(noticeTitle);
  await form
    .getByRole('textbox', { name: a('notices.form.text') })
    .nth(0)
    .fill('A briefing for members on Friday.');
  await form
    .getByRole('textbox', { name: a('notices.form.title') })
    .nth(1)
    .fill(`ประชุมสมาชิก ${marker}`);
  await form
    .getByRole('textbox', { name: a('notices.form.text') })
    .nth(1)
    .fill('ประชุมชี้แจงสมาชิกวันศุกร์');
  await form.getByRole('button', { name: a('notices.form.publish') }).click();
  await expect(page.getByText(a('notices.created'))).toBeVisible();

  // The investor sees both badges in the header.
  await signInBrowser(page, investor, investorTokens, '/');
  await expect(navLink(page, 'nav.messages')).toHaveAccessibleName(
    new RegExp(escapeRegExp(common('nav.unreadMessages_one', { count: 1 }))),
  );
  await expect(navLink(page, 'nav.notices')).toHaveAccessibleName(/unread notice/);

  // Opening the message marks it read: the dialog shows whom it is for, the badge clears.
  await navLink(page, 'nav.messages').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'messages', 'title'));
  await page.getByRole('button', { name: new RegExp(escapeRegExp(messageTitle)) }).click();
  const opened = page.getByRole('dialog', { name: messageTitle });
  await expect(opened).toContainText('No action is needed.');
  await expect(opened).toContainText(text('en', 'messages', 'to', { to: investor.username }));
  // A portal page named in the text is a link (issue 19).
  await expect(opened.getByRole('link', { name: '/profile', exact: true })).toHaveAttribute('href', '/profile');
  await opened
    .getByRole('button', { name: text('en', 'messages', 'close'), exact: true })
    .last()
    .click();
  await expect(navLink(page, 'nav.messages')).toHaveAccessibleName(common('nav.messages'));

  // The same for the notice.
  await navLink(page, 'nav.notices').click();
  await page.getByRole('button', { name: new RegExp(escapeRegExp(noticeTitle)) }).click();
  await expect(page.getByRole('dialog', { name: noticeTitle })).toContainText('A briefing for members on Friday.');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: text('en', 'notices', 'close') })
    .last()
    .click();
  await expect(navLink(page, 'nav.notices')).not.toHaveAccessibleName(/unread/);

  // The investor replies through the member inquiry, the reply category chosen by the link.
  await page.goto('/messages');
  await page.getByRole('link', { name: text('en', 'messages', 'replyTo', { title: messageTitle }) }).click();
  await expect(page).toHaveURL(/\/member_inquiry\/4\/?$/);
  const category = page.getByRole('combobox', { name: text('en', 'inquiry', 'form.category') });
  await expect(category).toHaveValue('4');
  await expect(category.locator('option:checked')).toHaveText(MEMBER_INQUIRY_CATEGORY_OPTIONS.find((o) => o.value === '4')?.label.en ?? '');
  // The form knows which message it answers (issue 19): it says so, and the subject starts as 'Re: <title>'.
  await expect(page.getByRole('alert').filter({ hasText: text('en', 'inquiry', 'member.replyingTo') })).toContainText(messageTitle);
  const subjectBox = page.getByRole('textbox', { name: text('en', 'inquiry', 'form.subject') });
  await expect(subjectBox).toHaveValue(`${text('en', 'inquiry', 'member.replyPrefix')} ${messageTitle}`);
  const subject = `About my documents ${marker}`;
  await subjectBox.fill(subject);
  await page.getByRole('textbox', { name: text('en', 'inquiry', 'form.description') }).fill('Do I need to send my bank book again?');
  await page.getByRole('button', { name: text('en', 'inquiry', 'form.submit') }).click();
  await expect(page.getByRole('heading', { name: text('en', 'inquiry', 'received.title') })).toBeVisible();

  // A support member finds it among the open inquiries and answers.
  await signInBrowser(page, support, support.tokens, '/admin/inquiries');
  await page
    .getByRole('link', { name: a('inquiries.open', { subject }) })
    .first()
    .click();
  await expect(page.getByText('Do I need to send my bank book again?')).toBeVisible();
  const answer = 'No, the bank book you sent is fine. Thank you.';
  await page.getByRole('textbox', { name: a('inquiry.replyLabel') }).fill(answer);
  await page.getByRole('button', { name: a('inquiry.send') }).click();
  await expect(page.getByText(a('inquiry.sentMember'))).toBeVisible();
  await expect(page.getByText(answer)).toBeVisible();

  // The answer is in the investor's inbox and mailbox.
  const inbox = await (await request.get('/api/forum/messages/?page=1', { headers: bearer(investorTokens) })).json();
  expect(inbox.results[0]).toMatchObject({ title: `Re: ${subject}`, message: answer, isRead: false });
  const mail = await waitForMail(investor.email, { subject: new RegExp(escapeRegExp(`Re: ${subject}`)) });
  expect(mail.text).toContain(answer);
  expect(pageErrors).toEqual([]);
});
