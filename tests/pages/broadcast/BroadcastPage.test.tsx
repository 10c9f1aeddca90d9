// @vitest-environment jsdom
// The Broadcast page end to end over the real dataProvider and a fake fetch: validation
// messages, the preview, both submit labels, the request body, reset, errors and 5-s toasts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BroadcastPage } from '../../../src/pages/broadcast/BroadcastPage';
import { renderWithCore } from '../../fixtures/renderWithCore';
import { providerWith } from '../../fixtures/providers';
import type { FakeAnswer } from '../../fixtures/fakeFetch';

const SUCCESS = 'Ommaviy xabar yuborish muvaffaqiyatli boshlandi!';
const FAILURE = "Xabarni yuborishda xatolik. Iltimos, qayta urunib ko'ring.";
const REQUIRED = "Xabar matni bo'sh bo'lishi mumkin emas.";

function renderPage(answer: () => FakeAnswer | Promise<FakeAnswer> = () => ({ status: 200 })) {
  const backend = providerWith(answer);
  renderWithCore(<BroadcastPage />, { dataProvider: backend.dataProvider });
  return backend;
}

const messageField = () => screen.getByRole('textbox', { name: 'Xabar matni' });
const buttonTextField = () => screen.getByRole('textbox', { name: 'Tugma matni (ixtiyoriy)' });
const buttonUrlField = () => screen.getByRole('textbox', { name: 'Tugma havolasi (ixtiyoriy)' });
const scheduleBox = () => screen.getByRole('checkbox', { name: 'Yuborish vaqtini belgilash' });
const TIME_LABEL = /^Yuborish vaqti(\s*\*)?$/;
const timeField = () => screen.getByLabelText(TIME_LABEL);
const sendNow = () => screen.getByRole('button', { name: 'Darhol Yuborish' });
const sendLater = () => screen.getByRole('button', { name: 'Xabarni Rejalashtirish' });
const preview = () => screen.getByRole('region', { name: "Xabarning oldindan ko'rinishi" });
const setTime = (value: string) => fireEvent.change(timeField(), { target: { value } });
// Typing long text key by key is slow in jsdom: paste it instead.
const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

afterEach(async () => {
  vi.useRealTimers();
  // sonner keeps its toasts in one module-wide list and shows a new Toaster every toast not yet
  // closed: without this, the previous test's message would appear twice in the next one.
  (await import('sonner')).toast.dismiss();
});

