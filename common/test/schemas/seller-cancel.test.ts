import { describe, expect, it } from 'vitest';
import { sellerCancelSchema } from '../../src/schemas/seller-cancel';
import { errorsOf, valueOf } from './expect-errors';

describe('sellerCancelSchema', () => {
  it('asks for a reason when it is missing or blank', () => {
    for (const reason of [undefined, null, '', '    ', '\n\t']) {
      expect(errorsOf(sellerCancelSchema, { reason }), JSON.stringify(reason)).toEqual({ reason: 'Please give a reason for cancelling this order' });
    }
  });

  it('needs 3 to 300 characters once trimmed', () => {
    expect(errorsOf(sellerCancelSchema, { reason: '  ab  ' })).toEqual({ reason: 'The reason must be at least 3 characters' });
    expect(errorsOf(sellerCancelSchema, { reason: 'x'.repeat(301) })).toEqual({ reason: 'The reason must be at most 300 characters' });
    expect(valueOf(sellerCancelSchema, { reason: '  abc ' })).toEqual({ reason: 'abc' });
    expect(valueOf(sellerCancelSchema, { reason: ` ${'x'.repeat(300)} ` }).reason).toHaveLength(300);
  });
});
