import { describe, expect, it } from 'vitest';
import { contactSchema } from '../../src/schemas/contact';
import { errorsOf, valueOf } from './expect-errors';

describe('contactSchema', () => {
  it('requires every field', () => {
    expect(errorsOf(contactSchema, { name: ' ', email: '', subject: '', message: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('needs a well-formed email', () => {
    expect(errorsOf(contactSchema, { name: 'Asha', email: 'asha@', subject: 'Hi', message: 'Hello' })).toEqual({
      email: 'Please enter a valid email',
    });
  });

  it('accepts a complete message', () => {
    const message = { name: 'Asha', email: 'asha@campus.ac.in', subject: 'Listing', message: 'When is my listing reviewed?' };
    expect(valueOf(contactSchema, message)).toEqual(message);
  });
});
