import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { SignUpForm } from '../components/sign-up-form';

const renderForm = () => renderApp(<SignUpForm />, { route: '/signup' });

describe('sign-up form', () => {
  it('an empty submit shows every required message and the fix-the-errors banner', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please fix the errors before submitting.')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('names keep letters only as they are typed and must be at least 2 characters', async () => {
    const { user } = renderForm();
    const firstName = screen.getByRole('textbox', { name: /First Name/ });
    const lastName = screen.getByRole('textbox', { name: /Last Name/ });
    await user.type(firstName, 'A1-');
    await user.type(lastName, 'B 2');
    expect(firstName).toHaveValue('A');
    expect(lastName).toHaveValue('B');
    await user.tab();
    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeInTheDocument();
    await user.type(firstName, "sha'");
    expect(firstName).toHaveValue('Asha');
    expect(screen.queryByText(/First name/)).not.toBeInTheDocument();
  });

  it('rejects an e-mail without a domain', async () => {
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'student');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('a weak password lists what it needs, live and in the validation message', async () => {
    const { user } = renderForm();
    const password = screen.getByLabelText(/^Password/);
    await user.type(password, 'abc');
    await user.tab();
    expect(
      await screen.findByText('Password needs: at least 8 characters, one uppercase letter, one number, one special character (@$!%*?&)'),
    ).toBeInTheDocument();
    const checklist = screen.getByRole('list', { name: 'Password requirements' });
    expect(within(checklist).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Needs at least 8 characters',
      'Needs one uppercase letter',
      'Needs one number',
      'Needs one special character (@$!%*?&)',
    ]);
    await user.type(password, 'Defgh1@');
    expect(await screen.findByText('Password meets all requirements')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Password requirements' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Password needs:/)).not.toBeInTheDocument();
  });

  it('links to sign-in', async () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'Sign in to your account' })).toHaveAttribute('href', '/signin');
  });
});
