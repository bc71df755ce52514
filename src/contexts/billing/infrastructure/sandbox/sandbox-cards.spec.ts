import { acceptCard } from './sandbox-cards.js';

const NOW = new Date('2026-11-21T00:00:00Z');
const card = (cardNumber: string, expiry = '12/30', cvc = '123') =>
  acceptCard({ cardNumber, expiry, cvc }, NOW);

describe('Sandbox test cards', () => {
  it('takes 4242 (succeeds) and 0341 (fails later), declines 0002 and any other card', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ brand: 'visa', last4: '4242', behaviour: 'SUCCEEDS' });
    expect(card('4000-0000-0000-0341').behaviour).toBe('FAILS_LATER');
    expect(() => card('4000 0000 0000 0002')).toThrow(
      expect.objectContaining({ code: 'CARD_DECLINED', message: 'Your card was declined.' }),
    );
    expect(() => card('5555 5555 5555 4444')).toThrow(expect.objectContaining({ code: 'CARD_DECLINED' }));
  });

  it('checks the number, the expiry and the CVC as a card form does', () => {
    expect(() => card('4242 4242 4242 4241')).toThrow(
      expect.objectContaining({ code: 'CARD_INVALID', message: 'Your card number is invalid.' }),
    );
    expect(() => card('4242424242424242', '10/26')).toThrow(
      expect.objectContaining({ code: 'CARD_INVALID' }),
    );
    expect(card('4242424242424242', '11/26').last4).toBe('4242');
    expect(() => card('4242424242424242', '13/30')).toThrow(
      expect.objectContaining({ code: 'CARD_INVALID' }),
    );
    expect(() => card('4242424242424242', '12/30', '12')).toThrow(
      expect.objectContaining({ code: 'CARD_INVALID' }),
    );
  });
});
