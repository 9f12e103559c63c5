import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { saveSellDraft } from '../api/sell-draft';
import { CategoryStep } from '../components/category-step';
import { SellForm } from '../components/sell-form';

// jsdom decodes no images; compression is covered by the browser journeys.
vi.mock('../../../lib/upload-photo', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/upload-photo')>()),
  compressPhoto: async (file: File) => file,
}));

// IndexedDB is the browser journeys' part; here the draft that would be kept is checked.
vi.mock('../api/sell-draft', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/sell-draft')>()),
  saveSellDraft: vi.fn(async () => undefined),
}));

const CATEGORY = { mainCategory: 'Toy', subcategory: 'Puzzles' };

// A visitor's form: nothing is uploaded (uploads need a signed-in seller).
const renderForm = () => renderApp(<SellForm category={CATEGORY} draft={null} onChangeCategory={() => undefined} />, { route: '/sell-product' });

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('sell form, step 1', () => {
  it('asks for a category and a subcategory, and offers only the chosen category’s subcategories', async () => {
    const onContinue = vi.fn();
    const { user } = renderApp(<CategoryStep initial={{ mainCategory: '', subcategory: '' }} onContinue={onContinue} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Category is required')).toBeInTheDocument();
    expect(screen.getByText('Subcategory is required')).toBeInTheDocument();
    expect(onContinue).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Toy' }));
    const subcategory = screen.getByRole('combobox', { name: 'Subcategory' });
    const options = within(subcategory)
      .getAllByRole('option')
      .map((option) => option.textContent)
      .filter((text) => text !== 'Select a subcategory');
    expect(options).toEqual(['Board Games', 'Puzzles', 'Soft Toys & Action Figures']);
    await user.selectOptions(subcategory, 'Puzzles');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith(CATEGORY);
  });
});

describe('sell form, step 2', { timeout: 20_000 }, () => {
  it('an empty submit shows every message of the sell form and the address banner', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit Product' }));
    expect(await screen.findByText('Product name is required')).toBeInTheDocument();
    expect(screen.getByText('Product description is required')).toBeInTheDocument();
    expect(screen.getByText('Expected price is required')).toBeInTheDocument();
    expect(screen.getByText('Please upload at least one product image')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the errors in the address form');
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Pincode is required')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Product Details' })).toBeInTheDocument();
    expect(screen.getByText('PNG, JPG, GIF up to 10MB')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('the expected price keeps digits and one decimal point, and must be a number', async () => {
    const { user } = renderForm();
    const price = field('Expected Price');
    await user.type(price, 'a1,2b.5.0');
    expect(price).toHaveValue('12.50');
    await user.clear(price);
    await user.type(price, '12.');
    await user.tab();
    expect(await screen.findByText('Expected price must be a valid number')).toBeInTheDocument();
  });

  it('a new address follows the sell form’s rules: letters and spaces for names, digits for phone and pincode', async () => {
    const { user } = renderForm();
    // Character and length rules show while typing.
    await user.type(field('Full Name'), 'Asha 2');
    expect(await screen.findByText('Full name should contain only alphabets and spaces')).toBeInTheDocument();
    await user.type(field('City'), 'Pune1');
    expect(await screen.findByText('City should contain only alphabets and spaces')).toBeInTheDocument();
    await user.type(field('Locality/Town'), 'Sector 5');
    expect(await screen.findByText('Locality should contain only alphabets and spaces')).toBeInTheDocument();
    await user.type(field('Mobile Number'), '98x');
    expect(await screen.findByText('Phone number should contain only digits')).toBeInTheDocument();
    await user.clear(field('Mobile Number'));
    await user.type(field('Mobile Number'), '98765432101');
    expect(await screen.findByText('Phone number should not exceed 10 digits')).toBeInTheDocument();

    // Too short is only said once the field is left.
    await user.type(field('Pincode'), '4110');
    expect(screen.queryByText('Pincode must be exactly 6 digits')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Pincode must be exactly 6 digits')).toBeInTheDocument();

    await user.clear(field('Full Name'));
    await user.type(field('Full Name'), 'Asha Rani');
    expect(screen.queryByText('Full name should contain only alphabets and spaces')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Home' })).toBeChecked();
  });

  it('a visitor with a complete form is asked to sign in', async () => {
    const { user } = renderForm();
    await user.type(field('Product Name'), 'Jigsaw puzzle');
    await user.type(field('Product Description'), '1000 pieces, complete');
    await user.type(field('Expected Price'), '250');
    await user.upload(screen.getByLabelText('Choose product photos'), new File(['png'], 'puzzle.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Preview of puzzle.png' })).toHaveAttribute('src', 'blob:preview');
    await user.type(field('Full Name'), 'Asha Rani');
    await user.type(field('Mobile Number'), '9876543210');
    await user.type(field('Pincode'), '411007');
    await user.type(field('Locality/Town'), 'North Campus');
    await user.type(field('Address (House No, Building, Area, Street)'), 'Hostel 4');
    await user.type(field('City'), 'Pune');
    await user.type(field('State'), 'Maharashtra');
    await user.click(screen.getByRole('button', { name: 'Submit Product' }));
    const prompt = await screen.findByRole('alertdialog');
    expect(prompt).toHaveTextContent('Please sign in to list your products for sale.');
    expect(within(prompt).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(vi.mocked(saveSellDraft)).toHaveBeenCalledWith({
      category: CATEGORY,
      values: {
        productName: 'Jigsaw puzzle',
        productDescription: '1000 pieces, complete',
        expectedPrice: '250',
        address: { fullName: 'Asha Rani', phone: '9876543210', pincode: '411007', locality: 'North Campus', address: 'Hostel 4', city: 'Pune', state: 'Maharashtra', addressType: 'home' },
      },
      photos: [expect.objectContaining({ name: 'puzzle.png' })],
    });
  });
});
