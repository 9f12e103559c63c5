import { describe, expect, it } from 'vitest';
import { chatMessageSchema } from '../../src/schemas/chat-message';
import { dealRatingSchema } from '../../src/schemas/deal-rating';
import { handoverCodeSchema } from '../../src/schemas/handover-code';
import { meetupSpotSchema } from '../../src/schemas/meetup-spot';
import { reportSchema } from '../../src/schemas/report';
import { errorsOf, valueOf } from './expect-errors';

describe('chatMessageSchema', () => {
  it('takes trimmed text up to 1,000 characters and up to 4 photos', () => {
    expect(valueOf(chatMessageSchema, { text: '  Is it still available?  ' })).toEqual({ text: 'Is it still available?', imagePaths: [] });
    expect(valueOf(chatMessageSchema, { imagePaths: ['chats/a/b/p/a/1.png'] })).toEqual({ text: '', imagePaths: ['chats/a/b/p/a/1.png'] });
    expect(errorsOf(chatMessageSchema, { text: 'x'.repeat(1001) })).toEqual({ text: 'A message can be at most 1000 characters' });
    expect(errorsOf(chatMessageSchema, { text: 'Photos', imagePaths: ['1', '2', '3', '4', '5'] })).toEqual({ imagePaths: 'A message can have at most 4 photos' });
  });

  it('refuses a message with neither text nor photos', () => {
    expect(errorsOf(chatMessageSchema, { text: '   ' })).toEqual({ '': 'Write a message or add a photo' });
  });
});

describe('meetupSpotSchema', () => {
  const spot = { name: 'Library steps', description: 'By the main entrance', opensAt: '09:00', closesAt: '18:00' };

  it('takes a name, a description and daily hours', () => {
    expect(valueOf(meetupSpotSchema, { ...spot, name: '  Library steps ' })).toEqual(spot);
  });

  it('says what is wrong with each field', () => {
    expect(errorsOf(meetupSpotSchema, { ...spot, name: '', opensAt: '9:00', closesAt: '25:00' })).toEqual({
      name: 'Name is required',
      opensAt: 'Enter a time as HH:MM',
      closesAt: 'Enter a time as HH:MM',
    });
    expect(errorsOf(meetupSpotSchema, { ...spot, closesAt: '09:00' })).toEqual({ closesAt: 'Closing time must be after opening time' });
    expect(errorsOf(meetupSpotSchema, { ...spot, name: 'x'.repeat(81), description: 'x'.repeat(301) })).toEqual({
      name: 'Name must be at most 80 characters',
      description: 'Description must be at most 300 characters',
    });
  });
});

describe('handoverCodeSchema', () => {
  it('takes exactly 6 digits, spaces ignored', () => {
    expect(valueOf(handoverCodeSchema, { code: '123 456' })).toEqual({ code: '123456' });
    for (const code of ['12345', '1234567', 'abcdef', '', undefined]) {
      expect(errorsOf(handoverCodeSchema, { code })).toEqual({ code: 'Enter the 6-digit code' });
    }
  });
});

describe('dealRatingSchema and reportSchema', () => {
  it('rate 1 to 5 stars with a comment of at most 300 characters', () => {
    expect(valueOf(dealRatingSchema, { stars: 5, comment: ' Quick and friendly ' })).toEqual({ stars: 5, comment: 'Quick and friendly' });
    expect(errorsOf(dealRatingSchema, { stars: 0, comment: 'x'.repeat(301) })).toEqual({
      stars: 'Please select a rating',
      comment: 'Comment must be at most 300 characters',
    });
  });

  it('report with a reason of 3 to 500 characters', () => {
    expect(valueOf(reportSchema, { reason: ' Asked for payment outside the app ' })).toEqual({ reason: 'Asked for payment outside the app' });
    expect(errorsOf(reportSchema, { reason: ' ' })).toEqual({ reason: 'Please say what is wrong' });
    expect(errorsOf(reportSchema, { reason: 'no' })).toEqual({ reason: 'The reason must be at least 3 characters' });
  });
});
