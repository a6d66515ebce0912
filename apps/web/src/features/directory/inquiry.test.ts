import { describe, expect, it } from 'vitest';
import { EMPTY_INQUIRY, fieldErrorsOf, inquiryBody, prefillInquiry } from './inquiry';

describe('inquiryBody', () => {
  it('trims text, leaves blanks out as null and sends numbers as numbers', () => {
    expect(
      inquiryBody('v1', {
        ...EMPTY_INQUIRY,
        name: ' Ana ',
        email: 'ana@example.com ',
        message: ' Hello ',
        guest_count: '120',
        budget: '$4,500',
      }),
    ).toEqual({
      vendor_id: 'v1',
      name: 'Ana',
      email: 'ana@example.com',
      phone: null,
      message: 'Hello',
      wedding_date: null,
      guest_count: 120,
      budget: 4500,
    });
  });
});

describe('prefillInquiry', () => {
  const info = {
    partner1_name: 'Ana',
    partner2_name: 'Ben',
    wedding_date: '2027-06-12',
    planned_budget: 30000,
    guest_count: 120,
  };

  it('fills blank fields from the wedding details and the account', () => {
    expect(
      prefillInquiry(EMPTY_INQUIRY, {
        info,
        email: 'ana@example.com',
        displayName: null,
        categoryName: 'Photographers',
      }),
    ).toEqual({
      ...EMPTY_INQUIRY,
      name: 'Ana & Ben',
      email: 'ana@example.com',
      wedding_date: '2027-06-12',
      guest_count: '120',
      // Photographers' default share: 10 % of $30,000.
      budget: '3000',
    });
  });

  it('fills the budget with the listing category’s share, the couple’s own if they changed it', () => {
    const fill = (categoryName: string, shares?: Record<string, number>) =>
      prefillInquiry(EMPTY_INQUIRY, {
        info: { ...info, budget_category_percentages: shares ?? null },
        categoryName,
      }).budget;
    expect(fill('Venues')).toBe('9000');
    expect(fill('Venues', { Venues: 25, Photographers: 12.5 })).toBe('7500');
    expect(fill('Photographers', { Venues: 25, Photographers: 12.5 })).toBe('3750');
    // A category with no share, or no budget at all: left blank, never the whole budget.
    expect(fill('Venues', { Photographers: 10 })).toBe('');
    expect(fill('Not a budget category')).toBe('');
    expect(
      prefillInquiry(EMPTY_INQUIRY, { info: { ...info, planned_budget: null }, categoryName: 'Venues' })
        .budget,
    ).toBe('');
  });

  it('never overwrites what the couple typed', () => {
    const typed = { ...EMPTY_INQUIRY, name: 'Ana Ruiz', guest_count: '80', message: 'Hi' };
    const filled = prefillInquiry(typed, { info, email: 'ana@example.com', displayName: 'Ana' });
    expect(filled.name).toBe('Ana Ruiz');
    expect(filled.guest_count).toBe('80');
    expect(filled.message).toBe('Hi');
    expect(filled.wedding_date).toBe('2027-06-12');
  });
});

describe('fieldErrorsOf', () => {
  it('puts each 422 message at its field and keeps the rest for the form', () => {
    const detail = [
      { type: 'invalid_format', loc: ['body', 'email'], msg: 'Enter a valid email address.' },
      { type: 'too_small', loc: ['body', 'message'], msg: 'Write a message to the vendor.' },
      { type: 'custom', loc: ['body'], msg: 'Something else.' },
    ];
    expect(fieldErrorsOf(detail)).toEqual({
      fields: { email: 'Enter a valid email address.', message: 'Write a message to the vendor.' },
      form: ['Something else.'],
    });
  });

  it('ignores a detail that is not a list of issues', () => {
    expect(fieldErrorsOf('Too many inquiries')).toEqual({ fields: {}, form: [] });
  });
});
