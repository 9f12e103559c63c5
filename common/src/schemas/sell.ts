import { array, mixed, number, object, string, type InferType } from 'yup';
import { MAX_PRICE } from '../catalogue';
import { isSellCategory, isSubcategoryOf } from '../categories';
import { formatRupees } from '../format';
import { DESCRIPTION_MAX_LENGTH, MAX_LISTING_IMAGES, PRODUCT_NAME_MAX_LENGTH } from '../limits';
import { TOO_MANY_IMAGES } from '../messages';

const PRICE_TEXT = /^\d+(\.\d+)?$/;
const NO_IMAGE = 'Please upload at least one product image';

/** The sell form and POST /api/user/sell-product. `expectedPrice` may arrive as text (multipart) or a number. */
export const sellSchema = object({
  productName: string()
    .trim()
    .required('Product name is required')
    .max(PRODUCT_NAME_MAX_LENGTH, `Product name must be at most ${PRODUCT_NAME_MAX_LENGTH} characters`),
  productDescription: string()
    .trim()
    .required('Product description is required')
    .max(DESCRIPTION_MAX_LENGTH, `Product description must be at most ${DESCRIPTION_MAX_LENGTH} characters`),
  expectedPrice: number()
    .transform((parsed: number, original: unknown) => {
      if (original === '' || original === null || original === undefined) return undefined;
      if (typeof original === 'string') return PRICE_TEXT.test(original.trim()) ? Number(original.trim()) : Number.NaN;
      return parsed;
    })
    .typeError('Expected price must be a valid number')
    .required('Expected price is required')
    .moreThan(0, 'Expected price must be greater than 0')
    .max(MAX_PRICE, `Expected price must not exceed ${formatRupees(MAX_PRICE)}`),
  mainCategory: string().trim().required('Category is required').test('known-category', 'Please choose a valid category', (value) => !value || isSellCategory(value)),
  subcategory: string()
    .trim()
    .required('Subcategory is required')
    .test('known-subcategory', 'Please choose a valid subcategory', function checkSubcategory(value) {
      const category: unknown = this.parent.mainCategory;
      return !value || typeof category !== 'string' || !isSellCategory(category) || isSubcategoryOf(category, value);
    }),
  images: array(mixed<NonNullable<unknown>>().required())
    .required(NO_IMAGE)
    .min(1, NO_IMAGE)
    .max(MAX_LISTING_IMAGES, TOO_MANY_IMAGES),
});

export type SellValues = InferType<typeof sellSchema>;
