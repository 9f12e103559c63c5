import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '@campus/common/model';
import type { ProfileValues } from '@campus/common/schemas/profile';
import { SUCCESS_MESSAGE_MS } from '@campus/common/timers';
import { renderApp } from '../../../testing/render-app';
import { ProfileEditForm } from '../components/profile-edit-form';

const NEW_PROFILE: UserProfile = {
  firstName: 'Asha',
  lastName: 'Rani',
  email: 'asha@campus.ac.in',
  mobileNumber: '',
  gender: '',
  birthDate: '',
  createdAt: '2025-01-01T00:00:00.000Z',
};

function renderForm(profile: Partial<UserProfile> = {}, onSave = vi.fn((_values: ProfileValues) => Promise.resolve())) {
  const rendered = renderApp(<ProfileEditForm profile={{ ...NEW_PROFILE, ...profile }} onSave={onSave} />, { route: '/profile-edit' });
  return { ...rendered, onSave };
}

const nameField = () => screen.getByRole('textbox', { name: 'Full Name' });
const mobileField = () => screen.getByRole('textbox', { name: 'Mobile Number' });
const saveButton = () => screen.getByRole('button', { name: 'Save Details' });

describe('profile edit form', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts from the profile, with the e-mail read-only', () => {
    renderForm({ mobileNumber: '9876543210', gender: 'female', birthDate: '2004-02-29' });
    expect(nameField()).toHaveValue('Asha Rani');
    expect(mobileField()).toHaveValue('9876543210');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Female' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Birth Date')).toHaveValue('2004-02-29');
  });

  it('joins every problem with commas in one message and saves nothing', async () => {
    const { user, onSave } = renderForm({ email: '' });
    await user.clear(nameField());
    await user.type(nameField(), 'Asha');
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Full name is required, Valid 10-digit mobile number is required, Valid email address is required',
    );
    expect(onSave).not.toHaveBeenCalled();

    await user.type(nameField(), ' Rani');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Valid 10-digit mobile number is required, Valid email address is required$/));
  });

  it('takes digits only in the mobile number, at most 10', async () => {
    const { user } = renderForm();
    await user.type(mobileField(), '98a7-6 54+3210999');
    expect(mobileField()).toHaveValue('9876543210');
  });

  it('takes letters and spaces only in the full name', async () => {
    const { user } = renderForm();
    await user.clear(nameField());
    await user.type(nameField(), 'Asha1 R@ni K.umar');
    expect(nameField()).toHaveValue('Asha Rni Kumar');
  });

  it('selects a gender, switches it, and clears it with a second click', async () => {
    const { user } = renderForm();
    const male = screen.getByRole('button', { name: 'Male' });
    const female = screen.getByRole('button', { name: 'Female' });
    await user.click(male);
    expect(male).toHaveAttribute('aria-pressed', 'true');
    expect(female).toHaveAttribute('aria-pressed', 'false');
    await user.click(female);
    expect(male).toHaveAttribute('aria-pressed', 'false');
    expect(female).toHaveAttribute('aria-pressed', 'true');
    await user.click(female);
    expect(female).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps a saved number behind Change, marked Verified', async () => {
    const { user } = renderForm({ mobileNumber: '9876543210' });
    expect(mobileField()).toHaveAttribute('readonly');
    expect(screen.getByText('Verified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(mobileField()).not.toHaveAttribute('readonly');
    expect(mobileField()).toHaveFocus();
    await user.type(mobileField(), '{Backspace}1');
    expect(mobileField()).toHaveValue('9876543211');
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change' })).not.toBeInTheDocument();
  });

  it("shows 'Saving...', sends the values, then 'Profile updated successfully!' for 3 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let finish: () => void = () => undefined;
    const onSave = vi.fn((_values: ProfileValues) => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderForm({}, onSave);
    await user.clear(nameField());
    await user.type(nameField(), 'Asha Rani Kumar');
    await user.type(mobileField(), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Female' }));
    await user.click(saveButton());

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(onSave).toHaveBeenCalledWith({ fullName: 'Asha Rani Kumar', mobileNumber: '9876543210', email: 'asha@campus.ac.in', gender: 'female', birthDate: '' });
    await act(async () => finish());
    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully!');
    expect(saveButton()).toBeEnabled();

    await act(async () => vi.advanceTimersByTime(SUCCESS_MESSAGE_MS - 500));
    expect(screen.getByText('Profile updated successfully!')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(600));
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
  });

  it("shows 'Error updating profile: ' with what went wrong, and keeps the input", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
    const { user } = renderForm({ mobileNumber: '9876543210' }, vi.fn(() => Promise.reject(refusal)));
    await user.type(nameField(), ' Kumar');
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Error updating profile: You don't have permission to do that. Sign in with the right account and try again.",
    );
    expect(nameField()).toHaveValue('Asha Rani Kumar');
  });
});
