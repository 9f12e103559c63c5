import { describe, expect, it } from 'vitest';
import { cardPhotoPath } from '../src/listing-photos';

describe('cardPhotoPath', () => {
  it('keeps the card copy in a card/ folder beside the photo, under the same owner', () => {
    expect(cardPhotoPath('listings/u1/visit-7/ab12-desk.jpg')).toBe('listings/u1/visit-7/card/ab12-desk.jpg');
    expect(cardPhotoPath('photo.png')).toBe('card/photo.png');
  });
});
