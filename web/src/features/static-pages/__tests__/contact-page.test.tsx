import { act, fireEvent, screen, within } from '@testing-library/react';
import { CONTACT_FAILED, CONTACT_SENT } from '@campus/common/messages';
import { CONTACT_BANNER_MS, CONTACT_SEND_MS } from '@campus/common/timers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { ContactForm } from '../components/contact-form';
import ContactPage from '../routes/contact-page';

const field = (label: string) => screen.getByRole('textbox', { name: label });
const sendButton = () => screen.getByRole('button', { name: /Send Message|Sending\.\.\./ });

const MESSAGE = { Name: 'Asha Rao', Email: 'asha@campus.ac.in', Subject: 'Listing review', Message: 'When will my calculator listing be approved?' };

async function fill(user: ReturnType<typeof renderApp>['user']): Promise<void> {
  for (const [label, value] of Object.entries(MESSAGE)) {
    await user.click(field(label));
    await user.paste(value);
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Contact page', { timeout: 20_000 }, () => {
  it('shows the address, phone, e-mail, office hours and the campus map with the address under it', () => {
    renderApp(<ContactPage />, { route: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'Get in Touch' });
    expect(within(info).getByText('University Road, Pune, Maharashtra 411007')).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: '+91 20 4000 1234' })).toHaveAttribute('href', 'tel:+912040001234');
    expect(within(info).getByRole('link', { name: 'support@campusmarketplace.in' })).toHaveAttribute('href', 'mailto:support@campusmarketplace.in');
    expect(within(info).getByText('Monday - Friday').nextElementSibling).toHaveTextContent('9:00 AM - 5:00 PM');
    expect(within(info).getByText('Saturday - Sunday').nextElementSibling).toHaveTextContent('Closed');
    const map = screen.getByRole('region', { name: 'Find Us' });
    expect(within(map).getByRole('img', { name: /Campus map/ })).toBeInTheDocument();
    expect(within(map).getByText(/Student Activity Centre, Ground Floor, University Road, Pune/)).toBeInTheDocument();
  });

  it('asks for every field on an empty send, and for a well-formed e-mail', async () => {
    const send = vi.fn(() => Promise.resolve());
    const { user } = renderApp(<ContactForm send={send} />, { route: '/contact' });
    await user.click(sendButton());
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('type', 'email');

    await user.type(field('Email'), 'asha@');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends for 1.5 s, clears the form, then shows 'Your message has been sent successfully!' for 5 s", async () => {
    const { user } = renderApp(<ContactPage />, { route: '/contact' });
    await fill(user);

    // From the click on, the clock is the test's: user-event waits on timers, so the click is a plain event.
    vi.useFakeTimers();
    fireEvent.click(sendButton());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(sendButton()).toHaveTextContent('Sending...');
    expect(sendButton()).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(CONTACT_SEND_MS - 1));
    expect(screen.queryByText(CONTACT_SENT)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('status')).toHaveTextContent(CONTACT_SENT);
    for (const label of Object.keys(MESSAGE)) expect(field(label)).toHaveValue('');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(sendButton()).toHaveTextContent('Send Message');
    expect(sendButton()).toBeEnabled();

    await act(() => vi.advanceTimersByTimeAsync(CONTACT_BANNER_MS - 1));
    expect(screen.getByText(CONTACT_SENT)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText(CONTACT_SENT)).not.toBeInTheDocument();
  });

  it("shows 'There was an error sending your message. Please try again.' and keeps the message when the send fails", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp(<ContactForm send={() => Promise.reject(new Error('offline'))} />, { route: '/contact' });
    await fill(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_FAILED);
    expect(field('Message')).toHaveValue(MESSAGE.Message);
    expect(screen.queryByText(CONTACT_SENT)).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
