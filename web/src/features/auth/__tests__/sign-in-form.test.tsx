import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { isCredentialError } from '../api/sign-in';
import { SignInForm } from '../components/sign-in-form';

const renderForm = () => renderApp(<SignInForm />, { route: '/signin' });

describe('sign-in form', () => {
  it('an empty submit asks for the e-mail and the password', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('rejects a malformed e-mail', async () => {
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'someone@');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { user } = renderForm();
    const password = screen.getByLabelText(/^Password/);
    await user.type(password, 'Secret@1');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('has the spec links and the remember-me box', async () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
  });

  it('treats the Auth credential errors as "Invalid email or password" and nothing else', () => {
    expect(isCredentialError({ code: 'auth/invalid-credential' })).toBe(true);
    expect(isCredentialError({ code: 'auth/wrong-password' })).toBe(true);
    expect(isCredentialError({ code: 'auth/network-request-failed' })).toBe(false);
    expect(isCredentialError(new Error('boom'))).toBe(false);
  });
});