describe('BroadcastPage', () => {
  it('shows the title, the fields and says HTML is allowed', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Ommaviy xabar' })).toBeInTheDocument();
    expect(messageField()).toHaveAccessibleDescription(
      /HTML teglari ruxsat etiladi: <b>qalin<\/b>/,
    );
    expect(buttonTextField()).toHaveValue('');
    expect(buttonUrlField()).toHaveValue('');
    expect(scheduleBox()).not.toBeChecked();
    expect(screen.queryByLabelText(TIME_LABEL)).not.toBeInTheDocument();
    expect(sendNow()).toBeEnabled();
    expect(preview()).toHaveTextContent("Xabar matni shu yerda ko'rinadi.");
  });

  it('requires the message text and sends nothing', async () => {
    const backend = renderPage();
    const user = userEvent.setup();
    await user.click(sendNow());
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(messageField()).toHaveFocus();
    expect(messageField()).toHaveAttribute('aria-invalid', 'true');
    await user.type(messageField(), '   ');
    await user.click(sendNow());
    expect(screen.getByText(REQUIRED)).toBeInTheDocument();
    expect(backend.requests).toHaveLength(0);
    // The message goes away as soon as there is text.
    await user.type(messageField(), 'x');
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
  });

  it('checks the button URL and pairs button text with URL', async () => {
    const backend = renderPage();
    const user = userEvent.setup();
    fill(messageField(), 'Salom');
    fill(buttonTextField(), 'Ochish');
    await user.click(sendNow());
    expect(
      await screen.findByText('Tugma matni berilganda havola ham kiritilishi shart.'),
    ).toBeInTheDocument();
    fill(buttonUrlField(), 'example.com');
    // The form's validate runs asynchronously (react-hook-form's resolver): a moment later.
    await waitFor(() =>
      expect(
        screen.getByText("Havola to'liq va to'g'ri bo'lishi kerak (http:// yoki https://)."),
      ).toBeInTheDocument(),
    );
    await user.clear(buttonTextField());
    await waitFor(() =>
      expect(
        screen.getByText('Havola berilganda tugma matni ham kiritilishi shart.'),
      ).toBeInTheDocument(),
    );
    await user.click(sendNow());
    expect(backend.requests).toHaveLength(0);
  });

  it('switches the label with the schedule box and clears the time when unchecked', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.click(scheduleBox());
    expect(sendLater()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Darhol Yuborish' })).not.toBeInTheDocument();
    expect(timeField()).toHaveAttribute('type', 'datetime-local');
    expect(timeField()).toHaveAccessibleDescription('Vaqt mintaqasi: UTC');
    setTime('2099-01-02T10:30');
    expect(preview()).toHaveTextContent('Rejalashtirilgan vaqt: 02-01-2099 10:30');
    await user.click(scheduleBox());
    expect(sendNow()).toBeInTheDocument();
    expect(preview()).not.toHaveTextContent('Rejalashtirilgan vaqt');
    await user.click(scheduleBox());
    expect(timeField()).toHaveValue('');
  });

  it('requires a future time when scheduling', async () => {
    const backend = renderPage();
    const user = userEvent.setup();
    fill(messageField(), 'Salom');
    await user.click(scheduleBox());
    await user.click(sendLater());
    expect(
      await screen.findByText('Rejalashtirish uchun yuborish vaqtini kiriting.'),
    ).toBeInTheDocument();
    setTime('2000-01-01T10:00');
    await waitFor(() =>
      expect(screen.getByText("Yuborish vaqti kelajakda bo'lishi kerak.")).toBeInTheDocument(),
    );
    await user.click(sendLater());
    expect(backend.requests).toHaveLength(0);
  });

  it('previews line breaks, formatting, the button and its link', async () => {
    renderPage();
    fill(messageField(), 'Salom\n<b>aziz</b>\r\n\ndo‘st');
    const message = preview().querySelector('[data-testid="broadcast-preview-message"]')!;
    expect(message.innerHTML).toBe('Salom<br><b>aziz</b><br><br>do‘st');
    fill(buttonTextField(), 'Saytga o‘tish');
    // Not a web address yet: shown, but not a link.
    fill(buttonUrlField(), 'example.com');
    const inert = screen.getByRole('button', { name: 'Saytga o‘tish' });
    expect(inert).toBeDisabled();
    expect(inert).toHaveAttribute('title', 'example.com');
    fill(buttonUrlField(), 'https://example.com/promo');
    const link = screen.getByRole('link', { name: 'Saytga o‘tish' });
    expect(link).toHaveAttribute('href', 'https://example.com/promo');
    expect(link).toHaveAttribute('title', 'https://example.com/promo');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('sends at once with nulls for the empty fields, then resets and says so', async () => {
    const backend = renderPage();
    const user = userEvent.setup();
    fill(messageField(), '<b>Aksiya</b>\nBugun!');
    fill(buttonTextField(), 'Ochish');
    fill(buttonUrlField(), 'https://t.me/bot');
    await user.click(sendNow());
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(backend.requests).toHaveLength(1);
    expect(backend.requests[0].method).toBe('POST');
    expect(backend.requests[0].url).toBe('/api/broadcast/send');
    expect(JSON.parse(backend.requests[0].body!)).toEqual({
      messageText: '<b>Aksiya</b>\nBugun!',
      buttonText: 'Ochish',
      buttonUrl: 'https://t.me/bot',
      scheduledTime: null,
    });
    expect(messageField()).toHaveValue('');
    expect(buttonTextField()).toHaveValue('');
    expect(buttonUrlField()).toHaveValue('');
  });

  it('schedules with the zone-less time, then unchecks the box', async () => {
    const backend = renderPage();
    const user = userEvent.setup();
    fill(messageField(), 'Ertaga');
    await user.click(scheduleBox());
    setTime('2099-01-02T10:30');
    await user.click(sendLater());
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(JSON.parse(backend.requests[0].body!)).toEqual({
      messageText: 'Ertaga',
      buttonText: null,
      buttonUrl: null,
      scheduledTime: '2099-01-02T10:30',
    });
    expect(scheduleBox()).not.toBeChecked();
    expect(screen.queryByLabelText(TIME_LABEL)).not.toBeInTheDocument();
    expect(sendNow()).toBeInTheDocument();
    expect(messageField()).toHaveValue('');
  });

  it('does not send a time typed before the box was unchecked', async () => {
    const backend = renderPage();
    const user = userEvent.setup();
    fill(messageField(), 'Hozir');
    await user.click(scheduleBox());
    setTime('2099-01-02T10:30');
    await user.click(scheduleBox());
    await user.click(sendNow());
    await screen.findByText(SUCCESS);
    expect(JSON.parse(backend.requests[0].body!).scheduledTime).toBeNull();
  });

  it.each<[string, FakeAnswer, string]>([
    [
      'a JSON message',
      { status: 400, body: { message: 'messageText juda uzun' } },
      'messageText juda uzun',
    ],
    [
      'a plain-text body',
      { status: 500, body: 'Broadcast queue is full' },
      'Broadcast queue is full',
    ],
    ['an empty body', { status: 500 }, FAILURE],
    ['an HTML error page', { status: 502, body: '<html><body>Bad gateway</body></html>' }, FAILURE],
  ])('shows %s of a failed send and keeps the form', async (_name, answer, shown) => {
    renderPage(() => answer);
    const user = userEvent.setup();
    fill(messageField(), 'Salom');
    await user.click(sendNow());
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(messageField()).toHaveValue('Salom');
    expect(sendNow()).toBeEnabled();
  });

  it("puts a server's field error on the field it names, and keeps saying it in the toast", async () => {
    renderPage(() => ({
      status: 400,
      body: { message: 'messageText: <a> needs an href' },
    }));
    const user = userEvent.setup();
    fill(messageField(), '<a>havola</a>');
    await user.click(sendNow());
    expect(await screen.findByText('<a> needs an href')).toBeInTheDocument();
    expect(messageField()).toHaveAttribute('aria-invalid', 'true');
    expect(messageField()).toHaveAccessibleDescription('<a> needs an href');
    expect(await screen.findByText('messageText: <a> needs an href')).toBeInTheDocument();
    expect(messageField()).toHaveValue('<a>havola</a>');
  });

  it('marks the message and, when scheduling, the time as required', async () => {
    renderPage();
    const user = userEvent.setup();
    expect(messageField()).toBeRequired();
    expect(buttonTextField()).not.toBeRequired();
    expect(buttonUrlField()).not.toBeRequired();
    await user.click(scheduleBox());
    expect(timeField()).toBeRequired();
  });

  it('disables the submit button while sending', async () => {
    let answer!: (value: FakeAnswer) => void;
    renderPage(() => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    fill(messageField(), 'Salom');
    await user.click(sendNow());
    await waitFor(() => expect(sendNow()).toBeDisabled());
    await act(async () => answer({ status: 200 }));
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(sendNow()).toBeEnabled();
  });

  it.each([
    ['success', () => ({ status: 200 }), SUCCESS],
    ['error', () => ({ status: 500 }), FAILURE],
  ])('closes the %s notification after 5 seconds', async (_name, answer, shown) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage(answer);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    fill(messageField(), 'Salom');
    await user.click(sendNow());
    expect(await screen.findByText(shown)).toBeInTheDocument();
    // Still there after react-admin's default 4 s.
    await act(async () => {
      vi.advanceTimersByTime(4300);
    });
    expect(screen.getByText(shown)).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1700);
    });
    await waitFor(() => expect(screen.queryByText(shown)).not.toBeInTheDocument());
  });
});
