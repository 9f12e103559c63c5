import { screen, waitFor } from '@testing-library/react';
import { sendPasswordResetEmail } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { ForgotPasswordForm, RESET_LINK_SENT } from '../components/forgot-password-form';

// Only the network call is replaced: the form, its mutation and the Auth instance are the app's own.
vi.mock('firebase/auth', async (importOriginal) => ({ ...(await importOriginal<typeof import('firebase/auth')>()), sendPasswordResetEmail: vi.fn() }));
const sendReset = vi.mocked(sendPasswordResetEmail);
const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

const renderForm = () => renderApp(<ForgotPasswordForm />, { route: '/forgot-password' });

describe('forgot-password form', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sendReset.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('asks for an e-mail, then for a valid one, before sending anything', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'someone@');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(sendReset).not.toHaveBeenCalled();
  });

  it("shows 'Sending...', then the neutral message; the link leads back to /signin", async () => {
    let answer: () => void = () => undefined;
    sendReset.mockImplementation(() => new Promise<void>((resolve) => (answer = resolve)));
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), '  asha@campus.ac.in ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await waitFor(() => expect(sendReset).toHaveBeenCalledOnce());
    expect(sendReset.mock.calls[0]?.[1]).toBe('asha@campus.ac.in');
    expect(sendReset.mock.calls[0]?.[2]).toEqual({ url: `${window.location.origin}/signin` });
    answer();
    expect(await screen.findByText(RESET_LINK_SENT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/signin');
  });

  it('gives an unknown e-mail the same neutral message', async () => {
    sendReset.mockRejectedValue(authError('auth/user-not-found'));
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'nobody@campus.ac.in');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(RESET_LINK_SENT)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says what to do when the request cannot go through, and keeps the e-mail', async () => {
    sendReset.mockRejectedValueOnce(authError('auth/too-many-requests')).mockRejectedValueOnce(authError('auth/network-request-failed'));
    const { user } = renderForm();
    const email = screen.getByRole('textbox', { name: /Email address/ });
    await user.type(email, 'asha@campus.ac.in');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests right now. Please wait a moment and try again.');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("Can't reach Campus Marketplace right now."));
    expect(email).toHaveValue('asha@campus.ac.in');
    expect(screen.queryByText(RESET_LINK_SENT)).not.toBeInTheDocument();
  });
});
