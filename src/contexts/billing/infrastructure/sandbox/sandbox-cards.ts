import { BillingError } from '../../domain/billing-error.js';
import type { SandboxCardBehaviour } from './sandbox.records.js';

/** The sandbox's test cards (docs/api/billing.md): what a charge on each does. */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, SandboxCardBehaviour | 'DECLINED'>> = {
  '4242424242424242': 'SUCCEEDS',
  '4000000000000002': 'DECLINED',
  '4000000000000341': 'FAILS_LATER',
};

export interface CardInput {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export interface AcceptedCard {
  brand: string;
  last4: string;
  behaviour: SandboxCardBehaviour;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

/** Checks the card as a card form does, then answers what the sandbox does with it. */
export function acceptCard(card: CardInput, now: Date): AcceptedCard {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits))
    throw new BillingError('CARD_INVALID', 'Your card number is invalid.');
  const expiry = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? Number(expiry[2]!.length === 2 ? `20${expiry[2]}` : expiry[2]) : 0;
  if (!expiry || month < 1 || month > 12)
    throw new BillingError('CARD_INVALID', "Your card's expiration date is invalid.");
  // A card is valid through the last day of its expiry month.
  if (new Date(Date.UTC(year, month, 1)) <= now)
    throw new BillingError('CARD_INVALID', "Your card's expiration date is in the past.");
  if (!/^\d{3,4}$/.test(card.cvc.trim()))
    throw new BillingError('CARD_INVALID', "Your card's security code is invalid.");
  const behaviour = SANDBOX_TEST_CARDS[digits];
  if (behaviour === 'DECLINED') throw new BillingError('CARD_DECLINED', 'Your card was declined.');
  if (behaviour === undefined)
    throw new BillingError(
      'CARD_DECLINED',
      'Your card was declined. This sandbox checkout takes its test cards only (4242 4242 4242 4242).',
    );
  return { brand: brandOf(digits), last4: digits.slice(-4), behaviour };
}
